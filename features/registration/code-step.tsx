import { useTranslation } from 'next-i18next/pages';
import { useState, type FormEvent } from 'react';

import { ActionButton } from '@/components/auth/action-button';
import { CodeField } from '@/components/auth/code-field';
import { FormAlert } from '@/components/auth/form-alert';
import { NewPasswordHints } from '@/components/auth/new-password-hints';
import { PasswordField } from '@/components/auth/password-field';
import type { Checked, FieldErrors } from '@/components/auth/use-form-submit';
import { isValidPassword } from '@/config/password-rules';
import { accountLabel, isCompleteCode } from '@/services/auth/account-rules';
import type { AuthField } from '@/services/auth/auth-errors';
import { RET_CODES } from '@/services/errors/ret-codes';

import { newPasswordError } from './password-step';
import type { Registration } from './registration-flow';
import type { StepContext } from './step-context';
import { StepHeading, UsernameForManagers } from './step-parts';
import { useRegisterSubmit } from './use-register-submit';
import { useResend } from './use-resend';

const INCOMPLETE = { ns: 'auth', key: 'validation.incompleteCode' } as const;
const WRONG_CODE = { ns: 'errors', key: `codes.${RET_CODES.codeIncorrect}` } as const;

/**
 * REG-4, REG-6: the code sent to the account, with its resend countdown.
 * In the old variants (REG-2) this step also takes the password and
 * creates the account.
 */
export function CodeStep({
  context,
  registration,
}: {
  readonly context: StepContext;
  readonly registration: Registration;
}) {
  const { form, onDialog } = context;
  const { t } = useTranslation('auth');
  const { t: ts } = useTranslation('register');
  const createsAccount = context.codeStepCreatesAccount;
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const submitter = useRegisterSubmit(createsAccount ? ['code', 'password'] : ['code'], onDialog);
  const { errors, clearError, fieldRef, submit, busy } = submitter;
  const resend = useResend(context, registration, submitter);

  const check = (entered: string) => (): Checked<AuthField, string> => {
    const invalid: FieldErrors<AuthField> = {
      ...(isCompleteCode(entered) ? {} : { code: INCOMPLETE }),
      ...(createsAccount && newPasswordError(password) ? { password: newPasswordError(password)! } : {}),
    };
    return Object.keys(invalid).length === 0 ? { ok: true, value: entered } : { ok: false, errors: invalid };
  };

  // issue 39: sent at the code's last digit too (the code field's onComplete), with the code it completed
  const send = (entered: string) => {
    void submit(check(entered), async (typed) => {
      if (createsAccount) return context.finish(registration, { code: typed, password });
      // an api that answers "not verified" without a refusal code: the same words as a wrong code
      if (!(await context.checkCode(registration, typed))) {
        submitter.show({ kind: 'field', field: 'code', message: WRONG_CODE });
      }
    });
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send(code);
  };

  return (
    <form className="auth-form" method="post" noValidate onSubmit={onSubmit} aria-busy={busy}>
      <StepHeading>{ts('register.codeTitle')}</StepHeading>
      <p className="auth-step-lead">{ts('register.codeSent', { account: accountLabel(registration.account) })}</p>
      {createsAccount && <UsernameForManagers registration={registration} />}
      <CodeField
        id="register-code"
        value={code}
        onChange={(v) => {
          setCode(v);
          clearError('code');
        }}
        // the old variants' step takes the password too: the code alone sends it once that is valid
        onComplete={(typed) => (!createsAccount || isValidPassword(password)) && send(typed)}
        busy={busy}
        error={errors.code ?? null}
        inputRef={fieldRef('code')}
        sentAt={registration.sentAt}
        onResend={resend.run}
        resending={resend.busy}
      />
      {createsAccount && (
        <PasswordField
          id="register-password"
          mode="new"
          value={password}
          onChange={(v) => {
            setPassword(v);
            if (isValidPassword(v)) clearError('password');
          }}
          error={errors.password ?? null}
          inputRef={fieldRef('password')}
          hints={
            <NewPasswordHints
              id="register-password"
              password={password}
              accountName={accountLabel(registration.account)}
            />
          }
        />
      )}
      <FormAlert message={submitter.alert} />
      <ActionButton kind="primary" type="submit" block loading={busy}>
        {form.solving ? t('captcha.checking') : createsAccount ? t('actions.createAccount') : t('actions.verify')}
      </ActionButton>
      <ActionButton kind="link" onClick={context.back}>
        {t('actions.changeAccount')}
      </ActionButton>
    </form>
  );
}
