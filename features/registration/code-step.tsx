import { useTranslation } from 'next-i18next/pages';
import { useState, type FormEvent } from 'react';

import { ActionButton } from '@/components/auth/action-button';
import { CodeField } from '@/components/auth/code-field';
import { FormAlert } from '@/components/auth/form-alert';
import { PasswordField } from '@/components/auth/password-field';
import { LEAVING, type Checked, type FieldErrors } from '@/components/auth/use-form-submit';
import { isValidPassword } from '@/config/password-rules';
import { verifyCode } from '@/services/api/register';
import { accountLabel, isCompleteCode } from '@/services/auth/account-rules';
import type { AuthField } from '@/services/auth/auth-errors';
import { encryptPassword } from '@/services/auth/password-encryption';
import { RET_CODES } from '@/services/errors/ret-codes';

import { newPasswordError } from './password-step';
import type { Registration } from './registration-flow';
import type { StepContext } from './step-context';
import { StepHeading, UsernameForManagers, useResend } from './step-parts';
import { useRegisterSubmit } from './use-register-submit';

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
  const { page, form, strategy, dispatch, onDialog, onSession } = context;
  const { t } = useTranslation('auth');
  const { t: ts } = useTranslation('register');
  const createsAccount = strategy.codeStepCreatesAccount;
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const submitter = useRegisterSubmit(createsAccount ? ['code', 'password'] : ['code'], onDialog);
  const { errors, clearError, fieldRef, submit, busy } = submitter;
  const resend = useResend(context, registration, submitter);

  const check = (): Checked<AuthField, string> => {
    const invalid: FieldErrors<AuthField> = {
      ...(isCompleteCode(code) ? {} : { code: INCOMPLETE }),
      ...(createsAccount && newPasswordError(password) ? { password: newPasswordError(password)! } : {}),
    };
    return Object.keys(invalid).length === 0 ? { ok: true, value: code } : { ok: false, errors: invalid };
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit(check, async (typed) => {
      if (!createsAccount) {
        if (await verifyCode(registration.uuid, typed)) dispatch({ type: 'verified' });
        // an api that answers "not verified" without a refusal code: the same words as a wrong code
        else submitter.show({ kind: 'field', field: 'code', message: WRONG_CODE });
        return;
      }
      const key = form.publicKey();
      const session = await form.withCaptcha(async (captcha) =>
        strategy.finish({
          registration,
          code: typed,
          password: await encryptPassword(password, key),
          captcha,
          regulatedSiteId: form.regulated ? page.site : null,
        }),
      );
      await onSession(session);
      return LEAVING;
    });
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
          accountName={accountLabel(registration.account)}
        />
      )}
      <FormAlert message={submitter.alert} />
      <ActionButton kind="primary" type="submit" block loading={busy}>
        {form.solving ? t('captcha.checking') : createsAccount ? t('actions.createAccount') : t('actions.verify')}
      </ActionButton>
      <ActionButton kind="link" onClick={() => dispatch({ type: 'back' })}>
        {t('actions.changeAccount')}
      </ActionButton>
    </form>
  );
}
