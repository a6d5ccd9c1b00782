import { BONUS_BANNER_KEYS } from '@/config/auth';
import type { SiteId } from '@/config/sites';
import type { Banner } from '@/services/api/config';

/** REG-12: the banner's amount: $30 on the EU site, $50 elsewhere, as /v3/config/banner says. */
export function bonusBannerKey(site: SiteId): string {
  return site === 'EU' ? BONUS_BANNER_KEYS.EU : BONUS_BANNER_KEYS.default;
}

/** REG-12: the site's bonus amount among the banners the api gave; null when it has none. */
export function bonusAmountOf(banners: readonly Banner[], site: SiteId): string | null {
  const key = bonusBannerKey(site);
  return banners.find((b) => b.key === key)?.content || null;
}
