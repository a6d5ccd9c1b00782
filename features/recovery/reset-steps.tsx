import { useTranslation } from 'next-i18next/pages';

import { ActionButton } from '@/components/auth/action-button';
import { CodeField } from '@/components/auth/code-field';
import { FormAlert } from '@/components/auth/form-alert';
import { NewPasswordHints } from '@/components/auth/new-password-hints';
import { PasswordField } from '@/components/auth/password-field';
import { isolated } from '@/components/i18n/bidi';
import { accountLabel } from '@/services/auth/account-rules';

import type { PasswordReset } from './recovery-flow';
import {
  RecoveryAccountFields,
  RepeatPasswordField,
  StepHeading,
  submitting,
  UsernameForManagers,
} from './recovery-parts';
import type { ResetFlow } from './use-reset';

/**
 * Issue 27, step 1: the account (email or mobile, filled from the login's
 * link) and the captcha; a code goes to it if it exists. The answer is the
 * same either way, so the next step says "if an account exists".
 */
export function ResetAccountStep({ flow }: { readonly flow: ResetFlow }) {
  const { t } = useTranslation('auth');
  const { t: tr } = useTranslation('recovery');
  return (
    <form className="auth-form" method="post" noValidate onSubmit={submitting(flow.sendCode)} aria-busy={flow.busy}>
      <RecoveryAccountFields idPrefix="retrieve" flow={flow} />
      <FormAlert message={flow.alert} />
      <ActionButton kind="primary" type="submit" block loading={flow.busy}>
        {flow.solving ? t('captcha.checking') : tr('reset.send')}
      </ActionButton>
    </form>
  );
}

/** Issue 27, step 2: the six-digit code sent (pasted whole or typed), with another code after a minute. */
export function ResetCodeStep({ flow, reset }: { readonly flow: ResetFlow; readonly reset: PasswordReset }) {
  const { t } = useTranslation('auth');
  const { t: tr } = useTranslation('recovery');
  return (
    <form className="auth-form" method="post" noValidate onSubmit={submitting(flow.verifyCode)} aria-busy={flow.busy}>
      <StepHeading>{tr('reset.codeTitle')}</StepHeading>
      <p className="auth-step-lead">{tr('reset.codeSent', { account: isolated(accountLabel(reset.account)) })}</p>
      <CodeField
        id="retrieve-code"
        value={flow.code}
        onChange={flow.changeCode}
        onComplete={(typed) => void flow.verifyCode(typed)}
        busy={flow.busy}
        error={flow.errors.code ?? null}
        inputRef={flow.fieldRef('code')}
        sentAt={reset.sentAt}
        onResend={() => void flow.resendCode()}
        resending={flow.sending}
      />
      <FormAlert message={flow.alert} />
      <ActionButton kind="primary" type="submit" block loading={flow.busy}>
        {flow.solving ? t('captcha.checking') : t('actions.verify')}
      </ActionButton>
      <ActionButton kind="link" onClick={flow.back}>
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
  flow,
  reset,
  authenticator,
}: {
  readonly flow: ResetFlow;
  readonly reset: PasswordReset;
  readonly authenticator: boolean;
}) {
  const { t: tr } = useTranslation('recovery');
  const { errors, fieldRef } = flow;
  const name = accountLabel(reset.account);
  return (
    <form className="auth-form" method="post" noValidate onSubmit={submitting(flow.savePassword)} aria-busy={flow.busy}>
      <StepHeading>{tr('reset.passwordTitle')}</StepHeading>
      <p className="auth-step-lead">{tr('reset.passwordLead', { account: isolated(name) })}</p>
      <UsernameForManagers name={name} />
      <PasswordField
        id="retrieve-password"
        mode="new"
        value={flow.password}
        onChange={flow.changePassword}
        error={errors.password ?? null}
        inputRef={fieldRef('password')}
        hints={<NewPasswordHints id="retrieve-password" password={flow.password} accountName={name} />}
      />
      <RepeatPasswordField
        id="retrieve-repeat"
        value={flow.repeat}
        onChange={flow.changeRepeat}
        error={errors.repeat ?? null}
        inputRef={fieldRef('repeat')}
      />
      {authenticator && (
        <>
          <p className="auth-step-lead">{tr('reset.authenticatorLead')}</p>
          <CodeField
            id="retrieve-totp"
            label={tr('reset.authenticator')}
            value={flow.totp}
            onChange={flow.changeTotp}
            error={errors.totp ?? null}
            inputRef={fieldRef('totp')}
            sentAt={null}
          />
          <p className="auth-switch">
            <a href={flow.lostAuthenticatorHref}>{tr('reset.lostAuthenticator')}</a>
          </p>
        </>
      )}
      <FormAlert message={flow.alert} />
      <ActionButton kind="primary" type="submit" block loading={flow.busy}>
        {tr('reset.submit')}
      </ActionButton>
    </form>
  );
}
