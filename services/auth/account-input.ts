import type { AccountInput } from '@/services/api/auth';

/** Issue 39: an account read back from storage, checked: a shape a flow sent (readAccount's), or false. */
export function isAccountInput(value: unknown): value is AccountInput {
  if (!value || typeof value !== 'object') return false;
  const account = value as Record<string, unknown>;
  if (account.kind === 'email') return typeof account.email === 'string' && account.email.length > 0;
  return (
    account.kind === 'mobile' &&
    typeof account.mobile === 'string' &&
    account.mobile.length > 0 &&
    typeof account.countryCode === 'string' &&
    /^[A-Z]{2}$/.test(account.countryCode) &&
    typeof account.international === 'string'
  );
}
