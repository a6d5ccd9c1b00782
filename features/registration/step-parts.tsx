import { useState, type ReactNode } from 'react';

import type { useFormSubmit } from '@/components/auth/use-form-submit';
import { resendVerification } from '@/services/api/register';
import { accountLabel } from '@/services/auth/account-rules';
import type { AuthField, AuthOutcome } from '@/services/auth/auth-errors';

import type { Registration } from './registration-flow';
import type { StepContext } from './step-context';

/**
 * A step's title. Focus goes to the step's first field to fill
 * (useFocusToFill), to the title only when the step has none; the screen's
 * live region announces the new step.
 */
export function StepHeading({ children }: { readonly children: ReactNode }) {
  return (
    <h2 tabIndex={-1} className="auth-step-title" data-focus-fallback="">
      {children}
    </h2>
  );
}

/** Password managers save the new account under its name: a username field rides along. */
export function UsernameForManagers({ registration }: { readonly registration: Registration }) {
  return (
    <input
      type="text"
      name="username"
      autoComplete="username"
      value={accountLabel(registration.account)}
      readOnly
      hidden
    />
  );
}

/** REG-4: another code or link, through the captcha; its failure is told by the step's form. */
export function useResend(
  context: StepContext,
  registration: Registration,
  submitter: ReturnType<typeof useFormSubmit<AuthField, AuthOutcome>>,
) {
  const { form, dispatch } = context;
  const [busy, setBusy] = useState(false);
  const run = async () => {
    if (busy) return;
    setBusy(true);
    submitter.setAlert(null);
    try {
      await form.withCaptcha((captcha) => resendVerification(registration.uuid, captcha));
      dispatch({ type: 'resent', sentAt: Date.now() });
    } catch (error) {
      submitter.fail(error);
    } finally {
      setBusy(false);
    }
  };
  return { busy, run: () => void run() };
}
