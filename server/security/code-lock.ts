import { LOCK_HOURS, MAX_PASSWORD_ERRORS } from '@/config/x-api';
import type { LockDetails } from '@/contract/fields/lock';

import type { Queryable } from '../db';
import {
  LOCK_END_OR_NEW,
  LOCKED_NOW,
  liveCount,
  lockDetails,
  lockRow,
  MAX_CODE_ERRORS,
  newLockEnd,
  type LockSubject,
} from './account-lock';

/** Issue 26: wrong second-step codes before the account locks, as with passwords (LOGIN-5). */
export { MAX_CODE_ERRORS };

/**
 * The account's lock and counts live in server/security/account-lock.ts
 * (one definition for passwords and codes); these are the statements of a
 * code check under it, for an account (`userId`) or for a login name no
 * account has (a password reset of an unknown name answers as an account's).
 */

/**
 * Takes one of `subject`'s code checks before the code is looked at, so
 * that of any number of requests at once at most MAX_CODE_ERRORS are
 * checked: the slot is taken in one conditional update. False when it is
 * locked or its checks are taken. A lock that ran out is cleared with both
 * counts (issue 36 item 3).
 */
export async function reserveCodeCheckOf(db: Queryable, subject: LockSubject): Promise<boolean> {
  const row = lockRow(subject);
  const { rows } = await db.query(
    `update ${row.table} set
        code_err_count = ${liveCount('code_err_count')} + 1,
        pass_err_count = ${liveCount('pass_err_count')},
        locked_until = null
      where ${row.key} = $1 and not ${LOCKED_NOW} and ${liveCount('code_err_count')} < $2
      returning ${row.key}`,
    [row.value, MAX_CODE_ERRORS],
  );
  return rows.length === 1;
}

/** reserveCodeCheckOf for an account. */
export function reserveCodeCheck(db: Queryable, userId: number | string): Promise<boolean> {
  return reserveCodeCheckOf(db, { userId });
}

/**
 * A check of a password reset's code (server/routes/recovery.ts): as
 * reserveCodeCheckOf, and besides, a lock from wrong passwords alone must
 * not keep its owner from resetting the password (the login's "locked"
 * message leads here), so such a lock takes its checks from the same count,
 * under the same limit.
 */
export async function reserveResetCheckOf(db: Queryable, subject: LockSubject): Promise<boolean> {
  if (await reserveCodeCheckOf(db, subject)) return true;
  const row = lockRow(subject);
  const { rows } = await db.query(
    `update ${row.table} set code_err_count = code_err_count + 1
      where ${row.key} = $1 and ${LOCKED_NOW} and code_err_count < $2 and pass_err_count >= $3
      returning ${row.key}`,
    [row.value, MAX_CODE_ERRORS, MAX_PASSWORD_ERRORS],
  );
  return rows.length === 1;
}

/** A checked code was right: the wrong codes are forgotten. */
export async function codeWasRightOf(db: Queryable, subject: LockSubject): Promise<void> {
  const row = lockRow(subject);
  await db.query(`update ${row.table} set code_err_count = 0 where ${row.key} = $1`, [row.value]);
}

/** codeWasRightOf for an account. */
export function codeWasRight(db: Queryable, userId: number | string): Promise<void> {
  return codeWasRightOf(db, { userId });
}

/**
 * Issue 39: a checked code was right but already used (30057): the check it
 * took is given back, so it neither costs a try nor brings a lock closer.
 */
export async function codeWasUsedOf(db: Queryable, subject: LockSubject): Promise<void> {
  const row = lockRow(subject);
  await db.query(`update ${row.table} set code_err_count = greatest(code_err_count - 1, 0) where ${row.key} = $1`, [
    row.value,
  ]);
}

/** codeWasUsedOf for an account. */
export function codeWasUsed(db: Queryable, userId: number | string): Promise<void> {
  return codeWasUsedOf(db, { userId });
}

/**
 * A checked code was wrong: it stays counted, and the MAX_CODE_ERRORS-th
 * locks for LOCK_HOURS. The wrong codes left (0: locked now).
 */
export async function codeWasWrongOf(db: Queryable, subject: LockSubject): Promise<number> {
  const row = lockRow(subject);
  const { rows } = await db.query<{ n: number }>(
    `update ${row.table} set locked_until = case
         when code_err_count >= $2 then now() + make_interval(hours => $3::int) else locked_until end
      where ${row.key} = $1 returning code_err_count as n`,
    [row.value, MAX_CODE_ERRORS, LOCK_HOURS],
  );
  return Math.max(0, MAX_CODE_ERRORS - Number(rows[0]?.n ?? MAX_CODE_ERRORS));
}

/** codeWasWrongOf for an account. */
export function codeWasWrong(db: Queryable, userId: number | string): Promise<number> {
  return codeWasWrongOf(db, { userId });
}

/**
 * When `subject`'s lock ends, for the refusal that tells it: the lock's end
 * while it lasts; when the checks were refused because the last ones are
 * still being looked at (the lock is not written yet), the end a lock made
 * now has.
 */
export async function lockEndOf(db: Queryable, subject: LockSubject): Promise<LockDetails> {
  const row = lockRow(subject);
  const { rows } = await db.query<{ ends: Date | string }>(
    `select ${LOCK_END_OR_NEW} as ends from ${row.table} where ${row.key} = $1`,
    [row.value],
  );
  return lockDetails(rows[0]?.ends ?? newLockEnd(new Date()));
}
