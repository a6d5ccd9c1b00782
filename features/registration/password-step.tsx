import { useTranslation } from 'next-i18next/pages';
import { useState, type FormEvent } from 'react';

import { ActionButton } from '@/components/auth/action-button';
import { FormAlert } from '@/components/auth/form-alert';
import { NewPasswordHints } from '@/components/auth/new-password-hints';
import { PasswordField } from '@/components/auth/password-field';
import type { Checked } from '@/components/auth/use-form-submit';
import { isValidPassword } from '@/config/password-rules';
import type { AuthField } from '@/services/auth/auth-errors';
import type { FormMessage } from '@/services/errors/screen-errors';

import type { Registration } from './registration-flow';
import type { StepContext } from './step-context';
import { StepHeading, UsernameForManagers } from './step-parts';
import { useRegisterSubmit } from './use-register-submit';

const FIELDS: readonly AuthField[] = ['password'];

/** REG-5: why a new password cannot be used, or null. */
export function newPasswordError(password: string): FormMessage | null {
  if (password === '') return { ns: 'auth', key: 'validation.required' };
  return isValidPassword(password) ? null : { ns: 'auth', key: 'validation.passwordRules' };
}

/** REG-4, REG-5: the password of the new account; the account is created with it. */
export function PasswordStep({
  context,
  registration,
  accountName,
}: {
  readonly context: StepContext;
  readonly registration: Registration;
  /** REG-7: the name a recall link resumed */
  readonly accountName: string;
}) {
  const { form, onDialog } = context;
  const { t } = useTranslation('auth');
  const { t: ts } = useTranslation('register');
  const [password, setPassword] = useState('');
  const submitter = useRegisterSubmit(FIELDS, onDialog);
  const { errors, clearError, fieldRef, submit, busy } = submitter;

  const check = (): Checked<AuthField, string> => {
    const error = newPasswordError(password);
    return error ? { ok: false, errors: { password: error } } : { ok: true, value: password };
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit(check, (typed) => context.finish(registration, { code: '', password: typed }));
  };

  return (
    <form className="auth-form" method="post" noValidate onSubmit={onSubmit} aria-busy={busy}>
      <StepHeading>{ts('register.passwordTitle')}</StepHeading>
      <p className="auth-step-lead">{ts('register.passwordLead', { account: accountName })}</p>
      <UsernameForManagers registration={registration} />
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
        hints={<NewPasswordHints id="register-password" password={password} accountName={accountName} />}
      />
      <FormAlert message={submitter.alert} />
      <ActionButton kind="primary" type="submit" block loading={busy}>
        {form.solving ? t('captcha.checking') : t('actions.createAccount')}
      </ActionButton>
    </form>
  );
}
