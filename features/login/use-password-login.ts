import { useCallback, useEffect, useMemo, useState } from 'react';

import type { EmbeddedForm } from '@/components/auth/embedded-form';
import { useAuthForm } from '@/components/auth/use-auth-form';
import { LEAVING, useFormSubmit, type Checked, type FieldErrors } from '@/components/auth/use-form-submit';
import type { AccountKind } from '@/config/auth';
import { login, logout, switchTradeEnv, type AccountInput, type SessionResult } from '@/services/api/auth';
import { accountErrorMessage, readAccount, type AccountValue } from '@/services/auth/account-rules';
import { isKycDialog, loadAuthErrors } from '@/services/auth/auth-dialogs';
import type { AuthField, AuthOutcome } from '@/services/auth/auth-errors';
import { encryptPassword } from '@/services/auth/password-encryption';
import type { FormMessage } from '@/services/errors/screen-errors';
import { clearUserToken, ensureGuid, setUserToken } from '@/services/identity';
import type { PageContextProps } from '@/services/page-props';

import type { LoginDialog } from './login-dialogs';
import { isDemoAccountLogin, loginScene, recoverPasswordHref, signUpHref } from './login-flow';
import { useKycRecheck } from './use-kyc-recheck';
import { useRememberedEmail } from './use-remembered-email';

const EMPTY_ACCOUNT: AccountValue = { kind: 'email', email: '', country: 'GB', mobile: '' };
const FIELDS: readonly AuthField[] = ['account', 'password'];
const REQUIRED: FormMessage = { ns: 'auth', key: 'validation.required' };

/** Opens a session some other way than the form (quick login, LOGIN-6): its failures are told by the form. */
export type OpenSession = (start: () => Promise<SessionResult>) => Promise<void>;

/**
 * LOGIN-1..5, LOGIN-8, LOGIN-11, LOGIN-12, DLG-2, DLG-6: the login form's
 * flow. It keeps what was typed, sends it (captcha, encrypted password,
 * device id), tells a refusal by its field or in the form's alert, and once
 * a session opens: the identity-verification dialog, the residence jump,
 * the demo account's trade switch, then the redirect policy (or the mini
 * app, when the form is embedded in it). The screen renders what it
 * answers and calls its actions.
 */
export function usePasswordLogin(page: PageContextProps, embedded?: EmbeddedForm) {
  const turkish = page.path === '/tr-login';
  const { leaving, finishSession, kinds, regulated, withCaptcha, solving, publicKey } = useAuthForm(page, 'login', {
    scene: loginScene(page.site, turkish),
    flow: 'login',
  });

  const [account, setAccount] = useState<AccountValue>(EMPTY_ACCOUNT);
  const [password, setPassword] = useState('');
  const [dialog, setDialog] = useState<LoginDialog | null>(null);
  // a tab the site no longer offers falls back to email
  const kind: AccountKind = kinds.includes(account.kind) ? account.kind : 'email';
  // the query is the browser's: read after hydration, so the server's render and the first client render agree
  const [search, setSearch] = useState('');
  useEffect(() => setSearch(window.location.search), []);
  const demo = isDemoAccountLogin(search);
  // the email this device remembers fills an empty field
  const remembered = useRememberedEmail((email) =>
    setAccount((typed) => (typed.email === '' ? { ...typed, email } : typed)),
  );

  const form = useFormSubmit<AuthField, AuthOutcome>({
    fields: FIELDS,
    // LOGIN-5: a wrong password names the kind of account typed with it; the code loads with the submit
    resolve: async (error) => {
      const { passwordLoginErrorHandlers, resolveAuthError } = await loadAuthErrors();
      return resolveAuthError(error, passwordLoginErrorHandlers(page.locale, kind));
    },
    preload: loadAuthErrors,
    onOutcome: (outcome) => {
      if (outcome.kind === 'leave') window.location.assign(outcome.href);
      if (outcome.kind === 'ban') setDialog({ kind: 'ban', endsAt: outcome.endsAt });
      if (outcome.kind === 'dialog') setDialog({ kind: 'refusal', dialog: outcome });
    },
  });
  const { submit, clearError } = form;

  const value = useMemo(() => ({ ...account, kind }), [account, kind]);

  const changeAccount = useCallback(
    (next: AccountValue) => {
      if (next.kind !== value.kind || next.email !== value.email || next.mobile !== value.mobile) {
        clearError('account');
      }
      setAccount(next);
    },
    [value, clearError],
  );
  const changePassword = useCallback(
    (next: string) => {
      setPassword(next);
      clearError('password');
    },
    [clearError],
  );

  const leave = useCallback(
    async (session: SessionResult) => {
      // LOGIN-11, LOGIN-13: read at the moment of leaving (a quick login may start before the query was read)
      if (isDemoAccountLogin(window.location.search)) await switchTradeEnv().catch(() => undefined);
      if (embedded) await embedded.onSession(session);
      else await finishSession(session);
      return LEAVING;
    },
    [finishSession, embedded],
  );

  // DLG-2: a person whose KYC country belongs to another regional site is offered (or sent) there first
  const oauth = page.path.startsWith('/oauth');
  const continueSession = useCallback(
    async (session: SessionResult, { verified = false }: { readonly verified?: boolean } = {}) => {
      // DLG-6: whichever way the person came in (password, QR code, quick login), the session stands and
      // the person chooses to verify now or to go back
      if (!verified && isKycDialog(session.kyc_dialog)) {
        setUserToken(session.token);
        setDialog({ kind: 'kyc', dialog: session.kyc_dialog, session });
        return undefined;
      }
      if (!embedded) {
        setUserToken(session.token);
        // loaded when a session exists: nothing of it is needed before
        const { residenceJumpAfterLogin, residenceTextKey } = await import('@/services/auth/residence-redirect');
        const jump = await residenceJumpAfterLogin({
          site: page.site,
          oauth,
          demo: isDemoAccountLogin(window.location.search),
        });
        if (jump) {
          setDialog({ kind: 'residence', jump, textKey: residenceTextKey(jump), country: jump.country, session });
          return undefined;
        }
      }
      return leave(session);
    },
    [embedded, page.site, oauth, leave],
  );

  // DLG-6: verified in another tab meanwhile: the login goes on where it would have
  const kycSession = dialog?.kind === 'kyc' ? dialog.session : null;
  const continueVerified = useCallback(() => {
    if (!kycSession) return;
    setDialog(null);
    void continueSession(kycSession, { verified: true });
  }, [kycSession, continueSession]);
  useKycRecheck(kycSession !== null, continueVerified);

  const openSession = useCallback<OpenSession>(
    (start) =>
      submit(
        () => ({ ok: true, value: null }),
        async () => continueSession(await start()),
      ),
    [submit, continueSession],
  );

  const check = async (): Promise<Checked<AuthField, AccountInput>> => {
    const read = await readAccount(value);
    const errors: FieldErrors<AuthField> = {
      ...(read.ok ? {} : { account: accountErrorMessage(read.error) }),
      ...(password === '' ? { password: REQUIRED } : {}),
    };
    return read.ok && password !== '' ? { ok: true, value: read.account } : { ok: false, errors };
  };

  /** LOGIN-3, LOGIN-4: checks the fields, then sends them with the captcha and the encrypted password. */
  const logIn = () =>
    submit(check, async (accountInput) => {
      const key = publicKey();
      const session = await withCaptcha(async (captcha) =>
        login({
          account: accountInput,
          password: await encryptPassword(password, key),
          captcha,
          regulatedSiteId: regulated ? page.site : null,
          turkish,
          txId: ensureGuid(),
        }),
      );
      // ERR-8: a wrong password, at any count, is a refusal the form's handlers tell
      remembered.keepAfterLogin(accountInput);
      return continueSession(session);
    });

  /** DLG-6 "go back": the session just opened ends, the form stays as typed. */
  const leaveKycDialog = async () => {
    setDialog(null);
    await logout().catch(() => undefined);
    clearUserToken();
  };

  /** DLG-2 "stay here": the login goes on on this site. */
  const stayOnSite = () => {
    if (dialog?.kind !== 'residence') return;
    setDialog(null);
    void leave(dialog.session);
  };

  return {
    kinds,
    account: value,
    password,
    demo,
    /** "Remember my email", and whether the form holds what it starts with (the remembered email) */
    rememberEmail: remembered.remember,
    changeRememberEmail: remembered.changeRemember,
    prefilled: remembered.ready,
    recoverHref: recoverPasswordHref(page.locale, value),
    signUpHref: signUpHref(page.locale, page.path, search),
    /** the signed-in check of the page (a visitor with a session is sent on) */
    leaving,
    solving,
    busy: form.busy,
    alert: form.alert,
    errors: form.errors,
    fieldRef: form.fieldRef,
    dialog,
    changeAccount,
    changePassword,
    logIn,
    /** a session opened elsewhere on the page (the QR panel) goes on as a login's does */
    continueSession,
    openSession,
    /** tells in the form's alert a failure of something started beside the form (the passkey prompt) */
    fail: form.fail,
    closeDialog: () => setDialog(null),
    leaveKycDialog,
    stayOnSite,
  };
}
