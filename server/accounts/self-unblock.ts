import { randomBytes } from 'node:crypto';

import type { FastifyReply, FastifyRequest } from 'fastify';

import { BAN_WINDOW_MS } from '@/config/auth';

import { hashToken } from '../auth/sessions';
import type { Db, Queryable } from '../db';
import { USER_STATUS } from './users';

/** SEC-3: the cookie the page reads the self-unbind token from (it sends it in the payload). */
export const SELF_UNBIND_COOKIE = 'self_unbind_token';
/** A token works this long after the refused login that issued it. */
const TOKEN_TTL_SECONDS = 30 * 60;
/** SEC-3: a code works this long; another may be sent after RESEND_SECONDS, MAX_SENDS times per token. */
export const CODE_TTL_SECONDS = 10 * 60;
export const RESEND_SECONDS = 60;
export const MAX_SENDS = 5;
/** Wrong codes allowed per code sent. */
export const MAX_ATTEMPTS = 5;

/**
 * LOGIN-12, SEC-3: a login refused for a self-help ban, after the right
 * password, leaves the browser a self-unbind token (a cookie the page reads).
 */
export async function issueSelfUnbindToken(
  db: Queryable,
  req: FastifyRequest,
  reply: FastifyReply,
  userId: string | number,
): Promise<void> {
  const token = randomBytes(32).toString('base64url');
  await db.query("delete from self_unblock_requests where expires_at < now() - interval '1 day'");
  await db.query(
    `insert into self_unblock_requests (token_hash, user_id, expires_at)
     values ($1, $2, now() + make_interval(secs => $3::int))`,
    [hashToken(token), userId, TOKEN_TTL_SECONDS],
  );
  reply.setCookie(SELF_UNBIND_COOKIE, token, {
    path: '/',
    sameSite: 'lax',
    secure: req.protocol === 'https',
    httpOnly: false,
    maxAge: TOKEN_TTL_SECONDS,
  });
}

/** A live unblock request and the account it is for. */
export interface UnblockRequest {
  user_id: string;
  status: number;
  self_help_ban: boolean;
  banned_at: Date | null;
  email: string | null;
  mobile: string | null;
  country_code: string | null;
  code_hash: string | null;
  code_sent_at: Date | null;
  sends: number;
  attempts: number;
}

/** The live, unused request of `token`, or null. */
export async function unblockRequestOf(db: Queryable, token: string): Promise<UnblockRequest | null> {
  const { rows } = await db.query<UnblockRequest>(
    `select r.user_id::text as user_id, u.status, u.self_help_ban, u.banned_at, u.email, u.mobile, u.country_code,
            r.code_hash, r.code_sent_at, r.sends, r.attempts
       from self_unblock_requests r join users u on u.id = r.user_id
      where r.token_hash = $1 and r.used_at is null and r.expires_at > now()`,
    [hashToken(token)],
  );
  return rows[0] ?? null;
}

export const isSelfHelpBanned = (request: UnblockRequest) =>
  Number(request.status) === USER_STATUS.banned && request.self_help_ban;

/** When the ban may be lifted (ban time + 24 h), in unix seconds; 0 without a ban time. */
export const unblockAt = (request: UnblockRequest) =>
  request.banned_at ? Math.floor((new Date(request.banned_at).getTime() + BAN_WINDOW_MS) / 1000) : 0;

/**
 * SEC-3: keeps a new code for the request, unless the cooldown or the send
 * limit forbids it (false). One conditional update decides between parallel
 * sends.
 */
export async function keepUnblockCode(db: Queryable, token: string, code: string): Promise<boolean> {
  const { rows } = await db.query(
    `update self_unblock_requests
        set code_hash = $2, code_sent_at = now(), sends = sends + 1, attempts = 0
      where token_hash = $1 and sends < $3
        and (code_sent_at is null or code_sent_at < now() - make_interval(secs => $4::int))
      returning sends`,
    [hashToken(token), hashToken(code), MAX_SENDS, RESEND_SECONDS],
  );
  return rows.length > 0;
}

/**
 * SEC-3: counts one try at the code before it is judged; the tries made so
 * far, or null when they are used up. One update: parallel guesses cannot
 * pass the limit.
 */
export async function countUnblockAttempt(db: Queryable, token: string): Promise<number | null> {
  const { rows } = await db.query<{ attempts: number }>(
    `update self_unblock_requests set attempts = attempts + 1
      where token_hash = $1 and used_at is null and attempts < $2 returning attempts`,
    [hashToken(token), MAX_ATTEMPTS],
  );
  return rows[0] ? Number(rows[0].attempts) : null;
}

/**
 * SEC-3: uses the request and lifts the ban, recording who lifted it from
 * where; false when the request was used meanwhile.
 */
export async function liftSelfHelpBan(db: Db, token: string, request: UnblockRequest, ip: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const used = await tx.query(
      'update self_unblock_requests set used_at = now() where token_hash = $1 and used_at is null returning 1',
      [hashToken(token)],
    );
    if (used.rows.length === 0) return false;
    await tx.query(
      `update users set status = $2, self_help_ban = false, banned_at = null where id = $1 and status = $3`,
      [request.user_id, USER_STATUS.active, USER_STATUS.banned],
    );
    await tx.query('insert into self_unblocks (user_id, banned_at, ip) values ($1, $2, $3)', [
      request.user_id,
      request.banned_at,
      ip,
    ]);
    return true;
  });
}
