import { configBannerFacts } from '@/contract/config/banner.facts';
import { webConfigFacts } from '@/contract/config/web.facts';
import { whiteHostsFacts } from '@/contract/config/white-hosts.facts';

import { answer } from '../answer';
import { ok } from '../envelope';

export const WEB_CONFIG = [
  { name: 'captcha_type', value: 'gee4captcha' },
  { name: 'download_url', value: 'https://www.example.test/download' },
] as const;

export const BANNERS = [
  {
    key: 'register_bonus',
    language: 'en',
    title: 'Welcome bonus',
    content: 'Up to $50',
    link: 'https://www.example.test/promo',
  },
] as const;

export const WHITE_HOSTS = ['https://www.example.test', 'https://partner.example.test'] as const;

/** UI-6, REDIR-8: POST /v3/config/web and /v3/config/banner, GET /user/public/get-white-hosts. */
export const configHandlers = [
  answer(webConfigFacts, () => ok({ data: WEB_CONFIG })),
  answer(configBannerFacts, () => ok({ data: BANNERS })),
  answer(whiteHostsFacts, () => ok({ hosts: WHITE_HOSTS })),
];
