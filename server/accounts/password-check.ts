import type { LockDetails } from '@/contract/fields/lock';
import type { WrongPasswordDetails } from '@/contract/login/login-fields';
import { RET_CODES } from '@/contract/ret-codes';

import type { Queryable } from '../db';
import { fail } from '../envelope';
import { lockDetails } from '../security/account-lock';
import { lockEndOf } from '../security/code-lock';
import { verifyAgainstDummy, verifyPassword } from './password-hash';
import {
  clearWrongPasswords,
  countWrongPasswordOf,
  nameLock,
  type LoginUserRow,
  type WrongPasswordCount,
} from './users';

/** LOGIN-5: a wrong password (the answer carries the count), and an account locked by too many. */
export const PASSWORD_REFUSALS = {
  wrongPassword: { code: RET_CODES.wrongPassword, message: 'Incorrect password' },
  locked: { code: RET_CODES.tooManyPasswordErrors, message: 'Too many password errors, try again later' },
} as const;

/** LOGIN-5, ERR-8: the wrong-password refusal with the count so far. */
export function wrongPasswordRefusal(count: number, lock?: LockDetails) {
  const { code, message } = PASSWORD_REFUSALS.wrongPassword;
  // issue 36 item 3: the wrong password that locks the account says until when
  const details: WrongPasswordDetails = { pass_err_count: count, ...(lock ?? {}) };
  return fail(code, message, details);
}

/** LOGIN-5, issue 36 item 3: the account is locked, and the answer says until when. */
export function lockedRefusal(lock: LockDetails) {
  return fail(PASSWORD_REFUSALS.locked.code, PASSWORD_REFUSALS.locked.message, lock);
}

/** The answer to a wrong password once it is counted. */
const countedRefusal = (counted: WrongPasswordCount) =>
  counted.locked ? lockedRefusal(counted.lock) : wrongPasswordRefusal(counted.count, counted.lock);

/**
 * LOGIN-5: `password` against the account's, under its lock and
 * wrong-password count (a password login, and the password that links a
 * third-party sign-in); the refusal, or null when it matches.
 */
export async function passwordRefusal(db: Queryable, user: LoginUserRow, password: string) {
  if (user.locked && user.locked_until) return lockedRefusal(lockDetails(user.locked_until));
  let matches = false;
  if (user.password_hash) matches = await verifyPassword(password, user.password_hash);
  // an account without a password (third-party only) takes as long to refuse
  else await verifyAgainstDummy(password);
  if (!matches) return countedRefusal(await countWrongPasswordOf(db, { userId: user.id }));
  // the lock may have closed while the password was being checked
  if (!(await clearWrongPasswords(db, user.id))) return lockedRefusal(await lockEndOf(db, { userId: user.id }));
  return null;
}

/**
 * LOGIN-5: a password for a login name no account has, answered as an
 * account would answer a wrong one: the same work, the same count and the
 * same lock, with its end (issue 36 item 3), kept under the name.
 */
export async function passwordRefusalWithoutAccount(db: Queryable, accountKey: string, password: string) {
  const name = await nameLock(db, accountKey);
  if (name.locked) return lockedRefusal(name.lock);
  await verifyAgainstDummy(password);
  return countedRefusal(await countWrongPasswordOf(db, { accountKey }));
}
