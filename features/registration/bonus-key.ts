import { BONUS_BANNER_KEYS } from '@/config/auth';
import type { SiteId } from '@/config/sites';

/** REG-12: the banner's amount: $30 on the EU site, $50 elsewhere, as /v3/config/banner says. */
export function bonusBannerKey(site: SiteId): string {
  return site === 'EU' ? BONUS_BANNER_KEYS.EU : BONUS_BANNER_KEYS.default;
}
