import type { Queryable } from '../db';

/** LOGIN-5, REG-8: the per-IP limits (AccountOptions.ipLimit, 20 by default) count within this window. */
export const ATTEMPT_WINDOW_MINUTES = 10;
/** Rows older than this are purged as new ones arrive. */
const KEEP_HOURS = 24;

/** `password_reset`: issue 26, requests of a password reset code. */
export type AttemptKind = 'login_fail' | 'register' | 'qrcode' | 'monitor' | 'password_reset';

/**
 * Records one attempt and returns its id. Callers record before they check
 * a limit (and count their own row): of N requests arriving at once, only
 * the first `limit` can see a count within it, whatever the interleaving.
 * The count stays a statement of its own, after this one: in the same
 * statement it would not see the rows of requests running beside it.
 */
export async function recordAttempt(
  db: Queryable,
  kind: AttemptKind,
  ip: string,
  loginName: string | null = null,
): Promise<string> {
  // the purge rides along in one statement (issue 40: queries per login); the new row is never past keeping
  const { rows } = await db.query<{ id: string }>(
    `with old as (delete from auth_attempts where kind = $1 and created_at < now() - make_interval(hours => $4::int))
     insert into auth_attempts (kind, ip, login_name) values ($1, $2, $3) returning id::text as id`,
    [kind, ip, loginName, KEEP_HOURS],
  );
  return rows[0].id;
}

/**
 * LOGIN-5: one password check from `ip` (the login, the third-party link),
 * recorded before the limit is judged so parallel requests cannot all pass
 * it. The attempt's id, or null when `ip` is over `limit`. The attempt stays
 * counted as a failure unless the caller forgets it once a session is granted.
 */
export async function countPasswordAttempt(db: Queryable, ip: string, limit: number): Promise<string | null> {
  const attempt = await recordAttempt(db, 'login_fail', ip);
  return (await attemptsFromIp(db, 'login_fail', ip)) > limit ? null : attempt;
}

/** Names the account a recorded login attempt was for, once the request has read it. */
export async function nameAttempt(db: Queryable, id: string, loginName: string): Promise<void> {
  await db.query('update auth_attempts set login_name = $2 where id = $1::bigint', [id, loginName]);
}

/** A recorded attempt that turned out not to be a failure (the login succeeded) no longer counts. */
export async function forgetAttempt(db: Queryable, id: string): Promise<void> {
  await db.query('delete from auth_attempts where id = $1::bigint', [id]);
}

/** Attempts of `kind` from `ip` in the last 10 minutes. */
export async function attemptsFromIp(db: Queryable, kind: AttemptKind, ip: string): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    `select count(*)::int as n from auth_attempts
      where kind = $1 and ip = $2 and created_at > now() - make_interval(mins => $3::int)`,
    [kind, ip, ATTEMPT_WINDOW_MINUTES],
  );
  return Number(rows[0]?.n ?? 0);
}

/**
 * Where attempt `id` stands among the attempts of its kind from its IP in
 * the last 10 minutes (1 for the first). Of a burst recorded at once,
 * exactly the first `limit` rank within it, whatever the interleaving.
 */
export async function attemptRank(db: Queryable, kind: AttemptKind, ip: string, id: string): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    `select count(*)::int as n from auth_attempts
      where kind = $1 and ip = $2 and id <= $3::bigint and created_at > now() - make_interval(mins => $4::int)`,
    [kind, ip, id, ATTEMPT_WINDOW_MINUTES],
  );
  return Number(rows[0]?.n ?? 0);
}
