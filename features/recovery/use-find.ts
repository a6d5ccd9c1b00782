import { useCallback, useMemo, useReducer, useState } from 'react';

import { useStepHistory } from '@/components/hooks/use-step-history';
import { EXTERNAL_PATHS } from '@/config/routes';
import {
  recoverSecondFactor,
  sendRecoveryCode,
  startSecurityRecovery,
  type RecoveryMethod,
} from '@/services/api/recovery';
import type { AccountValue } from '@/services/auth/account-rules';
import { encryptPassword } from '@/services/auth/password-encryption';
import type { PageContextProps } from '@/services/page-props';

import {
  FIND_START,
  keptFind,
  restoreFind,
  type FindState,
  findReducer,
  hrefWithAccount,
  readAccountAndPassword,
  readRecoveryCode,
  readSixDigits,
} from './recovery-flow';
import { findRefusals } from './recovery-refusals';
import { useRecoveryForm } from './use-recovery-form';
import { useRecoverySubmit } from './use-recovery-submit';

type FindField = 'account' | 'password' | 'code';
const FIELDS: readonly FindField[] = ['account', 'password', 'code'];

/**
 * Issue 27, /app/user/security-item-find: the flow of a person who lost
 * their authenticator app. The login name and password are judged as the
 * login judges them (LOGIN-5: attempts left, the lock, the same answer for
 * an account that does not exist), through the captcha; then a recovery
 * code, or a code sent by email or SMS, turns two-step verification off.
 * An account without a second factor has nothing to recover. Every refusal
 * is told where the person looks (recovery-refusals.ts); a recovery that
 * expired starts the page again, saying why.
 */
export function useFind(page: PageContextProps) {
  const form = useRecoveryForm(page);
  const [state, dispatch] = useReducer(findReducer, FIND_START);
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');

  const handlers = useMemo(() => findRefusals(state.step, page.locale), [state.step, page.locale]);
  const submitter = useRecoverySubmit<FindField>({
    fields: FIELDS,
    handlers,
    onRestart: () => {
      setPassword('');
      setCode('');
      dispatch({ type: 'restart' });
    },
    onNothing: () => dispatch({ type: 'nothing' }),
  });
  const { submit, clearError, setAlert } = submitter;
  const { withCaptcha, publicKey, setAccount } = form;
  const proving = state.step === 'prove' ? state : null;

  // issue 39: a history entry per step; Back, Forward and a reload keep the recovery (its token, never the password)
  const history = useStepHistory<FindState>({
    storageKey: `x-flow:find:${page.path}`,
    state,
    start: FIND_START,
    stepOf: (current) => current.step,
    firstStep: FIND_START.step,
    keep: keptFind,
    restore: restoreFind,
    onMove: useCallback((next: FindState) => {
      setCode('');
      dispatch({ type: 'restored', state: next });
    }, []),
  });

  /** Step 1: the password, encrypted, through the captcha. */
  const start = () =>
    submit(
      () => readAccountAndPassword(form.account, password),
      async (account) => {
        const key = publicKey();
        // ERR-8: a wrong password, at any count, is a refusal told as the login tells it
        const recovery = await withCaptcha(async (captcha) =>
          startSecurityRecovery({ account, password: await encryptPassword(password, key), captcha }),
        );
        dispatch({ type: 'started', recovery });
      },
    );

  /** Step 2: the code by email or SMS (again, after the field's countdown). */
  const sendCode = async () => {
    if (!proving || proving.method === 'recovery') return;
    const { recovery, method } = proving;
    await submitter.send(async () => {
      await sendRecoveryCode(recovery.recover_token, method);
      dispatch({ type: 'sent', sentAt: Date.now() });
    }, 'code');
  };

  /**
   * Step 2: the recovery code or the code sent turns two-step verification off.
   * `entered`: the code the field completed at its last digit (issue 39), before the state holds it.
   */
  const turnOff = (entered: string = code) =>
    submit(
      () => (proving?.method === 'recovery' ? readRecoveryCode(entered) : readSixDigits(entered)),
      async (typed) => {
        if (!proving) return;
        const done = await recoverSecondFactor(proving.recovery.recover_token, proving.method, typed);
        dispatch({ type: 'recovered', passkeysRemoved: done.passkeys_removed ?? 0 });
      },
    );

  /** Step 2: another way the account offers; nothing typed or told for the last one stays. */
  const switchTo = (method: RecoveryMethod) => {
    setCode('');
    clearError('code');
    setAlert(null);
    dispatch({ type: 'method', method });
  };

  return {
    state,
    kinds: form.kinds,
    /** the query was read: the fields hold what they start with */
    ready: form.ready,
    solving: form.solving,
    account: form.account,
    password,
    code,
    busy: submitter.busy,
    sending: submitter.sending,
    alert: submitter.alert,
    errors: submitter.errors,
    fieldRef: submitter.fieldRef,
    /** LOGIN-5: the password reset, with the account typed carried */
    retrieveHref: hrefWithAccount(page.locale, EXTERNAL_PATHS.retrieve, form.account),
    changeAccount: (next: AccountValue) => {
      clearError('account');
      setAccount(next);
    },
    changePassword: (next: string) => {
      setPassword(next);
      clearError('password');
    },
    changeCode: (next: string) => {
      setCode(next);
      clearError('code');
    },
    start,
    sendCode,
    turnOff,
    switchTo,
    /** issue 39: the step before */
    back: history.back,
  };
}

export type FindFlow = ReturnType<typeof useFind>;
