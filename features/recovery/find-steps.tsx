import { useTranslation } from 'next-i18next/pages';
import { useMemo, useState, type Dispatch, type FormEvent } from 'react';

import { AccountTabPanel } from '@/components/auth/account-tab-panel';
import { ActionButton } from '@/components/auth/action-button';
import { CodeField } from '@/components/auth/code-field';
import { FormAlert } from '@/components/auth/form-alert';
import { PasswordField } from '@/components/auth/password-field';
import type { Checked, FieldErrors } from '@/components/auth/use-form-submit';
import { isolated } from '@/components/i18n/bidi';
import { EXTERNAL_PATHS } from '@/config/routes';
import type { AccountInput } from '@/services/api/auth';
import {
  recoverSecondFactor,
  sendRecoveryCode,
  startSecurityRecovery,
  type RecoveryMethod,
  type RecoveryStart,
} from '@/services/api/recovery';
import { accountErrorMessage, readAccount } from '@/services/auth/account-rules';
import { loginErrorHandlers, wrongPasswordOutcome } from '@/services/auth/auth-errors';
import { lockTimeOf } from '@/services/auth/lock-end';
import { encryptPassword } from '@/services/auth/password-encryption';
import { RET_CODES } from '@/services/errors/ret-codes';
import { catalogueMessage, type FormMessage } from '@/services/errors/screen-errors';
import type { PageContextProps } from '@/services/page-props';

import {
  addressOfMethod,
  hrefWithAccount,
  lockedMessage,
  readRecoveryCode,
  readSixDigits,
  wrongCodeMessage,
  type FindEvent,
} from './recovery-flow';
import { RecoveryCodeField, StepHeading } from './recovery-parts';
import type { useRecoveryForm } from './use-recovery-form';
import { useRecoverySubmit } from './use-recovery-submit';

/** What every step of the recovery gets from the screen. */
export interface FindContext {
  readonly page: PageContextProps;
  readonly form: ReturnType<typeof useRecoveryForm>;
  readonly dispatch: Dispatch<FindEvent>;
  /** the recovery expired or was used: the first step again, saying why */
  readonly onRestart: (message: FormMessage) => void;
}

type StartField = 'account' | 'password';
const START_FIELDS: readonly StartField[] = ['account', 'password'];
const REQUIRED: FormMessage = { ns: 'auth', key: 'validation.required' };

/**
 * Issue 27, step 1: the login name and the password, judged as the login
 * judges them (LOGIN-5: the attempts left, the lock, the same answer for an
 * account that does not exist), through the captcha.
 */
export function FindStartStep({
  context,
  notice,
}: {
  readonly context: FindContext;
  readonly notice: FormMessage | null;
}) {
  const { page, form, dispatch, onRestart } = context;
  const { t } = useTranslation('auth');
  const [password, setPassword] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const handlers = useMemo(
    () => ({
      ...loginErrorHandlers(page.locale),
      [RET_CODES.nothingToRecover]: () => ({ kind: 'nothing' }) as const,
    }),
    [page.locale],
  );
  const submitter = useRecoverySubmit<StartField>(START_FIELDS, handlers, onRestart, () =>
    dispatch({ type: 'nothing' }),
  );
  const retrieveHref = hrefWithAccount(page.locale, EXTERNAL_PATHS.retrieve, form.account);

  const check = async (): Promise<Checked<StartField, AccountInput>> => {
    const read = await readAccount(form.account);
    const errors: FieldErrors<StartField> = {
      ...(read.ok ? {} : { account: accountErrorMessage(read.error) }),
      ...(password === '' ? { password: REQUIRED } : {}),
    };
    return read.ok && password !== '' ? { ok: true, value: read.account } : { ok: false, errors };
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    void submitter.submit(check, async (account) => {
      const key = form.publicKey();
      const answer = await form.withCaptcha(async (captcha) =>
        startSecurityRecovery({ account, password: await encryptPassword(password, key), captcha }),
      );
      // ERR-8: a wrong password's count 3-5 is an answer, told as the login tells it
      if (answer.kind === 'wrong-password') {
        submitter.show(wrongPasswordOutcome(answer.count, lockTimeOf(answer.result, page.locale)));
      } else dispatch({ type: 'started', recovery: answer.recovery });
    });
  };

  return (
    <form className="auth-form" method="post" noValidate onSubmit={onSubmit} aria-busy={submitter.busy}>
      <AccountTabPanel
        idPrefix="recover"
        kinds={form.kinds}
        value={form.account}
        onChange={(next) => {
          submitter.clearError('account');
          form.setAccount(next);
        }}
        error={submitter.errors.account ?? null}
        inputRef={submitter.fieldRef('account')}
        autoComplete="username"
      >
        <PasswordField
          id="recover-password"
          mode="current"
          value={password}
          onChange={(next) => {
            setPassword(next);
            submitter.clearError('password');
          }}
          error={submitter.errors.password ?? null}
          inputRef={submitter.fieldRef('password')}
          recoverHref={retrieveHref}
        />
      </AccountTabPanel>
      <FormAlert message={submitter.alert ?? (submitted ? null : notice)} links={{ recoverPassword: retrieveHref }} />
      <ActionButton kind="primary" type="submit" block loading={submitter.busy}>
        {form.solving ? t('captcha.checking') : t('actions.continue')}
      </ActionButton>
    </form>
  );
}

/** The other ways the account offers, as links that switch to them. */
const SWITCH_KEYS = {
  recovery: 'find.useRecovery',
  email: 'find.useEmail',
  sms: 'find.useSms',
} as const;

/**
 * Issue 27, step 2: a recovery code, or a code sent by email (SMS for an
 * account without an email), turns two-step verification off.
 */
export function FindProveStep({
  context,
  recovery,
  method,
  sentAt,
}: {
  readonly context: FindContext;
  readonly recovery: RecoveryStart;
  readonly method: RecoveryMethod;
  readonly sentAt: number | null;
}) {
  const { page, dispatch, onRestart } = context;
  const { t } = useTranslation('recovery');
  const [code, setCode] = useState('');
  const [sending, setSending] = useState(false);
  const atCode = (message: FormMessage) => ({ kind: 'field', field: 'code', message }) as const;
  const submitter = useRecoverySubmit<'code'>(
    ['code'],
    {
      [RET_CODES.codeIncorrect]: (e) => atCode(wrongCodeMessage(e.result, page.locale)),
      [RET_CODES.codeAttemptsUsed]: (e) => atCode(lockedMessage(e.result, page.locale)),
      [RET_CODES.tooFrequent]: (e) => atCode(catalogueMessage(e)),
      // issue 36 item 6: the day's codes were sent; the step's alert says so (before a code, it has no field)
      [RET_CODES.recoverySendLimit]: (e) => ({ kind: 'alert', message: catalogueMessage(e) }),
    },
    onRestart,
  );
  const address = isolated(addressOfMethod(recovery, method));

  const send = async () => {
    if (sending || method === 'recovery') return;
    setSending(true);
    submitter.clearError('code');
    submitter.setAlert(null);
    try {
      await sendRecoveryCode(recovery.recover_token, method);
      dispatch({ type: 'sent', sentAt: Date.now() });
    } catch (error) {
      submitter.fail(error);
    } finally {
      setSending(false);
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submitter.submit(
      () => (method === 'recovery' ? readRecoveryCode(code) : readSixDigits(code)),
      async (typed) => {
        const done = await recoverSecondFactor(recovery.recover_token, method, typed);
        dispatch({ type: 'recovered', passkeysRemoved: done.passkeys_removed ?? 0 });
      },
    );
  };

  const switchTo = (next: RecoveryMethod) => {
    setCode('');
    submitter.clearError('code');
    submitter.setAlert(null);
    dispatch({ type: 'method', method: next });
  };

  let body;
  if (method === 'recovery') {
    body = (
      <RecoveryCodeField
        id="recover-code"
        value={code}
        onChange={(next) => {
          setCode(next);
          submitter.clearError('code');
        }}
        error={submitter.errors.code ?? null}
        inputRef={submitter.fieldRef('code')}
      />
    );
  } else if (sentAt === null) {
    body = (
      <ActionButton kind="primary" block loading={sending} onClick={() => void send()}>
        {t('find.sendCode')}
      </ActionButton>
    );
  } else {
    body = (
      <CodeField
        id="recover-code"
        value={code}
        onChange={(next) => {
          setCode(next);
          submitter.clearError('code');
        }}
        error={submitter.errors.code ?? null}
        inputRef={submitter.fieldRef('code')}
        sentAt={sentAt}
        onResend={() => void send()}
        resending={sending}
      />
    );
  }

  return (
    <form className="auth-form" method="post" noValidate onSubmit={onSubmit} aria-busy={submitter.busy}>
      <StepHeading>{t('find.proveTitle')}</StepHeading>
      <p className="auth-step-lead">
        {method === 'recovery'
          ? t('find.recoveryLead')
          : sentAt === null
            ? t('find.sendTo', { address })
            : t('find.sentTo', { address })}
      </p>
      {body}
      <FormAlert message={submitter.alert} />
      {(method === 'recovery' || sentAt !== null) && (
        <>
          <p className="auth-step-lead">{t('find.warning')}</p>
          <ActionButton kind="primary" type="submit" block loading={submitter.busy}>
            {t('find.turnOff')}
          </ActionButton>
        </>
      )}
      {recovery.methods
        .filter((other) => other !== method)
        .map((other) => (
          <ActionButton key={other} kind="link" onClick={() => switchTo(other)}>
            {t(SWITCH_KEYS[other])}
          </ActionButton>
        ))}
    </form>
  );
}
