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
/**
 * SEC-3: an account has one live code at a time, whichever browser asked:
 * it works CODE_TTL_SECONDS; another (which replaces it) may be sent after
 * RESEND_SECONDS, MAX_SENDS times a day per account. Each code takes
 * MAX_ATTEMPTS tries, so an account takes at most MAX_SENDS x MAX_ATTEMPTS
 * guesses a day however many times its password is proved.
 */
export const CODE_TTL_SECONDS = 10 * 60;
export const RESEND_SECONDS = 60;
export const MAX_SENDS = 5;
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
}

/** The live, unused request of `token`, or null. */
export async function unblockRequestOf(db: Queryable, token: string): Promise<UnblockRequest | null> {
  const { rows } = await db.query<UnblockRequest>(
    `select r.user_id::text as user_id, u.status, u.self_help_ban, u.banned_at, u.email, u.mobile, u.country_code
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

/** The account's live code as kept. */
export interface UnblockCode {
  code_hash: string;
  code_sent_at: Date;
  sends: number;
  attempts: number;
}

/** The account's code, live or not, or null when none was sent. */
export async function unblockCodeOf(db: Queryable, userId: string): Promise<UnblockCode | null> {
  const { rows } = await db.query<UnblockCode>(
    `select code_hash, code_sent_at, sends, attempts from self_unblock_codes where user_id = $1`,
    [userId],
  );
  return rows[0] ?? null;
}

/** Whether a code sent at `sentAt` still works. */
export const isCodeLive = (sentAt: Date) => Date.now() - new Date(sentAt).getTime() <= CODE_TTL_SECONDS * 1000;

/**
 * SEC-3: keeps a new code for the account, which replaces any other, unless
 * the cooldown or the day's send limit forbids it (false). One statement
 * decides between parallel sends from any number of tokens.
 */
export async function keepUnblockCode(db: Queryable, userId: string, code: string): Promise<boolean> {
  const { rows } = await db.query(
    `insert into self_unblock_codes as c (user_id, code_hash, code_sent_at)
     values ($1, $2, now())
     on conflict (user_id) do update
        set code_hash = excluded.code_hash, code_sent_at = now(), attempts = 0,
            sends = case when c.sends_since < now() - interval '1 day' then 1 else c.sends + 1 end,
            sends_since = case when c.sends_since < now() - interval '1 day' then now() else c.sends_since end
      where c.code_sent_at < now() - make_interval(secs => $4::int)
        and (c.sends < $3 or c.sends_since < now() - interval '1 day')
     returning c.sends`,
    [userId, hashToken(code), MAX_SENDS, RESEND_SECONDS],
  );
  return rows.length > 0;
}

/**
 * SEC-3: counts one try at the account's code before it is judged, in one
 * update (as the login's wrong-password lock): the code tried against and
 * the tries so far, or null when they are used up. Parallel guesses from any
 * number of tokens cannot pass the limit.
 */
export async function countUnblockAttempt(
  db: Queryable,
  userId: string,
): Promise<{ attempts: number; codeHash: string; sentAt: Date } | null> {
  const { rows } = await db.query<{ attempts: number; code_hash: string; code_sent_at: Date }>(
    `update self_unblock_codes set attempts = attempts + 1
      where user_id = $1 and attempts < $2 returning attempts, code_hash, code_sent_at`,
    [userId, MAX_ATTEMPTS],
  );
  const row = rows[0];
  return row ? { attempts: Number(row.attempts), codeHash: row.code_hash, sentAt: row.code_sent_at } : null;
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
    await tx.query('delete from self_unblock_codes where user_id = $1', [request.user_id]);
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
