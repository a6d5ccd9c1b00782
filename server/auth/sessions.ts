import { createHash, randomBytes } from 'node:crypto';

import { SESSION_TOUCH_SECONDS } from '@/config/devices';

import type { Queryable } from '../db';

/** SEC-1: a session (and the token cookie) lasts 7 days. */
export const SESSION_TTL_DAYS = 7;

/** Tokens are 32 random bytes in base64url (43 characters); anything far longer is not ours. */
const MAX_TOKEN_LENGTH = 256;

/** The account behind a session, as the private endpoints see it (no password hash). */
export interface SessionUser {
  readonly id: number;
  readonly uid: string;
  readonly email: string | null;
  readonly mobile: string | null;
  readonly countryCode: string | null;
  readonly username: string;
  readonly lang: string;
  readonly status: number;
  readonly emailVerified: boolean;
  readonly mobileVerified: boolean;
  readonly hasGoogle2fa: boolean;
  readonly kycPersonLevel: number;
  readonly memberTag: Readonly<Record<string, unknown>>;
}

interface UserRow {
  id: string | number;
  uid: string;
  email: string | null;
  mobile: string | null;
  country_code: string | null;
  username: string;
  lang: string;
  status: number;
  email_verified: boolean;
  mobile_verified: boolean;
  has_google2fa: boolean;
  kyc_person_level: number;
  member_tag: unknown;
  /** the session's "last used" is older than SESSION_TOUCH_SECONDS */
  stale: boolean;
}

/** What the sessions table keys on: the SHA-256 of the token, hex. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** Issue 36 item 8: what the owner is shown of where a session began ('' for what is unknown). */
export interface SessionOrigin {
  /** ua-parser-js names: 'Chrome', 'Windows' */
  readonly browser: string;
  readonly os: string;
  /** the network, masked (server/security/device-label.ts maskAddress) */
  readonly network: string;
  /** ISO alpha-2 */
  readonly country: string;
}

/**
 * Opens a 7-day session for `userId` and returns its token (shown once; only
 * its hash is stored). `txId` is the device fingerprint of the login (LOGIN-3);
 * `origin` what the sessions list shows of the device (issue 36 item 8).
 */
export async function createSession(
  db: Queryable,
  userId: number | string,
  options: { txId?: string | null; origin?: SessionOrigin } = {},
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const origin = options.origin;
  await db.query(
    `insert into sessions (token_hash, user_id, expires_at, tx_id, browser, os, network, country)
     values ($1, $2, now() + make_interval(days => $3::int), $4, $5, $6, $7, $8)`,
    [
      hashToken(token),
      userId,
      SESSION_TTL_DAYS,
      options.txId ?? null,
      origin?.browser ?? '',
      origin?.os ?? '',
      origin?.network ?? '',
      origin?.country ?? '',
    ],
  );
  return token;
}

/** Ends the session of `token` (logout); unknown tokens are ignored. */
export async function deleteSession(db: Queryable, token: string): Promise<void> {
  await db.query('delete from sessions where token_hash = $1', [hashToken(token)]);
}

function memberTag(value: unknown): Record<string, unknown> {
  if (typeof value === 'string') {
    try {
      return memberTag(JSON.parse(value));
    } catch {
      return {};
    }
  }
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

/**
 * The user of a live session, or null for an empty, unknown or expired token.
 * Issue 36 item 8: the session's "last used" moves on, written at most once
 * a minute (one conditional update, only when the read found it older).
 */
export async function userFromToken(db: Queryable, token: string | undefined | null): Promise<SessionUser | null> {
  if (!token || token.length > MAX_TOKEN_LENGTH) return null;
  const tokenHash = hashToken(token);
  const { rows } = await db.query<UserRow>(
    `select u.id, u.uid, u.email, u.mobile, u.country_code, u.username, u.lang, u.status,
            u.email_verified, u.mobile_verified, u.has_google2fa, u.kyc_person_level, u.member_tag,
            s.last_used_at < now() - make_interval(secs => $2::int) as stale
       from sessions s join users u on u.id = s.user_id
      where s.token_hash = $1 and s.expires_at > now()`,
    [tokenHash, SESSION_TOUCH_SECONDS],
  );
  const row = rows[0];
  if (!row) return null;
  if (row.stale) {
    // the condition again: of requests arriving at once, one writes
    await db.query(
      `update sessions set last_used_at = now()
        where token_hash = $1 and last_used_at < now() - make_interval(secs => $2::int)`,
      [tokenHash, SESSION_TOUCH_SECONDS],
    );
  }
  return {
    id: Number(row.id),
    uid: row.uid,
    email: row.email,
    mobile: row.mobile,
    countryCode: row.country_code,
    username: row.username,
    lang: row.lang,
    status: Number(row.status),
    emailVerified: row.email_verified,
    mobileVerified: row.mobile_verified,
    hasGoogle2fa: row.has_google2fa,
    kycPersonLevel: Number(row.kyc_person_level),
    memberTag: memberTag(row.member_tag),
  };
}
