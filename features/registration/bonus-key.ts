import { formatAmount, parseAmount, type Amount } from '@/components/i18n/amount';
import { BONUS_BANNER_KEYS } from '@/config/auth';
import type { SiteId } from '@/config/sites';
import type { Banner } from '@/services/api/config';

/** REG-12: the banner's amount: $30 on the EU site, $50 elsewhere, as /v3/config/banner says. */
export function bonusBannerKey(site: SiteId): string {
  return site === 'EU' ? BONUS_BANNER_KEYS.EU : BONUS_BANNER_KEYS.default;
}

/**
 * REG-12: the site's bonus amount among the banners the api gave (its
 * content, `$50`); null when it has none, or none that reads as an amount.
 */
export function bonusAmountOf(banners: readonly Banner[], site: SiteId): Amount | null {
  const key = bonusBannerKey(site);
  const content = banners.find((b) => b.key === key)?.content;
  return content ? parseAmount(content) : null;
}

/** REG-12: the banner's amount in the page's language (`$50`, `50 $`, `٥٠ US$`); null when there is none. */
export function bonusTextOf(banners: readonly Banner[], site: SiteId, locale: string): string | null {
  const amount = bonusAmountOf(banners, site);
  return amount ? formatAmount(amount, locale) : null;
}
