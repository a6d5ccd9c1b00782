import { randomBytes } from 'node:crypto';

import { hashToken } from '../auth/sessions';
import type { Queryable } from '../db';

/** LOGIN-6: quick-login tokens live this long and work once. */
export const QUICK_TOKEN_TTL_SECONDS = 120;

/** LOGIN-6: a new quick-login token for `userId`; only its hash is kept. */
export async function issueQuickToken(db: Queryable, userId: string | number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.query("delete from quick_tokens where expires_at < now() - interval '1 day'");
  await db.query(
    `insert into quick_tokens (token_hash, user_id, expires_at)
     values ($1, $2, now() + make_interval(secs => $3::int))`,
    [hashToken(token), userId, QUICK_TOKEN_TTL_SECONDS],
  );
  return token;
}

/**
 * LOGIN-6: the account a live, unused quick-login token names, which it no
 * longer does afterwards (one update: parallel redemptions cannot both pass);
 * null when it is unknown, used or expired.
 */
export async function redeemQuickToken(db: Queryable, token: string): Promise<string | null> {
  const { rows } = await db.query<{ user_id: string }>(
    `update quick_tokens set used_at = now()
      where token_hash = $1 and used_at is null and expires_at > now() returning user_id`,
    [hashToken(token)],
  );
  return rows[0]?.user_id ?? null;
}
