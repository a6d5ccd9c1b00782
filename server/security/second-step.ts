import { randomBytes } from 'node:crypto';

import type { FastifyRequest } from 'fastify';

import { RET_CODES } from '@/contract/ret-codes';
import type { SecondFactor, SecondStepDetails, SecondStepReason } from '@/contract/security/second-step';

import { hashToken } from '../auth/sessions';
import type { Queryable } from '../db';
import { API_ERRORS, fail } from '../envelope';
import { maskEmail, maskMobile } from '../user/mask';
import { DEVICE_COLUMNS, deviceFactsOf, deviceGuidParam, type DeviceColumns } from './devices';
import type { AnswerExtras, Entry, Gate } from './gate-types';
import { secondStepFor, type AccountFactors } from './risk';
import { resendIn, sendSecurityCode, type CodeChannel, type CodeRecipient, type CodePurpose } from './security-codes';

/** Issue 26: a login waits this long for its second step. */
export const CHALLENGE_TTL_MINUTES = 10;

export const SECOND_STEP_ERRORS = {
  required: { code: RET_CODES.secondStepRequired, message: 'Verify it is you to finish logging in' },
  expired: { code: RET_CODES.secondStepExpired, message: 'This verification expired. Log in again' },
  wrongCode: API_ERRORS.wrongCode,
  locked: API_ERRORS.codesLocked,
  tooSoon: API_ERRORS.tooSoon,
} as const;

/** What the second step reads of an account. */
export interface FactorRow {
  readonly id: string;
  readonly email: string | null;
  readonly mobile: string | null;
  readonly country_code: string | null;
  readonly totp_secret: string | null;
  readonly email_2fa: boolean;
  readonly sms_2fa: boolean;
}

const FACTOR_COLUMNS = 'u.id::text as id, u.email, u.mobile, u.country_code, u.totp_secret, u.email_2fa, u.sms_2fa';

export async function factorRow(db: Queryable, userId: number | string): Promise<FactorRow | null> {
  const { rows } = await db.query<FactorRow>(`select ${FACTOR_COLUMNS} from users u where u.id = $1`, [userId]);
  return rows[0] ?? null;
}

/** The account's factors and what it knows of the request's device, in one query (issue 40: queries per login). */
async function factorsAndDevice(db: Queryable, req: FastifyRequest, userId: number | string) {
  const { rows } = await db.query<FactorRow & DeviceColumns>(
    `select ${FACTOR_COLUMNS}, ${DEVICE_COLUMNS}
       from users u left join account_devices d on d.user_id = u.id and d.guid = $2
      where u.id = $1`,
    [userId, deviceGuidParam(req)],
  );
  const row = rows[0];
  return row ? { row, device: deviceFactsOf(req, userId, row) } : null;
}

export function factorsOf(row: FactorRow): AccountFactors {
  return {
    totp: !!row.totp_secret,
    email2fa: row.email_2fa,
    sms2fa: row.sms_2fa,
    hasEmail: !!row.email,
    hasMobile: !!row.mobile,
  };
}

export function recipientOf(row: FactorRow): CodeRecipient {
  return { userId: row.id, email: row.email, mobile: row.mobile, countryCode: row.country_code };
}

/** The purpose (and the words) of a login challenge's codes. */
export function loginCodePurpose(challengeHash: string, reason: SecondStepReason): CodePurpose {
  return {
    key: `login:${challengeHash}`,
    subject: reason === 'newDevice' ? 'Log-in from a new device' : 'Your log-in verification code',
    text: (code, minutes) =>
      reason === 'newDevice'
        ? `Someone, hopefully you, is logging in to your account from a device it was not used on before. The code to allow it is ${code}. It expires in ${minutes} minutes. If this was not you, change your password now.`
        : `Your log-in verification code is ${code}. It expires in ${minutes} minutes. If you are not logging in, change your password now.`,
  };
}

/**
 * Issue 26: when the risk rules ask for a second step, opens a challenge for
 * the login (the first method's code sent when it is one by email or SMS)
 * and returns what the page needs; null when the session may open now.
 */
export async function secondStepChallenge(
  db: Queryable,
  req: FastifyRequest,
  userId: number | string,
  entry: Entry,
  gate: Gate,
): Promise<SecondStepDetails | null> {
  const read = await factorsAndDevice(db, req, userId);
  if (!read) return null;
  const { row, device } = read;
  const plan = secondStepFor(gate.proof, factorsOf(row), device, {
    newDeviceCheck: req.server.security.newDeviceCheck,
  });
  if (!plan) return null;
  const challenge = randomBytes(32).toString('base64url');
  const challengeHash = hashToken(challenge);
  await db.query(
    `insert into login_challenges (token_hash, user_id, reason, methods, entry, extras, expires_at)
     values ($1, $2, $3, $4, $5, $6, now() + make_interval(mins => $7::int))`,
    [
      challengeHash,
      userId,
      plan.reason,
      plan.methods,
      JSON.stringify(entry),
      JSON.stringify(gate.extras ?? {}),
      CHALLENGE_TTL_MINUTES,
    ],
  );
  const first = plan.methods[0];
  let sent: SecondFactor | '' = '';
  let wait = 0;
  if (first === 'email' || first === 'sms') {
    const result = await sendSecurityCode(
      db,
      req.log,
      recipientOf(row),
      first,
      loginCodePurpose(challengeHash, plan.reason),
    );
    if (result.sent) sent = first;
    wait = await resendIn(db, `login:${challengeHash}`, first);
  }
  return {
    challenge,
    reason: plan.reason,
    methods: [...plan.methods],
    vague_email: row.email ? maskEmail(row.email) : '',
    vague_mobile: row.mobile ? maskMobile(row.mobile) : '',
    sent,
    resend_in: wait,
    expires_in: CHALLENGE_TTL_MINUTES * 60,
  };
}

export function secondStepRefusal(details: SecondStepDetails) {
  const { code, message } = SECOND_STEP_ERRORS.required;
  return fail(code, message, details);
}

/** A live challenge (not used, not expired), by its token. */
export interface ChallengeRow {
  readonly token_hash: string;
  readonly user_id: string;
  readonly reason: SecondStepReason;
  readonly methods: SecondFactor[];
  readonly entry: Entry;
  readonly extras: AnswerExtras;
}

function parsed<T>(value: unknown): T {
  return (typeof value === 'string' ? JSON.parse(value) : value) as T;
}

export async function liveChallenge(db: Queryable, token: string): Promise<ChallengeRow | null> {
  const { rows } = await db.query<ChallengeRow>(
    `select token_hash, user_id::text as user_id, reason, methods, entry, extras from login_challenges
      where token_hash = $1 and used_at is null and expires_at > now()`,
    [hashToken(token)],
  );
  const row = rows[0];
  if (!row) return null;
  return { ...row, entry: parsed<Entry>(row.entry), extras: parsed<AnswerExtras>(row.extras) };
}

/** Issue 39: a challenge already passed (its session opened) and not past its time, by its token. */
export async function passedChallenge(
  db: Queryable,
  token: string,
): Promise<Pick<ChallengeRow, 'token_hash' | 'user_id' | 'reason' | 'methods'> | null> {
  const { rows } = await db.query<ChallengeRow>(
    `select token_hash, user_id::text as user_id, reason, methods from login_challenges
      where token_hash = $1 and used_at is not null and expires_at > now()`,
    [hashToken(token)],
  );
  return rows[0] ?? null;
}

/** Marks the challenge passed: true for one request only, whatever the interleaving. */
export async function closeChallenge(db: Queryable, tokenHash: string): Promise<boolean> {
  const { rows } = await db.query(
    'update login_challenges set used_at = now() where token_hash = $1 and used_at is null and expires_at > now() returning token_hash',
    [tokenHash],
  );
  return rows.length === 1;
}

export type { CodeChannel };
