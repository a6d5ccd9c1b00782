import { useEffect, useState } from 'react';

import { useFixedT } from '@/components/i18n/use-fixed-t';
import { BONUS_BANNER_KEYS, COMPLIANCE_ELEMENTS } from '@/config/auth';
import type { SiteId } from '@/config/sites';
import { fetchBanners } from '@/services/api/config';
import { useElementHidden } from '@/stores/compliance-context';

/** REG-12: the banner's amount: $30 on the EU site, $50 elsewhere, as /v3/config/banner says. */
export function bonusBannerKey(site: SiteId): string {
  return site === 'EU' ? BONUS_BANNER_KEYS.EU : BONUS_BANNER_KEYS.default;
}

/**
 * REG-12: the sign-up bonus, its amount from the banner config and its words
 * from our translations; CMP-1: not where a compliance rule hides it.
 */
export function BonusBanner({ site, locale }: { readonly site: SiteId; readonly locale: string }) {
  const t = useFixedT('signup');
  const [amount, setAmount] = useState<string | null>(null);
  const hidden = useElementHidden(COMPLIANCE_ELEMENTS.bonusBanner);
  useEffect(() => {
    let live = true;
    const key = bonusBannerKey(site);
    fetchBanners([key], locale).then(
      (banners) => {
        const banner = banners.find((b) => b.key === key);
        if (live && banner?.content) setAmount(banner.content);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [site, locale]);
  if (!amount || hidden) return null;
  return (
    <p className="auth-bonus" data-testid="bonus-banner">
      {t('register.bonus', { amount })}
    </p>
  );
}
