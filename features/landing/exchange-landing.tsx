import dynamic from 'next/dynamic';
import Head from 'next/head';
import { useTranslation } from 'next-i18next/pages';
import { useEffect, useState } from 'react';

import { loadStylesheet } from '@/components/layout/load-stylesheet';
import { ANTD_COMPONENTS_STYLESHEET } from '@/components/layout/theme-class';
import { logout } from '@/services/api/auth';
import { fetchProfile, forgetProfile, isLoggedIn, type UserProfile } from '@/services/api/user';
import { clearUserToken, getUserToken } from '@/services/identity';
import type { PageContextProps } from '@/services/page-props';

/** Issue 26: the account's security settings, with antd's QR code and styles, once the account is known. */
const AccountSecurity = dynamic(
  () =>
    Promise.all([
      import('@/features/account-security/account-security'),
      loadStylesheet(ANTD_COMPONENTS_STYLESHEET),
    ]).then(([security]) => security),
  { ssr: false },
);

/** How the landing names the account: masked email, else masked mobile, else the user name. */
export function accountName(profile: Pick<UserProfile, 'vague_email' | 'vague_mobile' | 'username' | 'uid'>): string {
  return profile.vague_email || profile.vague_mobile || profile.username || profile.uid;
}

/**
 * Issue 4 §4: outside production mode, the post-login destinations that
 * belong to the rest of the exchange (dashboard, download, the mini-app
 * home…) show this: who is logged in, and a way to log out (LOGIN-9).
 */
export function ExchangeLanding({ page }: { readonly page: PageContextProps }) {
  const { t } = useTranslation(['landing', 'common']);
  const [profile, setProfile] = useState<UserProfile | null | 'loading'>('loading');
  const [leaving, setLeaving] = useState(false);
  useEffect(() => {
    if (!getUserToken()) {
      setProfile(null);
      return;
    }
    fetchProfile().then(
      (p) => setProfile(isLoggedIn(p) ? p : null),
      () => setProfile(null),
    );
  }, []);

  const onLogout = async () => {
    setLeaving(true);
    // LOGIN-9: the session ends on the api and the token here; the person lands on the login page
    await logout().catch(() => undefined);
    clearUserToken();
    forgetProfile();
    window.location.assign(`/${page.locale}/login`);
  };

  const path = page.path === '/' ? `/${page.locale}` : page.path;
  return (
    <>
      <Head>
        <title>{`${t('title')} | ${t('common:brand')}`}</title>
      </Head>
      <section className="route-screen landing" aria-labelledby="landing-title" aria-busy={profile === 'loading'}>
        <h1 id="landing-title">{profile === 'loading' ? t('checking') : profile ? t('title') : t('signedOut')}</h1>
        {profile === 'loading' ? null : profile ? (
          <>
            <p data-testid="landing-account">{t('account', { account: accountName(profile) })}</p>
            <p className="route-lead">{t('explain', { path })}</p>
            <button type="button" className="landing-logout" onClick={() => void onLogout()} disabled={leaving}>
              {leaving ? t('loggingOut') : t('logout')}
            </button>
            <AccountSecurity />
          </>
        ) : (
          <>
            <p className="route-lead">{t('explain', { path })}</p>
            <a href={`/${page.locale}/login`}>{t('login')}</a>
          </>
        )}
      </section>
    </>
  );
}
