import { useTranslation } from 'next-i18next/pages';

import { ActionButton } from '@/components/auth/action-button';
import { FormAlert } from '@/components/auth/form-alert';
import { accountLabel } from '@/services/auth/account-rules';

import type { Registration } from './registration-flow';
import type { StepContext } from './step-context';
import { StepHeading } from './step-parts';
import { useLinkVerification } from './use-link-verification';
import { useRegisterSubmit } from './use-register-submit';
import { useResend } from './use-resend';

/** REG-2: the activation link was mailed; this step moves on by itself once it is opened. */
export function LinkStep({
  context,
  registration,
}: {
  readonly context: StepContext;
  readonly registration: Registration;
}) {
  const { onDialog, linkOpened } = context;
  const { t } = useTranslation('auth');
  const { t: ts } = useTranslation('register');
  const submitter = useRegisterSubmit([], onDialog);
  const resend = useResend(context, registration, submitter);

  useLinkVerification(registration.uuid, linkOpened);

  return (
    <div className="auth-form">
      <StepHeading>{ts('register.linkTitle')}</StepHeading>
      <p className="auth-step-lead">{ts('register.linkSent', { account: accountLabel(registration.account) })}</p>
      <p className="auth-status" role="status">
        {ts('register.linkWaiting')}
      </p>
      <FormAlert message={submitter.alert} />
      <ActionButton block onClick={resend.run} loading={resend.busy}>
        {t('actions.resendLink')}
      </ActionButton>
      <ActionButton kind="link" onClick={context.back}>
        {t('actions.changeAccount')}
      </ActionButton>
    </div>
  );
}
