import { Secret, TOTP } from 'otpauth';

import type { Queryable } from '../db';
import type { CodeVerdict } from './security-codes';

/** RFC 6238 as every authenticator app reads it: SHA-1, 6 digits, 30-second steps. */
export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_DIGITS = 6;
/** A code of the step before or after the current one is accepted too (clock skew). */
export const TOTP_WINDOW = 1;

function totpOf(secret: string, label = '', issuer = ''): TOTP {
  return new TOTP({
    issuer,
    label,
    algorithm: 'SHA1',
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });
}

/** A new key: 20 random bytes, base32 (the form people type by hand). */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The otpauth:// URI the setup QR code carries. */
export function totpUri(secret: string, label: string, issuer: string): string {
  return totpOf(secret, label, issuer).toString();
}

/** The code of `secret` at `timestampMs` (tests and the development tools compute what an app shows). */
export function totpCode(secret: string, timestampMs: number = Date.now()): string {
  return totpOf(secret).generate({ timestamp: timestampMs });
}

/**
 * The time step `code` belongs to, within one step of `timestampMs`, or null
 * when it is no code of this key now.
 */
export function totpStep(secret: string, code: string, timestampMs: number = Date.now()): number | null {
  if (!/^[0-9]{6}$/.test(code)) return null;
  const delta = totpOf(secret).validate({ token: code, timestamp: timestampMs, window: TOTP_WINDOW });
  if (delta === null) return null;
  return Math.floor(timestampMs / 1000 / TOTP_PERIOD_SECONDS) + delta;
}

/**
 * Accepts a code of the account's key once: its step must be newer than the
 * newest accepted, which it becomes. Of two requests with the same code, or
 * a replay, only one is accepted, whatever the interleaving; the others are
 * 'used' (issue 39: a code of this key now, of a step already accepted), not
 * 'wrong'.
 */
export async function checkTotpCode(
  db: Queryable,
  userId: number | string,
  secret: string,
  code: string,
  timestampMs: number = Date.now(),
): Promise<CodeVerdict> {
  const step = totpStep(secret, code, timestampMs);
  if (step === null) return 'wrong';
  const { rows } = await db.query(
    'update users set totp_last_step = $2 where id = $1 and totp_last_step < $2 returning id',
    [userId, step],
  );
  return rows.length === 1 ? 'right' : 'used';
}

/** Whether `code` is one of the key's now, of a step already accepted (nothing is accepted). */
export async function totpCodeWasUsed(
  db: Queryable,
  userId: number | string,
  secret: string,
  code: string,
  timestampMs: number = Date.now(),
): Promise<boolean> {
  const step = totpStep(secret, code, timestampMs);
  if (step === null) return false;
  const { rows } = await db.query('select 1 from users where id = $1 and totp_last_step >= $2', [userId, step]);
  return rows.length === 1;
}
