import { accountLabel } from '@/services/auth/account-rules';

import type { Registration } from './registration-flow';

/** Issue 39: the step's title is the page's one heading (components/auth/step-heading). */
export { StepHeading } from '@/components/auth/step-heading';

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
