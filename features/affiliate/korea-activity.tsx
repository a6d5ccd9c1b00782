import { useTranslation } from 'next-i18next/pages';

import { useLoader } from '@/components/hooks/use-loader';
import { formatAmount } from '@/components/i18n/amount';
import { isolated } from '@/components/i18n/bidi';
import { fetchKoreaHome } from '@/services/api/affiliate';

import { koreaActivityShown, koreaRewardOf } from './landing';
import { KOREA_ACTIVITY_LOCALE } from './landing-link';

/** AFF-8: the Korea new-user activity, on a landing read in Korean while the activity runs. */
export function KoreaActivity({ locale }: { readonly locale: string }) {
  const { t } = useTranslation('affiliate');
  const home = useLoader(() => fetchKoreaHome(), [], { enabled: locale === KOREA_ACTIVITY_LOCALE });
  const activity = home.status === 'done' ? home.data : null;
  const reward = activity && koreaActivityShown(locale, activity, Date.now()) ? koreaRewardOf(activity) : null;
  if (!reward) return null;
  return (
    <p className="auth-bonus" data-testid="korea-activity">
      {t('korea.reward', { amount: isolated(formatAmount(reward, locale)) })}
    </p>
  );
}
