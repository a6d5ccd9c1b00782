import { useTranslation } from 'next-i18next/pages';
import type { FormEvent } from 'react';

import { AccountTabPanel } from '@/components/auth/account-tab-panel';
import { ActionButton } from '@/components/auth/action-button';
import { Checkbox } from '@/components/auth/checkbox';
import { EarlyPressScript } from '@/components/auth/early-press-script';
import type { EmbeddedForm } from '@/components/auth/embedded-form';
import { FormAlert } from '@/components/auth/form-alert';
import { PasswordField } from '@/components/auth/password-field';
import { ThirdPartyButtons } from '@/components/auth/thirdparty-buttons';
import { useFocusToFill } from '@/components/auth/use-focus-to-fill';
import { useKeptPress } from '@/components/auth/use-kept-press';
import { afterHydration } from '@/components/hooks/after-hydration';
import { lazyComponent } from '@/components/hooks/lazy-component';
import { SITES } from '@/config/sites';
import type { PageContextProps } from '@/services/page-props';

import { preloadPasskeyLogin, usePasskeyLogin } from './use-passkey-login';
import { preloadPasswordLogin, usePasswordLogin } from './use-password-login';
import { useQuickLogin } from './use-quick-login';

/** LOGIN-7: the QR panel loads after the page, never with it (its picture is drawn by the server). */
const QrLoginPanel = afterHydration(lazyComponent(() => import('./qr-login-panel').then((m) => m.default)));

/** The dialogs a login can end in load with the first of them (warmed when the form is sent), never with the page. */
const loadLoginDialogs = () => import('./login-dialogs');
const LoginDialogs = afterHydration(lazyComponent(() => loadLoginDialogs().then((m) => m.LoginDialogs)));

/** About to press "Log in with a passkey": its prompt, and what a session it opens goes on with, start loading. */
function preloadPasskeyPress() {
  preloadPasskeyLogin();
  preloadPasswordLogin();
}

/** "Log in with a passkey": its own component, so that a page without it (the mini app) never loads its texts. */
function PasskeyButton({ asking, onPress }: { readonly asking: boolean; readonly onPress: () => void }) {
  const { t } = useTranslation('passkey');
  return (
    <ActionButton block loading={asking} onClick={onPress} onIntent={preloadPasskeyPress}>
      {t('login.button')}
    </ActionButton>
  );
}

interface Props {
  readonly page: PageContextProps;
  /** TG-1: shown inside the mini app, which takes the session on */
  readonly embedded?: EmbeddedForm;
}

/** LOGIN-1..5, LOGIN-8, LOGIN-11, LOGIN-12: the login form (email or mobile, password), its captcha and its errors. */
export function LoginScreen({ page, embedded }: Props) {
  const { t } = useTranslation('auth');
  const { t: tl } = useTranslation('login');
  const login = usePasswordLogin(page, embedded);
  useQuickLogin(page.quickLogin, login.openSession);
  // passkeys: not in the mini app (Telegram's web view offers none), not for a visitor being sent on
  const passkey = usePasskeyLogin({
    enabled: !embedded && login.leaving === 'signed-out',
    openSession: login.openSession,
    fail: login.fail,
    regulatedSiteId: SITES[page.site].regulated ? page.site : null,
    turkish: page.path === '/tr-login',
  });
  const { leaving, dialog } = login;
  // ready once the remembered email is in: the password is then the field to fill
  const cardRef = useFocusToFill(login.prefilled ? 'login' : null);
  const keptPress = useKeptPress();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void loadLoginDialogs().catch(() => undefined);
    void login.logIn();
  };

  const links = { recoverPassword: login.recoverHref };
  // LOGIN-7 on computers: the QR code's column is in the server's page, so the panel filling it moves nothing
  const withQr = !embedded && page.platform === 'pc';
  return (
    <div className={withQr ? 'login-layout login-layout-qr' : 'login-layout'}>
      <div className="auth-card" ref={cardRef}>
        {leaving === 'leaving' && (
          <p className="auth-status" role="status">
            {t('session.signedInLeaving')}
          </p>
        )}
        {login.demo && <p className="auth-notice">{tl('login.demoNotice')}</p>}
        {/* LOGIN-3: what a submit runs loads as the person starts on the form; a submit before it waits for it */}
        <form
          className="auth-form"
          method="post"
          noValidate
          onSubmit={onSubmit}
          onPointerEnter={preloadPasswordLogin}
          onPointerDown={preloadPasswordLogin}
          onKeyDown={preloadPasswordLogin}
          onInput={preloadPasswordLogin}
          aria-busy={login.busy}
          {...keptPress}
        >
          <EarlyPressScript />
          <AccountTabPanel
            idPrefix="login"
            kinds={login.kinds}
            value={login.account}
            onChange={login.changeAccount}
            error={login.errors.account ?? null}
            inputRef={login.fieldRef('account')}
            autoComplete={embedded ? 'username' : 'username webauthn'}
          >
            <PasswordField
              id="login-password"
              mode="current"
              value={login.password}
              onChange={login.changePassword}
              error={login.errors.password ?? null}
              inputRef={login.fieldRef('password')}
              recoverHref={login.recoverHref}
            />
          </AccountTabPanel>
          {login.account.kind === 'email' && (
            <Checkbox name="remember_email" checked={login.rememberEmail} onChange={login.changeRememberEmail}>
              {tl('login.rememberEmail')}
            </Checkbox>
          )}
          <FormAlert message={login.alert} links={links} />
          <ActionButton kind="primary" type="submit" block loading={login.busy || leaving === 'leaving'}>
            {login.solving ? t('captcha.checking') : t('actions.login')}
          </ActionButton>
        </form>
        {!embedded && <PasskeyButton asking={passkey.asking} onPress={() => void passkey.logIn()} />}
        {!embedded && <ThirdPartyButtons locale={page.locale} path={page.path} />}
        <p className="auth-switch">
          {tl('login.noAccount')}{' '}
          {embedded ? (
            <button type="button" className="auth-inline-link" onClick={embedded.onSwitch}>
              {tl('login.signUp')}
            </button>
          ) : (
            <a href={login.signUpHref}>{tl('login.signUp')}</a>
          )}
        </p>
      </div>
      {withQr && (
        <div className="login-qr-column">
          {leaving === 'signed-out' && <QrLoginPanel locale={page.locale} onSession={login.continueSession} />}
        </div>
      )}
      {dialog && (
        <LoginDialogs
          dialog={dialog}
          locale={page.locale}
          path={page.path}
          onClose={login.closeDialog}
          onKycBack={() => void login.leaveKycDialog()}
          onStay={login.stayOnSite}
        />
      )}
    </div>
  );
}
