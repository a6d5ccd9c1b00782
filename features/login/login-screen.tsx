import dynamic from 'next/dynamic';
import { useTranslation } from 'next-i18next/pages';
import { useCallback, useEffect, useMemo, useState, type FormEvent } from 'react';

import { AccountTabPanel } from '@/components/auth/account-tab-panel';
import { ActionButton } from '@/components/auth/action-button';
import type { EmbeddedForm } from '@/components/auth/embedded-form';
import { FormAlert } from '@/components/auth/form-alert';
import { PasswordField } from '@/components/auth/password-field';
import { ThirdPartyButtons } from '@/components/auth/thirdparty-buttons';
import { useAuthForm } from '@/components/auth/use-auth-form';
import { LEAVING, useFormSubmit, type Checked, type FieldErrors } from '@/components/auth/use-form-submit';
import type { AccountKind } from '@/config/auth';
import { login, logout, quickLogin, switchTradeEnv, type AccountInput, type SessionResult } from '@/services/api/auth';
import { accountErrorMessage, readAccount, type AccountValue } from '@/services/auth/account-rules';
import {
  isKycDialog,
  loginErrorHandlers,
  resolveAuthError,
  wrongPasswordOutcome,
  type AuthField,
  type AuthOutcome,
} from '@/services/auth/auth-errors';
import { encryptPassword } from '@/services/auth/password-encryption';
import type { FormMessage } from '@/services/errors/screen-errors';
import { clearUserToken, ensureGuid, setUserToken } from '@/services/identity';
import type { PageContextProps } from '@/services/page-props';

import type { LoginDialog } from './login-dialogs';
import { isDemoAccountLogin, loginScene, quickLoginToken, recoverPasswordHref, signUpHref } from './login-flow';
import { useKycRecheck } from './use-kyc-recheck';

/** LOGIN-7: the QR panel loads after the page, never with it (its picture is drawn by the server). */
const QrLoginPanel = dynamic(() => import('./qr-login-panel'), { ssr: false });

/** The dialogs a login can end in load with the first of them (warmed when the form is sent), never with the page. */
const loadLoginDialogs = () => import('./login-dialogs');
const LoginDialogs = dynamic(() => loadLoginDialogs().then((m) => m.LoginDialogs), { ssr: false });

interface Props {
  readonly page: PageContextProps;
  /** TG-1: shown inside the mini app, which takes the session on */
  readonly embedded?: EmbeddedForm;
}

const EMPTY_ACCOUNT: AccountValue = { kind: 'email', email: '', country: 'GB', mobile: '' };
const FIELDS: readonly AuthField[] = ['account', 'password'];
const REQUIRED: FormMessage = { ns: 'auth', key: 'validation.required' };

/** LOGIN-1..5, LOGIN-8, LOGIN-11, LOGIN-12: the login form (email or mobile, password), its captcha and its errors. */
export function LoginScreen({ page, embedded }: Props) {
  const { t } = useTranslation('auth');
  const { t: tl } = useTranslation('login');
  const turkish = page.path === '/tr-login';
  const { leaving, finishSession, kinds, regulated, withCaptcha, solving, publicKey } = useAuthForm(page, 'login', {
    scene: loginScene(page.site, turkish),
    flow: 'login',
  });

  const [account, setAccount] = useState<AccountValue>(EMPTY_ACCOUNT);
  const [password, setPassword] = useState('');
  const [dialog, setDialog] = useState<LoginDialog | null>(null);
  const [search, setSearch] = useState('');
  useEffect(() => setSearch(window.location.search), []);
  const demo = isDemoAccountLogin(search);

  const handlers = useMemo(() => loginErrorHandlers(page.locale), [page.locale]);
  const form = useFormSubmit<AuthField, AuthOutcome>({
    fields: FIELDS,
    resolve: (error) => resolveAuthError(error, handlers),
    onOutcome: (outcome) => {
      if (outcome.kind === 'leave') window.location.assign(outcome.href);
      if (outcome.kind === 'ban') setDialog({ kind: 'ban', endsAt: outcome.endsAt });
      if (outcome.kind === 'dialog') setDialog({ kind: 'refusal', dialog: outcome });
    },
  });
  const { errors, clearError, fieldRef, submit } = form;

  // a tab the site no longer offers falls back to email
  const kind: AccountKind = kinds.includes(account.kind) ? account.kind : 'email';
  const value = useMemo(() => ({ ...account, kind }), [account, kind]);
  const recoverHref = recoverPasswordHref(page.locale, value);

  const leave = useCallback(
    async (session: SessionResult) => {
      if (demo) await switchTradeEnv().catch(() => undefined);
      if (embedded) await embedded.onSession(session);
      else await finishSession(session);
      return LEAVING;
    },
    [demo, finishSession, embedded],
  );

  // DLG-2: a person whose KYC country belongs to another regional site is offered (or sent) there first
  const oauth = page.path.startsWith('/oauth');
  const onSession = useCallback(
    async (session: SessionResult) => {
      if (!embedded) {
        setUserToken(session.token);
        // loaded when a session exists: nothing of it is needed before
        const { residenceJumpAfterLogin, residenceTextKey } = await import('@/services/auth/residence-redirect');
        const jump = await residenceJumpAfterLogin({ site: page.site, oauth, demo });
        if (jump) {
          setDialog({ kind: 'residence', jump, textKey: residenceTextKey(jump), country: jump.country, session });
          return undefined;
        }
      }
      return leave(session);
    },
    [embedded, page.site, oauth, demo, leave],
  );

  // DLG-6: verified in another tab meanwhile: the login goes on where it would have
  const kycSession = dialog?.kind === 'kyc' ? dialog.session : null;
  const continueVerified = useCallback(() => {
    if (!kycSession) return;
    setDialog(null);
    void onSession(kycSession);
  }, [kycSession, onSession]);
  useKycRecheck(kycSession !== null, continueVerified);

  // LOGIN-6: /login?tmp_token= logs in without the form
  useEffect(() => {
    const token = quickLoginToken(window.location.search);
    if (!page.quickLogin || !token) return;
    void submit(
      () => ({ ok: true, value: token }),
      async (tmpToken) => onSession(await quickLogin(tmpToken)),
    );
  }, [page.quickLogin, onSession, submit]);

  // DLG-6 "go back": the session just opened ends, the form stays as typed
  const goBack = async () => {
    setDialog(null);
    await logout().catch(() => undefined);
    clearUserToken();
  };

  const check = async (): Promise<Checked<AuthField, AccountInput>> => {
    const read = await readAccount(value);
    const errors: FieldErrors<AuthField> = {
      ...(read.ok ? {} : { account: accountErrorMessage(read.error) }),
      ...(password === '' ? { password: REQUIRED } : {}),
    };
    return read.ok && password !== '' ? { ok: true, value: read.account } : { ok: false, errors };
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void loadLoginDialogs().catch(() => undefined);
    void submit(check, async (accountInput) => {
      const key = publicKey();
      const answer = await withCaptcha(async (captcha) =>
        login({
          account: accountInput,
          password: await encryptPassword(password, key),
          captcha,
          regulatedSiteId: regulated ? page.site : null,
          turkish,
          txId: ensureGuid(),
        }),
      );
      // ERR-8: counts 3-5 arrive as an answer; shown exactly as the other counts are
      if (answer.kind === 'wrong-password') {
        form.show(wrongPasswordOutcome(answer.count));
        return;
      }
      if (isKycDialog(answer.session.kyc_dialog)) {
        // DLG-6: the session stands; the person chooses to verify now or to go back
        setUserToken(answer.session.token);
        setDialog({ kind: 'kyc', dialog: answer.session.kyc_dialog, session: answer.session });
        return;
      }
      return onSession(answer.session);
    });
  };

  const links = { recoverPassword: recoverHref };
  return (
    <>
      <div className="auth-card">
        {leaving === 'leaving' && (
          <p className="auth-status" role="status">
            {t('session.signedInLeaving')}
          </p>
        )}
        {demo && <p className="auth-notice">{tl('login.demoNotice')}</p>}
        <form className="auth-form" method="post" noValidate onSubmit={onSubmit} aria-busy={form.busy}>
          <AccountTabPanel
            idPrefix="login"
            kinds={kinds}
            value={value}
            onChange={(next) => {
              if (next.kind !== value.kind || next.email !== value.email || next.mobile !== value.mobile) {
                clearError('account');
              }
              setAccount(next);
            }}
            error={errors.account ?? null}
            inputRef={fieldRef('account')}
            autoComplete="username"
          >
            <PasswordField
              id="login-password"
              mode="current"
              value={password}
              onChange={(v) => {
                setPassword(v);
                clearError('password');
              }}
              error={errors.password ?? null}
              inputRef={fieldRef('password')}
              recoverHref={recoverHref}
            />
          </AccountTabPanel>
          <FormAlert message={form.alert} links={links} />
          <ActionButton kind="primary" type="submit" block loading={form.busy || leaving === 'leaving'}>
            {solving ? t('captcha.checking') : t('actions.login')}
          </ActionButton>
        </form>
        {!embedded && <ThirdPartyButtons locale={page.locale} path={page.path} />}
        <p className="auth-switch">
          {tl('login.noAccount')}{' '}
          {embedded ? (
            <button type="button" className="auth-inline-link" onClick={embedded.onSwitch}>
              {tl('login.signUp')}
            </button>
          ) : (
            <a href={signUpHref(page.locale, page.path, search)}>{tl('login.signUp')}</a>
          )}
        </p>
      </div>
      {!embedded && page.platform === 'pc' && leaving === 'signed-out' && (
        <QrLoginPanel locale={page.locale} onSession={onSession} />
      )}
      {dialog && (
        <LoginDialogs
          dialog={dialog}
          locale={page.locale}
          path={page.path}
          onClose={() => setDialog(null)}
          onKycBack={() => void goBack()}
          onStay={() => {
            if (dialog.kind !== 'residence') return;
            setDialog(null);
            void leave(dialog.session);
          }}
        />
      )}
    </>
  );
}
