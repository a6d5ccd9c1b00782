import { LOCK_HOURS } from '@/config/x-api';
import type { LockDetails } from '@/contract/fields/lock';

/**
 * Issue 36 item 3: the one definition of an account's lock, for wrong
 * passwords (LOGIN-5, 31030) and wrong codes (issue 26, 31202; 30051 on the
 * recovery pages). A row that can lock has three columns: `pass_err_count`,
 * `code_err_count` and `locked_until`; the `users` row of an account, and
 * the `account_name_locks` row of a login name no account has, so that such
 * a name answers as an account would (server/routes/login.ts).
 *
 * - locked: `locked_until` is later than now; nothing is checked while it lasts.
 * - a lock that ran out is cleared by the next check of either kind, and
 *   clearing it clears BOTH counts: an ended lock never leaves a count at
 *   its limit behind it (the bug of issue 36: a code count left at 5 refused
 *   the right code for good).
 * - the MAX-th wrong password or code locks for LOCK_HOURS.
 */

/** Issue 26: wrong second-step codes before the account locks, as with passwords (LOGIN-5). */
export const MAX_CODE_ERRORS = 5;

/** SQL: the row is locked now. */
export const LOCKED_NOW = '(locked_until is not null and locked_until > now())';

/** SQL: the row had a lock that has run out, which the next check clears. */
export const LOCK_RAN_OUT = '(locked_until is not null and locked_until <= now())';

/** SQL: a count as it stands once a lock that ran out is cleared (both counts start afresh). */
export function liveCount(column: 'pass_err_count' | 'code_err_count'): string {
  return `(case when ${LOCK_RAN_OUT} then 0 else ${column} end)`;
}

/** SQL: the end of a lock that starts now. */
export const NEW_LOCK_END = `(now() + make_interval(hours => ${LOCK_HOURS}))`;

/** SQL: when the row's lock ends: its end while locked, else the end a lock made now would have. */
export const LOCK_END_OR_NEW = `(case when ${LOCKED_NOW} then locked_until else ${NEW_LOCK_END} end)`;

/** The columns a lock reads. */
export interface LockColumns {
  readonly pass_err_count: number | string;
  readonly code_err_count: number | string;
  readonly locked_until: Date | string | null;
}

/** A row's lock as it stands at `now`. */
export interface LockState {
  readonly locked: boolean;
  /** when the lock ends (null: not locked) */
  readonly endsAt: Date | null;
  /** the counts after a lock that ran out is cleared */
  readonly passErrors: number;
  readonly codeErrors: number;
}

/** The lock of a row at `now`: the same rule as the SQL above (pure, tested directly). */
export function lockState(row: LockColumns, now: Date): LockState {
  const end = row.locked_until === null ? null : new Date(row.locked_until);
  if (end && end.getTime() > now.getTime()) {
    return {
      locked: true,
      endsAt: end,
      passErrors: Number(row.pass_err_count),
      codeErrors: Number(row.code_err_count),
    };
  }
  // a lock that ran out counts for nothing: both counts start afresh
  if (end) return { locked: false, endsAt: null, passErrors: 0, codeErrors: 0 };
  return {
    locked: false,
    endsAt: null,
    passErrors: Number(row.pass_err_count),
    codeErrors: Number(row.code_err_count),
  };
}

/** The end of a lock that starts at `now`. */
export function newLockEnd(now: Date): Date {
  return new Date(now.getTime() + LOCK_HOURS * 3_600_000);
}

/**
 * A lock's end as the answers carry it (`result.locked_until`): Unix
 * seconds, rounded up, so that "try again after" is never early.
 */
export function lockDetails(endsAt: Date | string): LockDetails {
  return { locked_until: Math.ceil(new Date(endsAt).getTime() / 1000) };
}

/** Where a lock is kept: an account's row, or the row of a login name no account has. */
export type LockSubject = { readonly userId: number | string } | { readonly accountKey: string };

/** The table and key of a subject's row, for the statements of server/security/code-lock.ts and users.ts. */
export function lockRow(subject: LockSubject): {
  readonly table: 'users' | 'account_name_locks';
  readonly key: 'id' | 'account_key';
  readonly value: string;
} {
  return 'userId' in subject
    ? { table: 'users', key: 'id', value: String(subject.userId) }
    : { table: 'account_name_locks', key: 'account_key', value: subject.accountKey };
}
