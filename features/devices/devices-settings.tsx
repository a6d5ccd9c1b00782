import { useTranslation } from 'next-i18next/pages';

import { LoginHistory } from './login-history';
import { SessionList } from './session-list';
import { TrustedDeviceList } from './trusted-device-list';

/**
 * Issue 36 item 8, on the account page beside the security settings: where
 * the account is logged in (end a session, or every other one), the devices
 * that skip the second step (stop trusting one), the last logins.
 */
export function DevicesSettings() {
  const { t, ready } = useTranslation(['devices', 'errors']);
  if (!ready) return null;
  return (
    <section
      className="account-security settings-group devices-settings"
      aria-labelledby="devices-title"
      data-testid="devices"
    >
      <h2 id="devices-title">{t('title')}</h2>
      <p className="route-lead">{t('lead')}</p>
      <SessionList />
      <TrustedDeviceList />
      <LoginHistory />
    </section>
  );
}
