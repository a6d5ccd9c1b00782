import Head from 'next/head';
import { useTranslation } from 'next-i18next/pages';
import { useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';

import { EXTERNAL_PATHS } from '@/config/routes';
import { logout } from '@/services/api/auth';
import { fetchProfile, forgetProfile, isLoggedIn, type UserProfile } from '@/services/api/user';
import { SESSION_ENDED_TOAST } from '@/services/errors/catalogue';
import { RET_CODES } from '@/services/errors/ret-codes';
import { isRequestError } from '@/services/http/errors';
import { clearUserToken, getUserToken } from '@/services/identity';
import type { PageContextProps } from '@/services/page-props';
import { toasts } from '@/stores/toast-store';

/** A call of this page was told the session had ended (the catalogue's toast for a 10006). */
const toldEnded = () => SESSION_ENDED_TOAST in toasts.store.getState().lastShown;
const endedOnServer = () => false;

/** How the landing names the account: masked email, else masked mobile, else the user name. */
export function accountName(profile: Pick<UserProfile, 'vague_email' | 'vague_mobile' | 'username' | 'uid'>): string {
  return profile.vague_email || profile.vague_mobile || profile.username || profile.uid;
}

/**
 * Issue 4 §4: outside production mode, the post-login destinations that
 * belong to the rest of the exchange (dashboard, download, the mini-app
 * home…) show this: who is logged in, and a way to log out (LOGIN-9).
 */
export function ExchangeLanding({
  page,
  children,
}: {
  readonly page: PageContextProps;
  /** what the page shows a signed-in person besides who they are (the account page's settings) */
  readonly children?: ReactNode;
}) {
  const { t } = useTranslation(['landing', 'common']);
  const [loaded, setProfile] = useState<UserProfile | null | 'loading'>('loading');
  // issue 36 item 8: this browser's session ended (ended elsewhere, expired, a reset): when the page
  // opened (its profile is refused), or later (any call of the page was told so)
  const [endedAtOpen, setEndedAtOpen] = useState(false);
  const endedLater = useSyncExternalStore(toasts.store.subscribe, toldEnded, endedOnServer);
  const ended = endedAtOpen || endedLater;
  const profile = ended ? null : loaded;
  const [leaving, setLeaving] = useState(false);
  useEffect(() => {
    if (!getUserToken()) {
      setProfile(null);
      return;
    }
    fetchProfile().then(
      (p) => setProfile(isLoggedIn(p) ? p : null),
      (error: unknown) => {
        setEndedAtOpen(isRequestError(error) && error.code === RET_CODES.sessionInvalid);
        setProfile(null);
      },
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
        {/* issue 39: signed in, the page welcomes the person (the mark a finished flow shows, then who they are) */}
        {profile && profile !== 'loading' && (
          <svg className="success-icon" viewBox="0 0 48 48" width="48" height="48" aria-hidden="true" focusable="false">
            <circle cx="24" cy="24" r="22" />
            <path d="M14 24.5l6.5 6.5L34 17.5" />
          </svg>
        )}
        <h1 id="landing-title">{profile === 'loading' ? t('checking') : profile ? t('title') : t('signedOut')}</h1>
        {profile === 'loading' ? null : profile ? (
          <>
            <p data-testid="landing-account">{t('account', { account: accountName(profile) })}</p>
            <p className="route-lead">{t('explain', { path })}</p>
            {/* issue 39: the actions in a row with room between them; issue 26: the way to the account's security
                settings (the next thing to set up), and, on that page, the settings themselves */}
            <div className="landing-actions">
              {!children && (
                <a
                  className="auth-button auth-button-primary landing-security-link"
                  href={`/${page.locale}${EXTERNAL_PATHS.accountInfo}`}
                >
                  {t('security')}
                </a>
              )}
              <button
                type="button"
                className="auth-button auth-button-default landing-logout"
                onClick={() => void onLogout()}
                disabled={leaving}
              >
                {leaving ? t('loggingOut') : t('logout')}
              </button>
            </div>
            {children}
          </>
        ) : (
          <>
            {ended && (
              <p className="landing-ended" role="alert" data-testid="landing-session-ended">
                {t('sessionEnded')}
              </p>
            )}
            <p className="route-lead">{t('explain', { path })}</p>
            <a href={`/${page.locale}/login`}>{t('login')}</a>
          </>
        )}
      </section>
    </>
  );
}
