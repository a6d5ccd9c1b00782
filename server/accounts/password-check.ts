import type { WrongPasswordDetails } from '@/contract/login/login-fields';
import { RET_CODES } from '@/contract/ret-codes';

import type { Queryable } from '../db';
import { fail } from '../envelope';
import { verifyAgainstDummy, verifyPassword } from './password-hash';
import { clearWrongPasswords, countWrongPassword, type LoginUserRow } from './users';

/** LOGIN-5: a wrong password (the answer carries the count), and an account locked by too many. */
export const PASSWORD_REFUSALS = {
  wrongPassword: { code: RET_CODES.wrongPassword, message: 'Incorrect password' },
  locked: { code: RET_CODES.tooManyPasswordErrors, message: 'Too many password errors, try again later' },
} as const;

/** LOGIN-5, ERR-8: the wrong-password refusal with the count so far. */
export function wrongPasswordRefusal(count: number) {
  const { code, message } = PASSWORD_REFUSALS.wrongPassword;
  const details: WrongPasswordDetails = { pass_err_count: count };
  return fail(code, message, details);
}

export function lockedRefusal() {
  return fail(PASSWORD_REFUSALS.locked.code, PASSWORD_REFUSALS.locked.message);
}

/**
 * LOGIN-5: `password` against the account's, under its lock and
 * wrong-password count (a password login, and the password that links a
 * third-party sign-in); the refusal, or null when it matches.
 */
export async function passwordRefusal(db: Queryable, user: LoginUserRow, password: string) {
  if (user.locked) return lockedRefusal();
  let matches = false;
  if (user.password_hash) matches = await verifyPassword(password, user.password_hash);
  // an account without a password (third-party only) takes as long to refuse
  else await verifyAgainstDummy(password);
  if (!matches) {
    const count = await countWrongPassword(db, user.id);
    return count === null ? lockedRefusal() : wrongPasswordRefusal(count);
  }
  // the lock may have closed while the password was being checked
  if (!(await clearWrongPasswords(db, user.id))) return lockedRefusal();
  return null;
}
