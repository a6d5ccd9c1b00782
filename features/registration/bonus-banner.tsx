import { useTranslation } from 'next-i18next/pages';
import { useEffect, useState } from 'react';

import { COMPLIANCE_ELEMENTS } from '@/config/auth';
import type { SiteId } from '@/config/sites';
import { fetchBanners } from '@/services/api/config';
import { useElementHidden } from '@/stores/compliance-context';

import { bonusAmountOf, bonusBannerKey } from './bonus-key';
import type { PageBonus } from './bonus-props';

/**
 * REG-12: the sign-up bonus, its amount from the banner config and its words
 * from our translations; CMP-1: not where a compliance rule hides it. The
 * amount comes with the page (`bonus`, bonusBannerProps); a page the server
 * had none for asks the api from the browser.
 */
export function BonusBanner({
  site,
  locale,
  bonus,
}: {
  readonly site: SiteId;
  readonly locale: string;
  readonly bonus?: PageBonus | null;
}) {
  const { t } = useTranslation('register');
  const [asked, setAsked] = useState<string | null>(null);
  const hidden = useElementHidden(COMPLIANCE_ELEMENTS.bonusBanner);
  useEffect(() => {
    if (bonus) return;
    let live = true;
    fetchBanners([bonusBannerKey(site)], locale).then(
      (banners) => {
        const amount = bonusAmountOf(banners, site);
        if (live && amount) setAsked(amount);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [site, locale, bonus]);
  const amount = bonus ? bonus.amount : asked;
  if (!amount || hidden) return null;
  return (
    <p className="auth-bonus" data-testid="bonus-banner">
      {t('register.bonus', { amount })}
    </p>
  );
}
