import { useTranslation } from 'next-i18next/pages';

import { ActionButton } from '@/components/auth/action-button';
import { CodeField } from '@/components/auth/code-field';
import { FormAlert } from '@/components/auth/form-alert';
import { PasswordField } from '@/components/auth/password-field';
import { isolated } from '@/components/i18n/bidi';
import type { RecoveryMethod, RecoveryStart } from '@/services/api/recovery';

import { addressOfMethod } from './recovery-flow';
import { RecoveryAccountFields, RecoveryCodeField, StepHeading, submitting } from './recovery-parts';
import type { FindFlow } from './use-find';

/**
 * Issue 27, step 1: the login name and the password, judged as the login
 * judges them (LOGIN-5: the attempts left, the lock, the same answer for an
 * account that does not exist), through the captcha.
 */
export function FindStartStep({ flow }: { readonly flow: FindFlow }) {
  const { t } = useTranslation('auth');
  return (
    <form className="auth-form" method="post" noValidate onSubmit={submitting(flow.start)} aria-busy={flow.busy}>
      <RecoveryAccountFields idPrefix="recover" flow={flow}>
        <PasswordField
          id="recover-password"
          mode="current"
          value={flow.password}
          onChange={flow.changePassword}
          error={flow.errors.password ?? null}
          inputRef={flow.fieldRef('password')}
          recoverHref={flow.retrieveHref}
        />
      </RecoveryAccountFields>
      <FormAlert message={flow.alert} links={{ recoverPassword: flow.retrieveHref }} />
      <ActionButton kind="primary" type="submit" block loading={flow.busy}>
        {flow.solving ? t('captcha.checking') : t('actions.continue')}
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
  flow,
  recovery,
  method,
  sentAt,
}: {
  readonly flow: FindFlow;
  readonly recovery: RecoveryStart;
  readonly method: RecoveryMethod;
  readonly sentAt: number | null;
}) {
  const { t } = useTranslation('recovery');
  const address = isolated(addressOfMethod(recovery, method));
  const codeField = {
    id: 'recover-code',
    value: flow.code,
    onChange: flow.changeCode,
    error: flow.errors.code ?? null,
    inputRef: flow.fieldRef('code'),
  };

  let body;
  if (method === 'recovery') body = <RecoveryCodeField {...codeField} />;
  else if (sentAt === null) {
    body = (
      <ActionButton kind="primary" block loading={flow.sending} onClick={() => void flow.sendCode()}>
        {t('find.sendCode')}
      </ActionButton>
    );
  } else {
    body = (
      <CodeField
        {...codeField}
        onComplete={(typed) => void flow.turnOff(typed)}
        busy={flow.busy}
        sentAt={sentAt}
        onResend={() => void flow.sendCode()}
        resending={flow.sending}
      />
    );
  }

  return (
    <form className="auth-form" method="post" noValidate onSubmit={submitting(flow.turnOff)} aria-busy={flow.busy}>
      <StepHeading>{t('find.proveTitle')}</StepHeading>
      <p className="auth-step-lead">
        {method === 'recovery'
          ? t('find.recoveryLead')
          : sentAt === null
            ? t('find.sendTo', { address })
            : t('find.sentTo', { address })}
      </p>
      {body}
      <FormAlert message={flow.alert} />
      {(method === 'recovery' || sentAt !== null) && (
        <>
          <p className="auth-step-lead">{t('find.warning')}</p>
          <ActionButton kind="primary" type="submit" block loading={flow.busy}>
            {t('find.turnOff')}
          </ActionButton>
        </>
      )}
      {recovery.methods
        .filter((other) => other !== method)
        .map((other) => (
          <ActionButton key={other} kind="link" onClick={() => flow.switchTo(other)}>
            {t(SWITCH_KEYS[other])}
          </ActionButton>
        ))}
    </form>
  );
}
