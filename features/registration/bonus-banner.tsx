import { useTranslation } from 'next-i18next/pages';

import { useLoader } from '@/components/hooks/use-loader';
import { isolated } from '@/components/i18n/bidi';
import { COMPLIANCE_ELEMENTS } from '@/config/auth';
import type { SiteId } from '@/config/sites';
import { fetchBanners } from '@/services/api/config';
import { useElementHidden } from '@/stores/compliance-context';

import type { PageBonus } from './bonus-props';

/**
 * REG-12: the sign-up bonus, its amount from the banner config and its words
 * from our translations; CMP-1: not where a compliance rule hides it. The
 * amount comes with the page (`bonus`, bonusBannerProps); a page the server
 * had none for asks the api from the browser; only then does the code that
 * reads and writes an amount load (issue 40).
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
  const hidden = useElementHidden(COMPLIANCE_ELEMENTS.bonusBanner);
  // the page came without its bonus: the browser asks; no answer shows none
  const asked = useLoader(
    async () => {
      const { bonusBannerKey, bonusTextOf } = await import('./bonus-key');
      return bonusTextOf(await fetchBanners([bonusBannerKey(site)], locale), site, locale);
    },
    [site, locale],
    { enabled: !bonus },
  );
  const amount = bonus ? bonus.amount : asked.status === 'done' ? asked.data : null;
  if (!amount || hidden) return null;
  return (
    <p className="auth-bonus" data-testid="bonus-banner">
      {t('register.bonus', { amount: isolated(amount) })}
    </p>
  );
}
