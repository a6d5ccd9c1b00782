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

/** A code or link a flow sent: its handle (a sign-up's uuid, a reset's token), the account and when. */
export type KeptSend<K extends string> = { readonly [P in K]: string } & {
  readonly account: AccountInput;
  readonly sentAt: number;
};

/**
 * Issue 39: what a flow kept of a code it sent, read back from storage and
 * checked: the handle under `key` matching `pattern`, an account a flow
 * sent (isAccountInput) and a send time; null when anything does not fit.
 */
export function keptSendOf<K extends string>(value: unknown, key: K, pattern: RegExp): KeptSend<K> | null {
  if (!value || typeof value !== 'object') return null;
  const kept = value as Record<string, unknown>;
  const handle = kept[key];
  const { account, sentAt } = kept;
  if (typeof handle !== 'string' || !pattern.test(handle)) return null;
  if (!isAccountInput(account) || typeof sentAt !== 'number' || !Number.isFinite(sentAt)) return null;
  return { [key]: handle, account, sentAt } as KeptSend<K>;
}
