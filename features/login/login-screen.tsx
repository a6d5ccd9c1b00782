import { useCallback, useEffect, useMemo, useState, type FormEvent } from 'react';

import { ActionButton } from '@/components/auth/action-button';
import { AccountTabPanel } from '@/components/auth/account-tab-panel';
import { AuthDialog, RefusalDialog } from '@/components/auth/refusal-dialog';
import { FormAlert } from '@/components/auth/form-alert';
import { PasswordField } from '@/components/auth/password-field';
import { useAuthForm } from '@/components/auth/use-auth-form';
import { useFixedT } from '@/components/i18n/use-fixed-t';
import type { AccountKind } from '@/config/auth';
import { EXTERNAL_PATHS } from '@/config/routes';
import { SITES, siteOrigin } from '@/config/sites';
import { login, logout, quickLogin, switchTradeEnv } from '@/services/api/auth';
import { readAccount, type AccountFieldError, type AccountValue } from '@/services/auth/account-rules';
import {
  authFeedback,
  banOutcome,
  isKycDialog,
  wrongPasswordFeedback,
  type KycDialog,
} from '@/services/auth/auth-feedback';
import { RET_CODES } from '@/services/errors/ret-codes';
import { ApiError } from '@/services/http/errors';
import { encryptPassword } from '@/services/auth/password-encryption';
import { clearUserToken, ensureGuid, setUserToken } from '@/services/identity';
import type { PageContextProps } from '@/services/page-props';

import { isDemoAccountLogin, loginScene, quickLoginToken, signUpHref, utcTime } from './login-flow';

interface Props {
  readonly page: PageContextProps;
}

const EMPTY_ACCOUNT: AccountValue = { kind: 'email', email: '', country: 'GB', mobile: '' };

/** LOGIN-1..5, LOGIN-8, LOGIN-11: the login form (email or mobile, password), its captcha and its errors. */
export function LoginScreen({ page }: Props) {
  const t = useFixedT('auth');
  const turkish = page.path === '/tr-login';
  const { leaving, finishSession, kinds, regulated, withCaptcha, solving, ...feedback } = useAuthForm(page, 'login', {
    scene: loginScene(page.site, turkish),
    flow: 'login',
  });
  const { message, setMessage, dialog, setDialog, show, publicKey } = feedback;

  const [account, setAccount] = useState<AccountValue>(EMPTY_ACCOUNT);
  const [password, setPassword] = useState('');
  const [accountError, setAccountError] = useState<AccountFieldError | null>(null);
  const [passwordError, setPasswordError] = useState(false);
  const [busy, setBusy] = useState(false);
  const [kyc, setKyc] = useState<KycDialog | null>(null);
  const [banEnds, setBanEnds] = useState<Date | null>(null);
  const [search, setSearch] = useState('');
  useEffect(() => setSearch(window.location.search), []);
  const demo = isDemoAccountLogin(search);

  // a tab the site no longer offers falls back to email
  const kind: AccountKind = kinds.includes(account.kind) ? account.kind : 'email';
  const value = useMemo(() => ({ ...account, kind }), [account, kind]);

  const onSession = useCallback(
    async (session: Parameters<typeof finishSession>[0]) => {
      if (demo) await switchTradeEnv().catch(() => undefined);
      await finishSession(session);
    },
    [demo, finishSession],
  );

  // LOGIN-6: /login?tmp_token= logs in without the form
  useEffect(() => {
    const token = quickLoginToken(window.location.search);
    if (!page.quickLogin || !token) return;
    setBusy(true);
    quickLogin(token).then(onSession, () => setBusy(false));
  }, [page.quickLogin, onSession]);

  // DLG-6 "go back": the session just opened ends, the form stays as typed
  const goBack = async () => {
    setKyc(null);
    await logout().catch(() => undefined);
    clearUserToken();
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setMessage(null);
    const read = await readAccount(value);
    setAccountError(read.ok ? null : read.error);
    setPasswordError(password === '');
    if (!read.ok || password === '') return;
    const key = publicKey();
    if (!key) return;
    setBusy(true);
    try {
      const answer = await withCaptcha(async (captcha) =>
        login({
          account: read.account,
          password: await encryptPassword(password, key),
          captcha,
          regulatedSiteId: regulated ? page.site : null,
          turkish,
          txId: ensureGuid(),
        }),
      );
      if (answer.kind === 'wrong-password') {
        setMessage(wrongPasswordFeedback(answer.count));
        setBusy(false);
        return;
      }
      if (isKycDialog(answer.session.kyc_dialog)) {
        // DLG-6: the session stands; the person chooses to verify now or to go back
        setUserToken(answer.session.token);
        setKyc(answer.session.kyc_dialog);
        setBusy(false);
        return;
      }
      await onSession(answer.session);
    } catch (error) {
      if (error instanceof ApiError && error.code === RET_CODES.accountBanned) {
        const ban = banOutcome(error.result, page.locale);
        if (ban.kind === 'unblock') {
          window.location.assign(ban.href);
          return;
        }
        if (ban.kind === 'dialog') {
          setBanEnds(ban.endsAt);
          setBusy(false);
          return;
        }
      }
      show(authFeedback(error, 'login'));
      setBusy(false);
    }
  };

  const accountMessage = accountError ? t(`validation.${accountError}`) : null;
  return (
    <>
      <div className="auth-card">
        {leaving === 'leaving' && (
          <p className="auth-status" role="status">
            {t('login.signedInLeaving')}
          </p>
        )}
        {demo && <p className="auth-notice">{t('login.demoNotice')}</p>}
        <form className="auth-form" noValidate onSubmit={onSubmit} aria-busy={busy}>
          <AccountTabPanel
            idPrefix="login"
            kinds={kinds}
            value={value}
            onChange={(next) => {
              if (next.kind !== value.kind) setAccountError(null);
              setAccount(next);
            }}
            error={accountMessage}
            disabled={busy}
            autoComplete="username"
          >
            <PasswordField
              id="login-password"
              mode="current"
              value={password}
              onChange={(v) => {
                setPassword(v);
                if (v) setPasswordError(false);
              }}
              error={passwordError ? t('validation.required') : null}
              disabled={busy}
            />
          </AccountTabPanel>
          <FormAlert message={message} />
          <ActionButton kind="primary" type="submit" block loading={busy || leaving === 'leaving'}>
            {solving ? t('captcha.checking') : t('actions.login')}
          </ActionButton>
        </form>
        <p className="auth-switch">
          {t('login.noAccount')} <a href={signUpHref(page.locale, page.path, search)}>{t('login.signUp')}</a>
        </p>
      </div>
      {banEnds && (
        <AuthDialog
          name="banned"
          values={{ time: utcTime(banEnds, page.locale) }}
          actions={[{ labelKey: 'ok', primary: true, onClick: () => setBanEnds(null) }]}
          onClose={() => setBanEnds(null)}
        />
      )}
      {kyc && (
        <AuthDialog
          name={kyc}
          actions={[
            { labelKey: `${kyc}.back`, onClick: () => void goBack() },
            { labelKey: `${kyc}.verify`, primary: true, onClick: () => verifyIdentity(kyc, page.locale) },
          ]}
          onClose={() => void goBack()}
        />
      )}
      {dialog && <RefusalDialog dialog={dialog} path={page.path} onClose={() => setDialog(null)} />}
    </>
  );
}

/**
 * DLG-6: to the personal identity verification page; from the main site it
 * opens in a new tab on the global host.
 */
function verifyIdentity(dialog: KycDialog, locale: string): void {
  const path = `/${locale}${EXTERNAL_PATHS.personalAuth}`;
  if (dialog === 'MAIN_NO_KYC') {
    window.open(`${siteOrigin(SITES.BYBIT, window.location)}${path}`, '_blank', 'noopener');
    return;
  }
  window.location.assign(path);
}
