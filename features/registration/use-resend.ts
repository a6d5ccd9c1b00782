import { useState } from 'react';

import type { useFormSubmit } from '@/components/auth/use-form-submit';
import type { AuthField, AuthOutcome } from '@/services/auth/auth-errors';

import type { Registration } from './registration-flow';
import type { StepContext } from './step-context';

/** REG-4: another code or link, through the flow; its failure is told by the step's form. */
export function useResend(
  context: StepContext,
  registration: Registration,
  submitter: ReturnType<typeof useFormSubmit<AuthField, AuthOutcome>>,
) {
  const [busy, setBusy] = useState(false);
  const run = async () => {
    if (busy) return;
    setBusy(true);
    submitter.setAlert(null);
    try {
      await context.resend(registration);
    } catch (error) {
      submitter.fail(error);
    } finally {
      setBusy(false);
    }
  };
  return { busy, run: () => void run() };
}
