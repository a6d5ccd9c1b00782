import { createHash, randomBytes, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';

import type { FastifyBaseLogger } from 'fastify';

import {
  DEFAULT_REGISTER_VARIANT,
  isRegisterVariant,
  RESEND_COOLDOWN_SECONDS,
  type RegisterVariant,
} from '@/config/x-api';
import type { RegistrationStart } from '@/contract/register/answers';
import { RET_CODES, type RetCode } from '@/contract/ret-codes';

import type { Db, Queryable } from '../db';
import type { MobileCountry } from './account-names';
import { e164 } from './account-names';
import { attributionFrom, recordAttribution } from './attribution';
import { sendMessage } from './outbox';
import { insertUser, type AccountRef, type CreatedUser } from './users';

/** A registration is open this long (and again this long after verification). */
export const REGISTRATION_TTL_MINUTES = 30;
/** A code is valid this long after it was sent. */
export const CODE_TTL_MINUTES = 10;
export const CODE_MAX_ATTEMPTS = 5;
export const MAX_SENDS = 5;

export const REG_ERRORS = {
  exists: { code: RET_CODES.accountExists, message: 'Account already exists' },
  incorrect: { code: RET_CODES.codeIncorrect, message: 'Verification code is incorrect' },
  tooManyAttempts: { code: RET_CODES.codeAttemptsUsed, message: 'Too many attempts, request a new code' },
  expired: { code: RET_CODES.codeExpired, message: 'Verification code expired' },
  badLink: { code: RET_CODES.linkInvalid, message: 'Activation link is no longer valid' },
  cooldown: { code: RET_CODES.tooFrequent, message: 'Too many requests' },
  tooManySends: { code: RET_CODES.tooManySends, message: 'Too many codes sent, please start again' },
  unknown: { code: RET_CODES.badRequest, message: 'Registration not found' },
  notVerified: { code: RET_CODES.badRequest, message: 'Verify your email or mobile number first' },
  wrongMethod: { code: RET_CODES.badRequest, message: 'This registration is verified another way' },
  alreadyVerified: { code: RET_CODES.badRequest, message: 'Already verified' },
  restricted: { code: RET_CODES.phoneLimit, message: 'Registration is not available in this jurisdiction' },
  otherBrowser: {
    code: RET_CODES.registrationOtherBrowser,
    message: 'This sign-up was started in another browser: finish it there, or start again here',
  },
} as const;

/** A refusal of a registration step, with its code; `result` carries what some codes tell (30050: the attempts left). */
export interface RegistrationRefusal<C extends RetCode = RetCode> {
  readonly code: C;
  readonly message: string;
  readonly result?: object;
}

type Refused<K extends keyof typeof REG_ERRORS> = (typeof REG_ERRORS)[K];

export async function readVariant(db: Queryable): Promise<RegisterVariant> {
  const { rows } = await db.query<{ value: string }>(
    "select value from app_config where project = 'web' and name = 'register_variant'",
  );
  const value = rows[0]?.value?.trim();
  return isRegisterVariant(value) ? value : DEFAULT_REGISTER_VARIANT;
}

export type Step = RegistrationStart['step'];

export interface RegistrationRow {
  uuid: string;
  /** the starting browser's secret, hashed ('' for a registration opened before browsers were bound) */
  browser_secret_hash: string;
  variant: RegisterVariant;
  type: number;
  channel: 'email' | 'sms';
  method: 'code' | 'link';
  email: string | null;
  mobile: string | null;
  country_code: string | null;
  site_id: string;
  lang: string;
  platform: string;
  secret_hash: string;
  attempts: number;
  sends: number;
  verified: boolean;
  user_id: string | number | null;
  /** the registration itself has expired */
  expired: boolean;
  /** the code or link sent last has expired */
  secret_expired: boolean;
  /** seconds since the last send */
  since_sent: number;
}

const ROW_COLUMNS = `uuid, variant, type, channel, method, email, mobile, country_code, site_id, lang, platform,
  secret_hash, browser_secret_hash, attempts, sends, verified_at is not null as verified, user_id,
  expires_at <= now() as expired, secret_expires_at <= now() as secret_expired,
  extract(epoch from now() - last_sent_at)::float8 as since_sent`;

export function accountOf(row: RegistrationRow): AccountRef {
  return row.channel === 'email'
    ? { kind: 'email', email: row.email as string }
    : { kind: 'mobile', countryCode: row.country_code as string, mobile: row.mobile as string };
}

export async function findRegistration(db: Queryable, uuid: string): Promise<RegistrationRow | null> {
  if (!/^[0-9a-f-]{36}$/.test(uuid)) return null;
  const { rows } = await db.query<RegistrationRow>(`select ${ROW_COLUMNS} from registrations where uuid = $1`, [uuid]);
  return rows[0] ?? null;
}

/** The newest registration of an account that has not created a user yet. */
export async function latestOpenRegistration(db: Queryable, account: AccountRef): Promise<RegistrationRow | null> {
  const { rows } =
    account.kind === 'email'
      ? await db.query<RegistrationRow>(
          `select ${ROW_COLUMNS} from registrations where email = $1 and user_id is null
            order by created_at desc limit 1`,
          [account.email],
        )
      : await db.query<RegistrationRow>(
          `select ${ROW_COLUMNS} from registrations where country_code = $1 and mobile = $2 and user_id is null
            order by created_at desc limit 1`,
          [account.countryCode, account.mobile],
        );
  return rows[0] ?? null;
}

function secretHash(uuid: string, secret: string): string {
  return createHash('sha256').update(`${uuid}:${secret}`, 'utf8').digest('hex');
}

function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && x.length > 0 && timingSafeEqual(x, y);
}

/** A 6-digit code, leading zeros included. */
export function newCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

export interface Destination {
  /** the account's mobile country (SMS only) */
  readonly country?: MobileCountry;
  /** origin of the page that opens activation links */
  readonly webOrigin: string;
}

/** The activation link of a registration: the web page that calls /register/activate. */
export function activationLink(webOrigin: string, lang: string, uuid: string, token: string): string {
  const params = new URLSearchParams({ uuid, token });
  return `${webOrigin}/${lang}/email-code-verify?${params.toString()}`;
}

function recipient(row: Pick<RegistrationRow, 'channel' | 'email' | 'mobile'>, country?: MobileCountry): string {
  if (row.channel === 'email') return row.email as string;
  if (!country) throw new Error('an SMS needs the mobile country');
  return e164(country, row.mobile as string);
}

/** Draws a new code or link token for `row`, stores its hash and sends it. */
async function sendSecret(
  db: Queryable,
  log: FastifyBaseLogger,
  row: Pick<RegistrationRow, 'uuid' | 'channel' | 'method' | 'email' | 'mobile' | 'lang'>,
  destination: Destination,
  firstSend: boolean,
): Promise<void> {
  const to = recipient(row, destination.country);
  if (row.method === 'code') {
    const code = newCode();
    await db.query(
      `update registrations set secret_hash = $2, secret_expires_at = now() + make_interval(mins => $3::int),
              attempts = 0, last_sent_at = now(), sends = sends + $4::int
        where uuid = $1`,
      [row.uuid, secretHash(row.uuid, code), CODE_TTL_MINUTES, firstSend ? 0 : 1],
    );
    await sendMessage(db, log, {
      channel: row.channel,
      to,
      subject: 'Your verification code',
      body: `Your verification code is ${code}. It expires in ${CODE_TTL_MINUTES} minutes. If you did not ask for it, ignore this message.`,
      code,
    });
    return;
  }
  const token = randomBytes(32).toString('base64url');
  const link = activationLink(destination.webOrigin, row.lang, row.uuid, token);
  await db.query(
    `update registrations set secret_hash = $2, secret_expires_at = now() + make_interval(mins => $3::int),
            attempts = 0, last_sent_at = now(), sends = sends + $4::int
      where uuid = $1`,
    [row.uuid, secretHash(row.uuid, token), REGISTRATION_TTL_MINUTES, firstSend ? 0 : 1],
  );
  await sendMessage(db, log, {
    channel: 'email',
    to,
    subject: 'Activate your account',
    body: `Open this link to confirm your email address and finish signing up:\n${link}\nThe link expires in ${REGISTRATION_TTL_MINUTES} minutes. If you did not sign up, ignore this message.`,
    link,
  });
}

export interface NewRegistration {
  readonly variant: RegisterVariant;
  readonly type: 1 | 5 | 44;
  readonly account: AccountRef;
  readonly siteId: string;
  readonly lang: string;
  readonly platform: string;
  readonly ip: string;
  readonly payload: Record<string, unknown>;
  /** the hash of the starting browser's secret (server/auth/browser-secret.ts) */
  readonly browserSecretHash: string;
}

/** Opens a registration and sends its code (or, for email with a link variant, its activation link). */
export async function openRegistration(
  db: Queryable,
  log: FastifyBaseLogger,
  reg: NewRegistration,
  destination: Destination,
): Promise<{ uuid: string; step: Step }> {
  const uuid = randomUUID();
  const channel = reg.account.kind === 'email' ? 'email' : 'sms';
  const method = channel === 'email' && reg.variant.endsWith('Link') ? 'link' : 'code';
  const a = reg.account;
  await db.query(
    `insert into registrations (uuid, variant, type, channel, method, email, mobile, country_code, site_id, lang,
                                platform, secret_hash, secret_expires_at, ip, payload, expires_at, browser_secret_hash)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, '', now(), $12, $13::jsonb,
             now() + make_interval(mins => $14::int), $15)`,
    [
      uuid,
      reg.variant,
      reg.type,
      channel,
      method,
      a.kind === 'email' ? a.email : null,
      a.kind === 'mobile' ? a.mobile : null,
      a.kind === 'mobile' ? a.countryCode : null,
      reg.siteId,
      reg.lang,
      reg.platform,
      reg.ip,
      JSON.stringify(reg.payload),
      REGISTRATION_TTL_MINUTES,
      reg.browserSecretHash,
    ],
  );
  const email = a.kind === 'email' ? a.email : null;
  const mobile = a.kind === 'mobile' ? a.mobile : null;
  await sendSecret(db, log, { uuid, channel, method, email, mobile, lang: reg.lang }, destination, true);
  return { uuid, step: method === 'link' ? 'verfiyLink' : 'verfiyCode' };
}

/** REG-4 resend: a new code or link, at most 5 sends, 60 s apart. */
export async function resend(
  db: Queryable,
  log: FastifyBaseLogger,
  row: RegistrationRow,
  destination: Destination,
): Promise<Refused<'exists' | 'alreadyVerified' | 'expired' | 'cooldown' | 'tooManySends'> | null> {
  if (row.user_id !== null) return REG_ERRORS.exists;
  if (row.verified) return REG_ERRORS.alreadyVerified;
  if (row.expired) return REG_ERRORS.expired;
  if (row.since_sent < RESEND_COOLDOWN_SECONDS) return REG_ERRORS.cooldown;
  if (row.sends >= MAX_SENDS) return REG_ERRORS.tooManySends;
  // claim the send so two concurrent resends cannot both pass the checks
  const { rows } = await db.query(
    `update registrations set last_sent_at = now()
      where uuid = $1 and sends < $2 and last_sent_at <= now() - make_interval(secs => $3::int) returning uuid`,
    [row.uuid, MAX_SENDS, RESEND_COOLDOWN_SECONDS],
  );
  if (rows.length === 0) return REG_ERRORS.cooldown;
  await sendSecret(db, log, row, destination, false);
  return null;
}

/** REG-6: why a code did not verify: wrong (with the attempts left while unverified), used up, expired. */
export type CodeRefusal =
  | Refused<'incorrect' | 'tooManyAttempts' | 'expired'>
  | (Refused<'incorrect'> & { readonly result: { readonly verify_result: 0; readonly remaining: number } });

/** REG-6: the code sent for a code registration, checked as checkSecret does. */
export function checkCode(db: Queryable, row: RegistrationRow, code: string): Promise<CodeRefusal | null> {
  return checkSecret(db, row, code, (remaining) =>
    remaining === null ? REG_ERRORS.incorrect : { ...REG_ERRORS.incorrect, result: { verify_result: 0, remaining } },
  );
}

/** REG-2: the token of an activation link, checked as checkSecret does; a wrong one makes the link invalid. */
export function checkLinkToken(
  db: Queryable,
  row: RegistrationRow,
  token: string,
): Promise<Refused<'badLink' | 'tooManyAttempts' | 'expired'> | null> {
  return checkSecret(db, row, token, () => REG_ERRORS.badLink);
}

/**
 * Checks a code or link token against the registration; marks it verified on
 * success (and keeps it open another 30 minutes for the password step).
 * Each check spends one of the 5 attempts first, so parallel guesses count.
 * `wrong` says why a secret did not match (remaining attempts, or null once verified).
 */
async function checkSecret<W extends RegistrationRefusal>(
  db: Queryable,
  row: RegistrationRow,
  secret: string,
  wrong: (remaining: number | null) => W,
): Promise<W | Refused<'tooManyAttempts' | 'expired'> | null> {
  // a verified registration still answers only to its own secret: a double submit passes, a guess does not
  if (row.verified) {
    if (sameHash(secretHash(row.uuid, secret), row.secret_hash)) return null;
    return wrong(null);
  }
  if (row.expired || row.secret_expired) return REG_ERRORS.expired;
  const { rows } = await db.query<{ attempts: number }>(
    `update registrations set attempts = attempts + 1
      where uuid = $1 and attempts < $2 and secret_hash = $3 returning attempts`,
    [row.uuid, CODE_MAX_ATTEMPTS, row.secret_hash],
  );
  const claimed = rows[0];
  if (!claimed) return REG_ERRORS.tooManyAttempts;
  if (!sameHash(secretHash(row.uuid, secret), row.secret_hash)) {
    return wrong(CODE_MAX_ATTEMPTS - Number(claimed.attempts));
  }
  await db.query(
    `update registrations set verified_at = now(), expires_at = now() + make_interval(mins => $2::int)
      where uuid = $1`,
    [row.uuid, REGISTRATION_TTL_MINUTES],
  );
  return null;
}

/**
 * The password step: creates the user of a verified registration. Null and
 * the user, or the refusal (the account got registered meanwhile: 30032).
 */
export async function completeRegistration(
  db: Db,
  row: RegistrationRow,
  user: { passwordHash: string; siteId?: string },
): Promise<CreatedUser | Refused<'exists'>> {
  return db.transaction(async (tx) => {
    // lock the registration so a double submit creates one user
    const { rows } = await tx.query<{ user_id: string | null }>(
      'select user_id from registrations where uuid = $1 for update',
      [row.uuid],
    );
    if (!rows[0] || rows[0].user_id !== null) return REG_ERRORS.exists;
    const created = await insertUser(tx, {
      account: accountOf(row),
      passwordHash: user.passwordHash,
      lang: row.lang,
      siteId: user.siteId ?? row.site_id,
    });
    if (!created) return REG_ERRORS.exists;
    await tx.query('update registrations set user_id = $2 where uuid = $1', [row.uuid, created.id]);
    // AFF-1, REG-5: how the person arrived, kept on the account (first touch: when the registration began)
    const { rows: started } = await tx.query<{ payload: Record<string, unknown>; created_at: Date }>(
      'select payload, created_at from registrations where uuid = $1',
      [row.uuid],
    );
    if (started[0]) {
      await recordAttribution(tx, created.id, attributionFrom(started[0].payload ?? {}, started[0].created_at));
    }
    return created;
  });
}
