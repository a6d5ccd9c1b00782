import type { ReactNode } from 'react';

import { accountLabel } from '@/services/auth/account-rules';

import type { Registration } from './registration-flow';

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
