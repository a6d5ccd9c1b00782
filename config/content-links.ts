import type { SiteId } from './sites';

/** UI-4: the exchange's content sites, each on its own sub-domain (`blog.bybit.com`). */
export const CONTENT_KINDS = ['blog', 'learn', 'announcements'] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

/** Content the regulated regional sites do not publish themselves: their links point to the global domain. */
export const GLOBAL_ONLY_CONTENT: readonly ContentKind[] = ['blog', 'learn'];

/** UI-4: sites whose blog and learn links go to the global domain (HK-regulated hosts do too, by host). */
export const GLOBAL_CONTENT_SITES: readonly SiteId[] = ['NLD', 'HKG'];

/** Hosts under Hong Kong regulation, whatever site serves them: `.hk` (which `.com.hk` ends with too). */
export const HK_REGULATED_HOST = /\.hk$/;

/**
 * Path languages the content sites publish. A locale maps to its language
 * part (`de-EU` → `de`, `ru-KAZ` → `ru`), Chinese to `zh-TW`; anything not in
 * this list reads the English pages.
 */
export const CONTENT_LANGUAGES: readonly string[] = [
  'en',
  'zh-TW',
  'ja',
  'ko',
  'ru',
  'es',
  'vi',
  'tr',
  'pt',
  'fr',
  'th',
  'id',
  'kk',
  'uk',
  'ar',
  'nl',
  'pl',
  'ro',
  'de',
  'it',
  'cs',
  'el',
  'hu',
  'bg',
];

export const DEFAULT_CONTENT_LANGUAGE = 'en';
