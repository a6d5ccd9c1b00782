import { afterHydration } from '@/components/hooks/after-hydration';
import { lazyComponent } from '@/components/hooks/lazy-component';
import { loadStylesheet } from '@/components/layout/load-stylesheet';
import { ANTD_COMPONENTS_STYLESHEET } from '@/components/layout/theme-class';
import { ExchangeLanding } from '@/features/landing/exchange-landing';
import { routePageProps } from '@/features/routing/page-props';
import type { PageProps } from '@/services/page-props';

/** Issue 26: the account's security settings, with antd's QR code and styles, once the account is known. */
const AccountSecurity = afterHydration(
  lazyComponent(() =>
    Promise.all([
      import('@/features/account-security/account-security'),
      loadStylesheet(ANTD_COMPONENTS_STYLESHEET),
    ]).then(([security]) => security.default),
  ),
);

/** Passkeys: the account's list, adding and removing; the WebAuthn prompt loads with the first "Add". */
const PasskeySettings = afterHydration(
  lazyComponent(() => import('@/features/passkeys/passkey-settings').then((m) => m.PasskeySettings)),
);

/** Issue 36 item 8: the account's sessions, trusted devices and recent logins. */
const DevicesSettings = afterHydration(
  lazyComponent(() => import('@/features/devices/devices-settings').then((m) => m.DevicesSettings)),
);

/**
 * ROUTE-5, issue 26: the exchange's account page, a stand-in outside
 * production mode (else 404): who is signed in, and the account's security
 * settings: two-step verification, passkeys, devices and sessions.
 */
export default function AccountInfoLanding({ page }: PageProps) {
  return (
    <ExchangeLanding page={page}>
      <AccountSecurity />
      <PasskeySettings />
      <DevicesSettings />
    </ExchangeLanding>
  );
}

export const getServerSideProps = routePageProps('/app/user/account-info', { landing: true });
