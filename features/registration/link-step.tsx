import { useTranslation } from 'next-i18next/pages';
import { useEffect } from 'react';

import { ActionButton } from '@/components/auth/action-button';
import { FormAlert } from '@/components/auth/form-alert';
import { LINK_POLL_MS } from '@/config/auth';
import { verifyResult } from '@/services/api/register';
import { accountLabel } from '@/services/auth/account-rules';

import type { Registration } from './registration-flow';
import type { StepContext } from './step-context';
import { StepHeading, useResend } from './step-parts';
import { useRegisterSubmit } from './use-register-submit';

/** REG-2: the activation link was mailed; this step moves on by itself once it is opened. */
export function LinkStep({
  context,
  registration,
}: {
  readonly context: StepContext;
  readonly registration: Registration;
}) {
  const { dispatch, onDialog } = context;
  const { t } = useTranslation('auth');
  const { t: ts } = useTranslation('register');
  const submitter = useRegisterSubmit([], onDialog);
  const resend = useResend(context, registration, submitter);

  useEffect(() => {
    const timer = setInterval(() => {
      verifyResult(registration.uuid).then(
        (verified) => verified && dispatch({ type: 'verified' }),
        // the api's notice tells an unreachable api; the poll goes on
        () => undefined,
      );
    }, LINK_POLL_MS);
    return () => clearInterval(timer);
  }, [registration.uuid, dispatch]);

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
      <ActionButton kind="link" onClick={() => dispatch({ type: 'back' })}>
        {t('actions.changeAccount')}
      </ActionButton>
    </div>
  );
}
