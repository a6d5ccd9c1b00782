import { LOCK_HOURS } from '@/config/x-api';

import type { Queryable } from '../db';

/** Issue 26: wrong second-step codes before the account locks, as with passwords (LOGIN-5). */
export const MAX_CODE_ERRORS = 5;

/**
 * Takes one of the account's code checks before the code is looked at, so
 * that of any number of requests at once at most MAX_CODE_ERRORS are checked:
 * the slot is taken in one conditional update. False when the account is
 * locked or its checks are taken. A lock that ran out starts the counts afresh.
 */
export async function reserveCodeCheck(db: Queryable, userId: number | string): Promise<boolean> {
  const { rows } = await db.query(
    `update users set
        code_err_count = case when locked_until is not null then 1 else code_err_count + 1 end,
        pass_err_count = case when locked_until is not null then 0 else pass_err_count end,
        locked_until = null
      where id = $1
        and (locked_until is null or locked_until <= now())
        and (locked_until is not null or code_err_count < $2)
      returning id`,
    [userId, MAX_CODE_ERRORS],
  );
  return rows.length === 1;
}

/** A checked code was right: the account's wrong codes are forgotten. */
export async function codeWasRight(db: Queryable, userId: number | string): Promise<void> {
  await db.query('update users set code_err_count = 0 where id = $1', [userId]);
}

/**
 * A checked code was wrong: it stays counted, and the MAX_CODE_ERRORS-th
 * locks the account for LOCK_HOURS. The wrong codes left (0: locked now).
 */
export async function codeWasWrong(db: Queryable, userId: number | string): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    `update users set locked_until = case
         when code_err_count >= $2 then now() + make_interval(hours => $3::int) else locked_until end
      where id = $1 returning code_err_count as n`,
    [userId, MAX_CODE_ERRORS, LOCK_HOURS],
  );
  return Math.max(0, MAX_CODE_ERRORS - Number(rows[0]?.n ?? MAX_CODE_ERRORS));
}
