import { useCallback, useEffect, useMemo, useState } from 'react';

import type { EmbeddedForm } from '@/components/auth/embedded-form';
import { loadForAction } from '@/components/auth/load-for-action';
import { useAuthForm } from '@/components/auth/use-auth-form';
import { useFormSubmit, type Checked, type FieldErrors } from '@/components/auth/use-form-submit';
import type { AccountKind } from '@/config/auth';
import type { AccountInput, SessionResult } from '@/services/api/auth';
import { accountErrorMessage, readAccount, type AccountValue } from '@/services/auth/account-rules';
import { loadAuthErrors } from '@/services/auth/auth-dialogs';
import type { AuthField, AuthOutcome } from '@/services/auth/auth-errors';
import type { FormMessage } from '@/services/errors/screen-errors';
import type { PageContextProps } from '@/services/page-props';

import type { LoginDialog } from './login-dialogs';
import { isDemoAccountLogin, loginScene, recoverPasswordHref, signUpHref } from './login-flow';
import type { PasswordLoginContext } from './password-login-actions';
import { useKycRecheck } from './use-kyc-recheck';
import { useRememberedEmail } from './use-remembered-email';

/**
 * What runs once the form is sent (features/login/password-login-actions.ts) is not in the page's first
 * load (issue 40): it loads when the person starts on the form (preloadPasswordLogin), or with the action,
 * which waits for it. A load that failed is told in the form's alert, as a configuration that could not
 * load, and is tried again by the next start or action.
 */
const actionCode = loadForAction(
  () => import('./password-login-actions'),
  () => warmSubmitPath(),
);
const loadActions = actionCode.load;

/**
 * What the actions then ask for, one after the other (the captcha, the password's encryption, the residence
 * check once a session opens), starts loading beside them: a submit waits for one load, not for four in a
 * row (a press kept from before the page was ready goes on at once). Nobody waits on these: each is asked
 * for again where it is used, and a failure is told there.
 */
function warmSubmitPath(): void {
  for (const load of [
    () => import('@/services/captcha/page-captcha'),
    () => import('jsencrypt'),
    () => import('@/services/auth/residence-redirect'),
  ]) {
    void load().catch(() => undefined);
  }
}

/**
 * LOGIN-3: the person starts on the form (points at it, touches it, types or autofills): what a submit runs
 * starts loading. Not on focus: the page may put the focus in a field itself. Nobody waits on this early
 * start: a failure is told by the action's own load.
 */
export const preloadPasswordLogin = actionCode.preload;

const EMPTY_ACCOUNT: AccountValue = { kind: 'email', email: '', country: 'GB', mobile: '' };
const FIELDS: readonly AuthField[] = ['account', 'password'];
const REQUIRED: FormMessage = { ns: 'auth', key: 'validation.required' };

/** LOGIN-3: the account and password to send, or the fields' errors (told at once, before any code loads). */
async function checkLoginFields(value: AccountValue, password: string): Promise<Checked<AuthField, AccountInput>> {
  const read = await readAccount(value);
  const errors: FieldErrors<AuthField> = {
    ...(read.ok ? {} : { account: accountErrorMessage(read.error) }),
    ...(password === '' ? { password: REQUIRED } : {}),
  };
  return read.ok && password !== '' ? { ok: true, value: read.account } : { ok: false, errors };
}

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

  const actionsContext = useMemo<PasswordLoginContext>(
    () => ({ page, embedded, regulated, withCaptcha, publicKey, finishSession, setDialog }),
    [page, embedded, regulated, withCaptcha, publicKey, finishSession],
  );

  // DLG-2, DLG-6: a session, however it opened (password, QR code, quick login), goes on by the login's rules
  const continueSession = useCallback(
    async (session: SessionResult, options: { readonly verified?: boolean } = {}) =>
      (await loadActions()).continueLoginSession(actionsContext, session, options),
    [actionsContext],
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

  /** LOGIN-3, LOGIN-4: checks the fields, then sends them with the captcha and the encrypted password. */
  const logIn = () =>
    submit(
      () => checkLoginFields(value, password),
      async (accountInput) => {
        const session = await (await loadActions()).sendPasswordLogin(actionsContext, accountInput, password);
        // ERR-8: a wrong password, at any count, is a refusal the form's handlers tell
        remembered.keepAfterLogin(accountInput);
        return continueSession(session);
      },
    );

  /** DLG-6 "go back": the session just opened ends, the form stays as typed. */
  const leaveKycDialog = async () => {
    setDialog(null);
    await (await loadActions()).endOpenedSession();
  };

  /** DLG-2 "stay here": the login goes on on this site. */
  const stayOnSite = () => {
    if (dialog?.kind !== 'residence') return;
    setDialog(null);
    const { session } = dialog;
    void loadActions().then((actions) => actions.leaveWithSession(actionsContext, session));
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
