import { useTranslation } from 'next-i18next/pages';
import { useState, type Dispatch, type FormEvent } from 'react';

import { AccountTabPanel } from '@/components/auth/account-tab-panel';
import { ActionButton } from '@/components/auth/action-button';
import { CodeField } from '@/components/auth/code-field';
import { FormAlert } from '@/components/auth/form-alert';
import { PasswordField } from '@/components/auth/password-field';
import type { Checked } from '@/components/auth/use-form-submit';
import { isolated } from '@/components/i18n/bidi';
import { EXTERNAL_PATHS } from '@/config/routes';
import type { AccountInput } from '@/services/api/auth';
import { checkPasswordReset, resetPassword, sendPasswordReset } from '@/services/api/recovery';
import { accountErrorMessage, accountLabel, readAccount } from '@/services/auth/account-rules';
import { encryptPassword } from '@/services/auth/password-encryption';
import { RET_CODES } from '@/services/errors/ret-codes';
import { catalogueMessage, type FormMessage } from '@/services/errors/screen-errors';
import type { PageContextProps } from '@/services/page-props';

import {
  hrefWithAccount,
  lockedMessage,
  readNewPassword,
  readSixDigits,
  wrongCodeMessage,
  type NewPasswordField,
  type PasswordReset,
  type ResetEvent,
} from './recovery-flow';
import { RepeatPasswordField, StepHeading, UsernameForManagers } from './recovery-parts';
import type { useRecoveryForm } from './use-recovery-form';
import { useRecoverySubmit } from './use-recovery-submit';

/** What every step of the reset gets from the screen. */
export interface ResetContext {
  readonly page: PageContextProps;
  readonly form: ReturnType<typeof useRecoveryForm>;
  readonly dispatch: Dispatch<ResetEvent>;
  /** the reset expired or was used: the first step again, saying why */
  readonly onRestart: (message: FormMessage) => void;
}

/** The field a code refusal belongs to, told there. */
const atCode = (message: FormMessage) => ({ kind: 'field', field: 'code', message }) as const;

/** Asks for a code for `account` through the captcha: the new reset the api answered. */
async function requestCode(form: ResetContext['form'], account: AccountInput): Promise<PasswordReset> {
  const sent = await form.withCaptcha((captcha) => sendPasswordReset(account, captcha));
  return { token: sent.reset_token, account, sentAt: Date.now() };
}

/**
 * Issue 27, step 1: the account (email or mobile, filled from the login's
 * link) and the captcha; a code goes to it if it exists. The answer is the
 * same either way, so the next step says "if an account exists".
 */
/** Issue 36 item 6: the day's codes to this account name were sent: told by the account field. */
const atAccount = (message: FormMessage) => ({ kind: 'field', field: 'account', message }) as const;

export function ResetAccountStep({
  context,
  notice,
}: {
  readonly context: ResetContext;
  /** why the page started again (the reset expired), until the next submit */
  readonly notice: FormMessage | null;
}) {
  const { form, dispatch, onRestart } = context;
  const { t } = useTranslation('auth');
  const { t: tr } = useTranslation('recovery');
  const submitter = useRecoverySubmit<'account'>(
    ['account'],
    { [RET_CODES.recoverySendLimit]: (e) => atAccount(catalogueMessage(e)) },
    onRestart,
  );
  const [submitted, setSubmitted] = useState(false);

  const check = async (): Promise<Checked<'account', AccountInput>> => {
    const read = await readAccount(form.account);
    return read.ok
      ? { ok: true, value: read.account }
      : { ok: false, errors: { account: accountErrorMessage(read.error) } };
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    void submitter.submit(check, async (account) =>
      dispatch({ type: 'sent', reset: await requestCode(form, account) }),
    );
  };

  return (
    <form className="auth-form" method="post" noValidate onSubmit={onSubmit} aria-busy={submitter.busy}>
      <AccountTabPanel
        idPrefix="retrieve"
        kinds={form.kinds}
        value={form.account}
        onChange={(next) => {
          submitter.clearError('account');
          form.setAccount(next);
        }}
        error={submitter.errors.account ?? null}
        inputRef={submitter.fieldRef('account')}
        autoComplete="username"
      />
      <FormAlert message={submitter.alert ?? (submitted ? null : notice)} />
      <ActionButton kind="primary" type="submit" block loading={submitter.busy}>
        {form.solving ? t('captcha.checking') : tr('reset.send')}
      </ActionButton>
    </form>
  );
}

/** Issue 27, step 2: the six-digit code sent (pasted whole or typed), with another code after a minute. */
export function ResetCodeStep({ context, reset }: { readonly context: ResetContext; readonly reset: PasswordReset }) {
  const { form, dispatch, onRestart } = context;
  const { t } = useTranslation('auth');
  const { t: tr } = useTranslation('recovery');
  const [code, setCode] = useState('');
  const [resending, setResending] = useState(false);
  const submitter = useRecoverySubmit<'code'>(
    ['code'],
    {
      [RET_CODES.codeIncorrect]: (e) => atCode(wrongCodeMessage(e.result, context.page.locale)),
      [RET_CODES.codeAttemptsUsed]: (e) => atCode(lockedMessage(e.result, context.page.locale)),
      [RET_CODES.codeExpired]: (e) => atCode(catalogueMessage(e)),
      [RET_CODES.tooFrequent]: (e) => atCode(catalogueMessage(e)),
      // issue 36 item 6: another code was asked for, past the day's
      [RET_CODES.recoverySendLimit]: (e) => atCode(catalogueMessage(e)),
    },
    onRestart,
  );

  const resend = async () => {
    if (resending) return;
    setResending(true);
    submitter.clearError('code');
    submitter.setAlert(null);
    try {
      dispatch({ type: 'sent', reset: await requestCode(form, reset.account) });
    } catch (error) {
      submitter.fail(error);
    } finally {
      setResending(false);
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submitter.submit(
      () => readSixDigits(code),
      async (typed) => {
        const answer = await checkPasswordReset(reset.token, typed);
        dispatch({ type: 'verified', authenticator: answer.authenticator });
      },
    );
  };

  return (
    <form className="auth-form" method="post" noValidate onSubmit={onSubmit} aria-busy={submitter.busy}>
      <StepHeading>{tr('reset.codeTitle')}</StepHeading>
      <p className="auth-step-lead">{tr('reset.codeSent', { account: isolated(accountLabel(reset.account)) })}</p>
      <CodeField
        id="retrieve-code"
        value={code}
        onChange={(next) => {
          setCode(next);
          submitter.clearError('code');
        }}
        error={submitter.errors.code ?? null}
        inputRef={submitter.fieldRef('code')}
        sentAt={reset.sentAt}
        onResend={() => void resend()}
        resending={resending}
      />
      <FormAlert message={submitter.alert} />
      <ActionButton kind="primary" type="submit" block loading={submitter.busy}>
        {form.solving ? t('captcha.checking') : t('actions.verify')}
      </ActionButton>
      <ActionButton kind="link" onClick={() => dispatch({ type: 'restart' })}>
        {t('actions.changeAccount')}
      </ActionButton>
    </form>
  );
}

/**
 * Issue 27, step 3: the new password under sign-up's rules, typed twice,
 * and the authenticator app's code when the account has one (with the way
 * to recover a lost one). The password leaves the page encrypted.
 */
export function ResetPasswordStep({
  context,
  reset,
  authenticator,
}: {
  readonly context: ResetContext;
  readonly reset: PasswordReset;
  readonly authenticator: boolean;
}) {
  const { page, form, dispatch, onRestart } = context;
  const { t: tr } = useTranslation('recovery');
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [totp, setTotp] = useState('');
  const fields: readonly NewPasswordField[] = authenticator ? ['password', 'repeat', 'totp'] : ['password', 'repeat'];
  const submitter = useRecoverySubmit<NewPasswordField>(
    fields,
    {
      [RET_CODES.codeIncorrect]: (e) => ({
        kind: 'field',
        field: 'totp',
        message: wrongCodeMessage(e.result, page.locale),
      }),
      [RET_CODES.codeAttemptsUsed]: (e) => ({ kind: 'alert', message: lockedMessage(e.result, page.locale) }),
      [RET_CODES.authenticatorCodeRequired]: (e) => ({ kind: 'field', field: 'totp', message: catalogueMessage(e) }),
      [RET_CODES.samePassword]: (e) => ({ kind: 'field', field: 'password', message: catalogueMessage(e) }),
    },
    onRestart,
  );
  const { errors, clearError, fieldRef } = submitter;
  const name = accountLabel(reset.account);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submitter.submit(
      () => readNewPassword({ password, repeat, totp, authenticator }),
      async (typed) => {
        const key = form.publicKey();
        const done = await resetPassword({
          token: reset.token,
          password: await encryptPassword(typed.password, key),
          totpCode: typed.totpCode,
        });
        dispatch({ type: 'changed', passkeysRemoved: done.passkeys_removed ?? 0 });
      },
    );
  };

  const lostHref = hrefWithAccount(page.locale, EXTERNAL_PATHS.securityItemFind, reset.account);
  return (
    <form className="auth-form" method="post" noValidate onSubmit={onSubmit} aria-busy={submitter.busy}>
      <StepHeading>{tr('reset.passwordTitle')}</StepHeading>
      <p className="auth-step-lead">{tr('reset.passwordLead', { account: isolated(name) })}</p>
      <UsernameForManagers name={name} />
      <PasswordField
        id="retrieve-password"
        mode="new"
        value={password}
        onChange={(next) => {
          setPassword(next);
          clearError('password');
        }}
        error={errors.password ?? null}
        inputRef={fieldRef('password')}
        accountName={name}
      />
      <RepeatPasswordField
        id="retrieve-repeat"
        value={repeat}
        onChange={(next) => {
          setRepeat(next);
          clearError('repeat');
        }}
        error={errors.repeat ?? null}
        inputRef={fieldRef('repeat')}
      />
      {authenticator && (
        <>
          <p className="auth-step-lead">{tr('reset.authenticatorLead')}</p>
          <CodeField
            id="retrieve-totp"
            label={tr('reset.authenticator')}
            value={totp}
            onChange={(next) => {
              setTotp(next);
              clearError('totp');
            }}
            error={errors.totp ?? null}
            inputRef={fieldRef('totp')}
            sentAt={null}
          />
          <p className="auth-switch">
            <a href={lostHref}>{tr('reset.lostAuthenticator')}</a>
          </p>
        </>
      )}
      <FormAlert message={submitter.alert} />
      <ActionButton kind="primary" type="submit" block loading={submitter.busy}>
        {tr('reset.submit')}
      </ActionButton>
    </form>
  );
}
