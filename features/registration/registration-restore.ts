import { keptSendOf } from '@/services/auth/account-input';

import { STEP_NAMES, type Registration, type RegistrationState } from './registration-flow';

/*
 * Issue 39: what a reloaded or popped sign-up step is made from, checked.
 * Apart from registration-flow.ts: it loads with the step history's
 * controller (useStepHistory's loadRestore), not with the first screen.
 */

function registrationOf(value: unknown): Registration | null {
  return keptSendOf(value, 'uuid', /^[\w-]{1,128}$/);
}

/**
 * Issue 39: the sign-up at `step` from what was kept (keptRegistration),
 * checked; the account step keeps the account typed; null when the kept
 * value does not fit, or the step is not this variant's (a link step for a
 * code variant).
 */
export function restoreRegistration(
  step: string,
  kept: unknown,
  options: { readonly codeStepCreatesAccount: boolean },
): RegistrationState | null {
  const registration =
    kept && typeof kept === 'object' ? registrationOf((kept as { registration?: unknown }).registration) : null;
  if (!registration) return null;
  if (step === STEP_NAMES.inputAccount) return { step: 'inputAccount', typed: registration.account };
  if (step === STEP_NAMES.verfiyCode) return { step: 'verfiyCode', registration };
  if (step === STEP_NAMES.verfiyLink) return { step: 'verfiyLink', registration };
  // the old variants create the account on the code step: they have no password step
  if (step === STEP_NAMES.inputpassword && !options.codeStepCreatesAccount)
    return { step: 'inputpassword', registration };
  return null;
}
