import type { AccountInput } from '@/services/api/auth';
import { checkEmail } from '@/services/auth/account-rules';

/**
 * The last email a person logged in with on this device, and whether they
 * want it kept. Only the email is ever kept, never the password nor a
 * mobile number, and only in this browser's localStorage: nothing of it
 * goes to the server, a cookie or tracking. It is the person's own choice,
 * told by the "Remember my email" box beside the form (on unless they
 * turned it off), which forgets the email the moment it is unticked; the
 * choice to be forgotten is kept too, so the box stays off on the next visit.
 */
export interface RememberedEmail {
  readonly remember: boolean;
  /** '' when none is kept */
  readonly email: string;
}

/** Where the browser keeps it. */
export const REMEMBERED_EMAIL_KEY = 'BYBIT_LOGIN_EMAIL';

/** A first visit, or a kept value that cannot be read: remember, nothing kept yet. */
export const NOTHING_REMEMBERED: RememberedEmail = { remember: true, email: '' };

/** What was kept, read from its stored text (null: nothing stored); anything malformed counts as nothing. */
export function readRememberedEmail(stored: string | null): RememberedEmail {
  if (stored === null) return NOTHING_REMEMBERED;
  let parsed: unknown;
  try {
    parsed = JSON.parse(stored);
  } catch {
    return NOTHING_REMEMBERED;
  }
  if (typeof parsed !== 'object' || parsed === null) return NOTHING_REMEMBERED;
  const { remember, email } = parsed as { remember?: unknown; email?: unknown };
  if (remember === false) return { remember: false, email: '' };
  if (remember !== true || typeof email !== 'string' || checkEmail(email) !== null) return NOTHING_REMEMBERED;
  return { remember: true, email: email.trim() };
}

/** The stored text of a choice: an email only while it is to be remembered. */
export function storedRememberedEmail({ remember, email }: RememberedEmail): string {
  return JSON.stringify(remember ? { remember: true, email } : { remember: false });
}

/**
 * What is kept after a password login succeeded with `account`: its email
 * when the person wants it remembered. A login by mobile number leaves the
 * email kept before as it was.
 */
export function rememberAfterLogin(
  previous: RememberedEmail,
  remember: boolean,
  account: AccountInput,
): RememberedEmail {
  if (!remember) return { remember: false, email: '' };
  return account.kind === 'email' ? { remember: true, email: account.email } : { ...previous, remember: true };
}

/**
 * Issue 26: the email a link to the login carries (`?email=`, as the
 * password reset's and recovery's "Log in" send it), or '' when there is
 * none or it is not one: the form starts with it.
 */
export function carriedEmail(search: string): string {
  const email = new URLSearchParams(search).get('email')?.trim() ?? '';
  return email.length <= 100 && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) ? email : '';
}
