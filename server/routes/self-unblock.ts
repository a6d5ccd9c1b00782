import { randomBytes, randomInt } from 'node:crypto';

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import { BAN_WINDOW_MS } from '@/config/auth';

import { lookupMobileCountry } from '../accounts/account-names';
import { sendMessage } from '../accounts/outbox';
import { USER_STATUS } from '../accounts/users';
import { hashToken } from '../auth/sessions';
import type { Queryable } from '../db';
import { fail, ok } from '../envelope';
import { maskEmail, maskMobile } from '../user/mask';
import type { RouteDeps } from './deps';

/** SEC-3: the cookie the page reads the self-unbind token from (it sends it in the payload). */
export const SELF_UNBIND_COOKIE = 'self_unbind_token';
/** A token works this long after the refused login that issued it. */
const TOKEN_TTL_SECONDS = 30 * 60;
const CODE_TTL_SECONDS = 10 * 60;
const RESEND_SECONDS = 60;
const MAX_SENDS = 5;
const MAX_ATTEMPTS = 5;

export const UNBLOCK_ERRORS = {
  /** no token, an unknown or expired one, or one already used: log in again to get one */
  noRequest: { code: 33301, message: 'Log in again to unblock your account' },
  /** the 24 hours since the ban began have not passed */
  tooEarly: { code: 33302, message: 'This account can be unblocked 24 hours after the ban began' },
  codeWrong: { code: 30050, message: 'The code is incorrect' },
  codeUsedUp: { code: 30051, message: 'Too many wrong codes. Request a new one.' },
  codeExpired: { code: 30052, message: 'The code has expired. Request a new one.' },
  tooSoon: { code: 30054, message: 'Please wait before requesting another code' },
  tooMany: { code: 30055, message: 'Too many codes sent. Log in again later.' },
} as const;

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

interface RequestRow {
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

async function requestOf(db: Queryable, token: string): Promise<RequestRow | null> {
  const { rows } = await db.query<RequestRow>(
    `select r.user_id::text as user_id, u.status, u.self_help_ban, u.banned_at, u.email, u.mobile, u.country_code,
            r.code_hash, r.code_sent_at, r.sends, r.attempts
       from self_unblock_requests r join users u on u.id = r.user_id
      where r.token_hash = $1 and r.used_at is null and r.expires_at > now()`,
    [hashToken(token)],
  );
  return rows[0] ?? null;
}

const isSelfHelpBanned = (row: RequestRow) => Number(row.status) === USER_STATUS.banned && row.self_help_ban;

/** When the ban may be lifted (ban time + 24 h), in unix seconds. */
const unblockAt = (row: RequestRow) =>
  row.banned_at ? Math.floor((new Date(row.banned_at).getTime() + BAN_WINDOW_MS) / 1000) : 0;

const tokenBody = {
  type: 'object',
  required: ['self_unbind_token'],
  properties: { self_unbind_token: { type: 'string', minLength: 1, maxLength: 256 } },
} as const;

/** SEC-3, LOGIN-12, ROUTE-4: the self-unblock page's calls. Contract: docs/self-unblock.md. */
export async function selfUnblockRoutes(app: FastifyInstance, { db }: RouteDeps): Promise<void> {
  app.post<{ Body: { self_unbind_token: string } }>(
    '/user/public/self-unbind/check',
    { schema: { body: tokenBody } },
    async (req) => {
      const row = await requestOf(db, req.body.self_unbind_token);
      if (!row) return fail(UNBLOCK_ERRORS.noRequest.code, UNBLOCK_ERRORS.noRequest.message);
      const banned = isSelfHelpBanned(row);
      return ok({
        is_self_help_baned: banned,
        baned_time: row.banned_at ? Math.floor(new Date(row.banned_at).getTime() / 1000) : 0,
        unblock_time: banned ? unblockAt(row) : 0,
        can_unblock: banned && Date.now() >= unblockAt(row) * 1000,
        send_to: row.email ? maskEmail(row.email) : maskMobile(row.mobile),
        channel: row.email ? 'email' : 'sms',
      });
    },
  );

  app.post<{ Body: { self_unbind_token: string } }>(
    '/user/public/self-unbind/send-code',
    { schema: { body: tokenBody } },
    async (req) => {
      const row = await requestOf(db, req.body.self_unbind_token);
      if (!row || !isSelfHelpBanned(row)) return fail(UNBLOCK_ERRORS.noRequest.code, UNBLOCK_ERRORS.noRequest.message);
      if (Date.now() < unblockAt(row) * 1000)
        return fail(UNBLOCK_ERRORS.tooEarly.code, UNBLOCK_ERRORS.tooEarly.message);
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      // one conditional update decides between parallel sends: the cooldown and the send limit hold
      const { rows } = await db.query(
        `update self_unblock_requests
            set code_hash = $2, code_sent_at = now(), sends = sends + 1, attempts = 0
          where token_hash = $1 and sends < $3
            and (code_sent_at is null or code_sent_at < now() - make_interval(secs => $4::int))
          returning sends`,
        [hashToken(req.body.self_unbind_token), hashToken(code), MAX_SENDS, RESEND_SECONDS],
      );
      if (!rows[0]) {
        const error = row.sends >= MAX_SENDS ? UNBLOCK_ERRORS.tooMany : UNBLOCK_ERRORS.tooSoon;
        return fail(error.code, error.message);
      }
      let to = row.email;
      let channel: 'email' | 'sms' = 'email';
      if (!to && row.mobile) {
        const country = await lookupMobileCountry(db, row.country_code ?? undefined);
        to = `+${country.ok ? country.country.dialCode : ''}${row.mobile}`;
        channel = 'sms';
      }
      if (!to) return fail(UNBLOCK_ERRORS.noRequest.code, UNBLOCK_ERRORS.noRequest.message);
      await sendMessage(db, req.log, {
        channel,
        to,
        subject: 'Unblock your account',
        body: `Your code to unblock your account is ${code}. It expires in 10 minutes. If you did not ask for it, change your password.`,
        code,
      });
      return ok({ sent: true, resend_after: RESEND_SECONDS });
    },
  );

  app.post<{ Body: { self_unbind_token: string; code: string } }>(
    '/user/public/self-unbind/unblock',
    {
      schema: {
        body: {
          type: 'object',
          required: ['self_unbind_token', 'code'],
          properties: { ...tokenBody.properties, code: { type: 'string', minLength: 1, maxLength: 16 } },
        },
      },
    },
    async (req, reply) => {
      const tokenHash = hashToken(req.body.self_unbind_token);
      const row = await requestOf(db, req.body.self_unbind_token);
      if (!row || !isSelfHelpBanned(row)) return fail(UNBLOCK_ERRORS.noRequest.code, UNBLOCK_ERRORS.noRequest.message);
      // the 24 hours are the api's to enforce, whatever the page shows
      if (Date.now() < unblockAt(row) * 1000)
        return fail(UNBLOCK_ERRORS.tooEarly.code, UNBLOCK_ERRORS.tooEarly.message);
      if (!row.code_hash || !row.code_sent_at)
        return fail(UNBLOCK_ERRORS.codeExpired.code, UNBLOCK_ERRORS.codeExpired.message);
      if (Date.now() - new Date(row.code_sent_at).getTime() > CODE_TTL_SECONDS * 1000) {
        return fail(UNBLOCK_ERRORS.codeExpired.code, UNBLOCK_ERRORS.codeExpired.message);
      }
      // each try counts before it is judged, in one update: parallel guesses cannot pass the limit
      const counted = await db.query<{ attempts: number }>(
        `update self_unblock_requests set attempts = attempts + 1
          where token_hash = $1 and used_at is null and attempts < $2 returning attempts`,
        [tokenHash, MAX_ATTEMPTS],
      );
      if (!counted.rows[0]) return fail(UNBLOCK_ERRORS.codeUsedUp.code, UNBLOCK_ERRORS.codeUsedUp.message);
      const code = req.body.code.replace(/\s+/g, '');
      if (hashToken(code) !== row.code_hash) {
        const left = MAX_ATTEMPTS - counted.rows[0].attempts;
        return fail(UNBLOCK_ERRORS.codeWrong.code, UNBLOCK_ERRORS.codeWrong.message, { attempts_left: left });
      }
      const lifted = await db.transaction(async (tx) => {
        const used = await tx.query(
          'update self_unblock_requests set used_at = now() where token_hash = $1 and used_at is null returning 1',
          [tokenHash],
        );
        if (used.rows.length === 0) return false;
        await tx.query(
          `update users set status = $2, self_help_ban = false, banned_at = null where id = $1 and status = $3`,
          [row.user_id, USER_STATUS.active, USER_STATUS.banned],
        );
        await tx.query('insert into self_unblocks (user_id, banned_at, ip) values ($1, $2, $3)', [
          row.user_id,
          row.banned_at,
          req.ip,
        ]);
        return true;
      });
      if (!lifted) return fail(UNBLOCK_ERRORS.noRequest.code, UNBLOCK_ERRORS.noRequest.message);
      reply.clearCookie(SELF_UNBIND_COOKIE, { path: '/' });
      return ok({ unblocked: true });
    },
  );
}
