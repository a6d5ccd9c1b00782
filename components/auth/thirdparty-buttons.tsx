import { useTranslation } from 'next-i18next/pages';
import { useState } from 'react';

import { AUTH_CONFIG_KEYS } from '@/config/auth';

import { ActionButton } from './action-button';
import { thirdPartyOptions } from './thirdparty';
import { useWebConfig } from './use-web-config';

/**
 * LOGIN-6: "Continue with …" for each provider the site offers (none shown
 * when none is configured). The page's language and query wait in session
 * storage while the person signs in at the provider.
 */
export function ThirdPartyButtons({ locale, path }: { readonly locale: string; readonly path: string }) {
  const { t } = useTranslation('auth');
  const { web } = useWebConfig();
  const options = thirdPartyOptions(web[AUTH_CONFIG_KEYS.thirdPartyProviders]);
  const [busy, setBusy] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  if (options.length === 0) return null;

  const go = async (name: string, label: string) => {
    setBusy(name);
    setFailed(false);
    try {
      // the sign-in's start loads with the first press, not with the page
      const { startThirdParty } = await import('./thirdparty-start');
      window.location.assign(await startThirdParty({ provider: name, label, locale, path }));
    } catch {
      setBusy(null);
      setFailed(true);
    }
  };

  return (
    <div className="thirdparty">
      <p className="thirdparty-or">{t('thirdParty.or')}</p>
      {options.map((option) => (
        <ActionButton
          key={option.name}
          block
          loading={busy === option.name}
          disabled={busy !== null && busy !== option.name}
          onClick={() => void go(option.name, option.label)}
        >
          {t('thirdParty.continueWith', { provider: option.label })}
        </ActionButton>
      ))}
      {failed && (
        <p className="auth-field-error" role="alert">
          {t('thirdParty.startFailed')}
        </p>
      )}
    </div>
  );
}
