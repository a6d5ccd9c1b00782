import { useCallback, useMemo, useReducer, useState } from 'react';

import { useStepHistory } from '@/components/hooks/use-step-history';
import { EXTERNAL_PATHS } from '@/config/routes';
import type { AccountInput } from '@/services/api/auth';
import { checkPasswordReset, resetPassword, sendPasswordReset } from '@/services/api/recovery';
import { accountFieldsOf, type AccountValue } from '@/services/auth/account-rules';
import { encryptPassword } from '@/services/auth/password-encryption';
import type { PageContextProps } from '@/services/page-props';

import {
  hrefWithAccount,
  keptReset,
  readAccountField,
  readNewPassword,
  readSixDigits,
  RESET_START,
  resetReducer,
  restoreReset,
  type NewPasswordField,
  type PasswordReset,
  type ResetState,
} from './recovery-flow';
import { resetRefusals } from './recovery-refusals';
import { useRecoveryForm } from './use-recovery-form';
import { useRecoverySubmit } from './use-recovery-submit';

type ResetField = 'account' | 'code' | NewPasswordField;
const FIELDS: readonly ResetField[] = ['account', 'code', 'password', 'repeat', 'totp'];

/**
 * Issue 27, /app/user/retrieve: the password reset's flow. The account
 * (filled from the login's link) gets a code through the captcha; the code
 * opens the last step; the new password (typed twice, with the
 * authenticator app's code when the account has one) leaves the page
 * encrypted. Every refusal is told where the person looks (the step's
 * handlers in recovery-refusals.ts); a reset that expired starts the page
 * again, saying why. The screen renders what it answers and calls its
 * actions.
 */
export function useReset(page: PageContextProps) {
  const form = useRecoveryForm(page);
  const [state, dispatch] = useReducer(resetReducer, RESET_START);
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [totp, setTotp] = useState('');

  const clearTyped = useCallback(() => {
    setCode('');
    setPassword('');
    setRepeat('');
    setTotp('');
  }, []);
  const handlers = useMemo(() => resetRefusals(state.step, page.locale), [state.step, page.locale]);
  const submitter = useRecoverySubmit<ResetField>({
    fields: FIELDS,
    handlers,
    onRestart: () => {
      clearTyped();
      dispatch({ type: 'restart' });
    },
  });
  const { submit, clearError } = submitter;
  const { withCaptcha, publicKey, setAccount } = form;

  // issue 39: a history entry per step; Back, Forward and a reload keep the reset (its token, never a password)
  const onMove = useCallback(
    (next: ResetState) => {
      setCode('');
      if (next.step === 'account' && next.typed) setAccount(accountFieldsOf(next.typed));
      dispatch({ type: 'restored', state: next });
    },
    [setAccount],
  );
  const history = useStepHistory<ResetState>({
    storageKey: `x-flow:reset:${page.path}`,
    state,
    start: RESET_START,
    stepOf: (current) => current.step,
    firstStep: RESET_START.step,
    keep: keptReset,
    restore: restoreReset,
    onMove,
  });

  /** Asks for a code for `account` through the captcha: the new reset the api answered. */
  const requestCode = useCallback(
    async (account: AccountInput) => {
      const sent = await withCaptcha((captcha) => sendPasswordReset(account, captcha));
      const reset: PasswordReset = { token: sent.reset_token, account, sentAt: Date.now() };
      dispatch({ type: 'sent', reset });
    },
    [withCaptcha],
  );

  const reset = state.step === 'code' || state.step === 'password' ? state.reset : null;
  const authenticator = state.step === 'password' && state.authenticator;

  /** Step 1: a code to the account typed (the answer is the same whether or not it exists). */
  const sendCode = () => submit(() => readAccountField(form.account), requestCode);

  /** Step 2: another code, after the field's countdown. */
  const resendCode = async () => {
    if (!reset) return;
    await submitter.send(() => requestCode(reset.account), 'code');
  };

  /**
   * Step 2: the code sent; the answer says whether the last step asks for the authenticator's code.
   * `entered`: the code the field completed at its last digit (issue 39), before the state holds it.
   */
  const verifyCode = (entered: string = code) =>
    submit(
      () => readSixDigits(entered),
      async (typed) => {
        if (!reset) return;
        const answer = await checkPasswordReset(reset.token, typed);
        dispatch({ type: 'verified', authenticator: answer.authenticator });
      },
    );

  /** Step 3: the new password, encrypted, with the authenticator's code when the account has one. */
  const savePassword = () =>
    submit(
      () => readNewPassword({ password, repeat, totp, authenticator }),
      async (typed) => {
        if (!reset) return;
        const key = publicKey();
        const done = await resetPassword({
          token: reset.token,
          password: await encryptPassword(typed.password, key),
          totpCode: typed.totpCode,
        });
        dispatch({ type: 'changed', passkeysRemoved: done.passkeys_removed ?? 0 });
      },
    );

  /** Back, or "use another account": the step before, the account kept in its fields. */
  const back = () => {
    submitter.startOver(null);
    history.back();
  };

  const typing =
    (field: ResetField, set: (value: string) => void) =>
    (next: string): void => {
      set(next);
      clearError(field);
    };

  return {
    state,
    kinds: form.kinds,
    /** the query was read: the fields hold what they start with */
    ready: form.ready,
    solving: form.solving,
    account: form.account,
    code,
    password,
    repeat,
    totp,
    busy: submitter.busy,
    sending: submitter.sending,
    alert: submitter.alert,
    errors: submitter.errors,
    fieldRef: submitter.fieldRef,
    /** issue 26: the way to recover a lost authenticator app, with the account carried */
    lostAuthenticatorHref: hrefWithAccount(page.locale, EXTERNAL_PATHS.securityItemFind, reset?.account ?? null),
    /** the login once the password changed, with the account filled */
    logInHref: hrefWithAccount(page.locale, '/login', state.step === 'done' ? state.account : null),
    changeAccount: (next: AccountValue) => {
      clearError('account');
      setAccount(next);
    },
    changeCode: typing('code', setCode),
    changePassword: typing('password', setPassword),
    changeRepeat: typing('repeat', setRepeat),
    changeTotp: typing('totp', setTotp),
    sendCode,
    resendCode,
    verifyCode,
    savePassword,
    back,
  };
}

export type ResetFlow = ReturnType<typeof useReset>;
