import type { FastifyRequest } from 'fastify';

import { SESSIONS_LISTED_MAX } from '@/config/devices';
import type { SessionItem } from '@/contract/security/sessions';

import { tokenFromRequest } from '../auth/guard';
import { hashToken } from '../auth/sessions';
import type { Queryable } from '../db';

/**
 * Issue 36 item 8: the account's live sessions as its owner sees and ends
 * them: by a public id, never by the token's hash. The asking session is
 * the request's (its token); ending a session deletes its row, so that
 * browser's next call is answered 10006.
 */

/** The hash of the asking session's token ('' when the request carries none: it matches no row). */
function currentHash(req: Pick<FastifyRequest, 'headers' | 'cookies'>): string {
  const token = tokenFromRequest(req);
  return token ? hashToken(token) : '';
}

interface SessionRow {
  public_id: string;
  browser: string;
  os: string;
  network: string;
  country: string;
  created_at: Date | string;
  last_used_at: Date | string;
  current: boolean;
}

/** The account's live sessions, the asking one first, then the last used first. */
export async function listSessions(
  db: Queryable,
  req: Pick<FastifyRequest, 'headers' | 'cookies'>,
  userId: number | string,
): Promise<SessionItem[]> {
  const { rows } = await db.query<SessionRow>(
    `select public_id, browser, os, network, country, created_at, last_used_at, token_hash = $2 as current
       from sessions
      where user_id = $1 and expires_at > now()
      order by (token_hash = $2) desc, last_used_at desc, created_at desc
      limit $3`,
    [userId, currentHash(req), SESSIONS_LISTED_MAX],
  );
  return rows.map((r) => ({
    id: r.public_id,
    browser: r.browser,
    os: r.os,
    network: r.network,
    country: r.country,
    created_at: new Date(r.created_at).toISOString(),
    last_used_at: new Date(r.last_used_at).toISOString(),
    current: r.current,
  }));
}

/** Ends the account's session `publicId`; false when the account has no live session by that id. */
export async function endSession(db: Queryable, userId: number | string, publicId: string): Promise<boolean> {
  const { rows } = await db.query<{ public_id: string }>(
    `delete from sessions where user_id = $1 and public_id = $2 and expires_at > now() returning public_id`,
    [userId, publicId],
  );
  return rows.length > 0;
}

/** Ends every live session of the account but the asking one; how many ended. */
export async function endOtherSessions(
  db: Queryable,
  req: Pick<FastifyRequest, 'headers' | 'cookies'>,
  userId: number | string,
): Promise<number> {
  // expired rows of the account go too; only the live ones are counted as ended
  const { rows } = await db.query<{ live: boolean }>(
    `delete from sessions where user_id = $1 and token_hash <> $2 returning expires_at > now() as live`,
    [userId, currentHash(req)],
  );
  return rows.filter((r) => r.live).length;
}
