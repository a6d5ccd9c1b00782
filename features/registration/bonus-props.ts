import type { GetServerSidePropsContext } from 'next';

import type { PageApi, PageProps } from '@/services/page-props';

import { bonusBannerKey, bonusTextOf } from './bonus-key';

/**
 * REG-12 as the server found it: the bonus amount already written in the
 * page's language, or null when the banner config has none. Written here,
 * once, so the browser shows the server's text as it is (an ICU of its own
 * could write it otherwise and break hydration).
 */
export interface PageBonus {
  readonly amount: string | null;
}

export interface BonusPageProps {
  /** null when the api gave no answer in time: the browser then asks itself */
  readonly bonus: PageBonus | null;
}

/**
 * REG-12: a registration page carries its sign-up bonus, so the banner is in
 * the page's first paint instead of pushing the form down when a browser
 * request answers (routePageProps' `extend`).
 */
export async function bonusBannerProps(
  { page: { site, locale } }: PageProps,
  _ctx: GetServerSidePropsContext,
  api: PageApi,
): Promise<BonusPageProps> {
  const banners = await api.banners([bonusBannerKey(site)], locale);
  return { bonus: banners ? { amount: bonusTextOf(banners, site, locale) } : null };
}
