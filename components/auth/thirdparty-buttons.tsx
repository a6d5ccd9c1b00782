import { useState } from 'react';

import { useFixedT } from '@/components/i18n/use-fixed-t';
import { AUTH_CONFIG_KEYS } from '@/config/auth';
import { startThirdPartyLogin } from '@/services/api/thirdparty';

import { ActionButton } from './action-button';
import {
  attributionOf,
  PENDING_THIRDPARTY_KEY,
  returnPath,
  thirdPartyOptions,
  type PendingThirdParty,
} from './thirdparty';
import { useWebConfig } from './use-web-config';

/**
 * LOGIN-6: "Continue with …" for each provider the site offers (none shown
 * when none is configured). The page's language and query wait in session
 * storage while the person signs in at the provider.
 */
export function ThirdPartyButtons({ locale, path }: { readonly locale: string; readonly path: string }) {
  const t = useFixedT('auth');
  const { web } = useWebConfig();
  const options = thirdPartyOptions(web[AUTH_CONFIG_KEYS.thirdPartyProviders]);
  const [busy, setBusy] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  if (options.length === 0) return null;

  const go = async (name: string, label: string) => {
    setBusy(name);
    setFailed(false);
    const search = window.location.search;
    const pending: PendingThirdParty = { provider: name, label, lang: locale, search, startedAt: Date.now() };
    try {
      window.sessionStorage.setItem(PENDING_THIRDPARTY_KEY, JSON.stringify(pending));
      const url = await startThirdPartyLogin(
        name,
        `${window.location.origin}${returnPath(path)}`,
        attributionOf(search),
      );
      window.location.assign(url);
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
