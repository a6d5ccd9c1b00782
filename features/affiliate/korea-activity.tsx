import { useTranslation } from 'next-i18next/pages';
import { useEffect, useState } from 'react';

import { fetchKoreaHome, type KoreaHome } from '@/services/api/affiliate';

import { koreaActivityShown } from './landing';
import { KOREA_ACTIVITY_LOCALE } from './landing-link';

/** AFF-8: the Korea new-user activity, on a landing read in Korean while the activity runs. */
export function KoreaActivity({ locale }: { readonly locale: string }) {
  const { t } = useTranslation('affiliate');
  const [activity, setActivity] = useState<KoreaHome | null>(null);
  useEffect(() => {
    if (locale !== KOREA_ACTIVITY_LOCALE) return;
    let live = true;
    fetchKoreaHome().then(
      (next) => live && setActivity(next),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [locale]);
  if (!activity || !koreaActivityShown(locale, activity, Date.now())) return null;
  return (
    <p className="auth-bonus" data-testid="korea-activity">
      {t('korea.reward', { amount: activity.reward.amount, currency: activity.reward.currency })}
    </p>
  );
}
