import { useEffect, useRef, useState, type ReactNode } from 'react';

import type { useFormSubmit } from '@/components/auth/use-form-submit';
import { resendVerification } from '@/services/api/register';
import { accountLabel } from '@/services/auth/account-rules';
import type { AuthField, AuthOutcome } from '@/services/auth/auth-errors';

import type { Registration } from './registration-flow';
import type { StepContext } from './step-context';

/** A step's title; focus moves to it when the step appears, so keyboard and screen-reader users land on it. */
export function StepHeading({ children }: { readonly children: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <h2 ref={heading} tabIndex={-1} className="auth-step-title">
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
