import { RET_CODES } from '@/contract/ret-codes';

import type { Queryable } from '../db';
import type { RsaKey } from './rsa';

/** LOGIN-4: how far the page's clock (encrypt_timestamp) may be from ours. */
export const ENCRYPT_MAX_AGE_MS = 5 * 60 * 1000;

const REQUEST_EXPIRED = { code: RET_CODES.badRequest, message: 'Request expired, please try again' } as const;

export const PASSWORD_ERRORS = {
  plain: {
    code: RET_CODES.badRequest,
    message: 'Plain passwords are not accepted; send encrypt_password and encrypt_timestamp',
  },
  missing: { code: RET_CODES.badRequest, message: 'encrypt_password and encrypt_timestamp are required' },
  expired: REQUEST_EXPIRED,
  // one message for every decryption failure: a padding oracle must learn nothing
  undecryptable: { code: RET_CODES.badRequest, message: 'Encrypted password could not be read, please try again' },
  // a captured request sent again: told like an old one
  replayed: REQUEST_EXPIRED,
} as const;

export type PasswordRead =
  | { readonly ok: true; readonly password: string; readonly timestamp: number }
  | { readonly ok: false; readonly code: typeof RET_CODES.badRequest; readonly message: string };

const TIMESTAMP = /^[0-9]{13}$/;

/**
 * The password of a request body: `encrypt_password` is base64 RSA PKCS#1 v1.5
 * of `password + encrypt_timestamp` (13-digit milliseconds), and the
 * timestamp is within 5 minutes of `now`. A plain `password` field is refused.
 */
export function readEncryptedPassword(body: unknown, rsa: RsaKey, now: number = Date.now()): PasswordRead {
  const b = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  if ('password' in b) return { ok: false, ...PASSWORD_ERRORS.plain };
  const cipher = b.encrypt_password;
  const stamp = typeof b.encrypt_timestamp === 'number' ? String(b.encrypt_timestamp) : b.encrypt_timestamp;
  if (typeof cipher !== 'string' || !cipher || typeof stamp !== 'string' || !stamp) {
    return { ok: false, ...PASSWORD_ERRORS.missing };
  }
  if (!TIMESTAMP.test(stamp)) return { ok: false, ...PASSWORD_ERRORS.expired };
  if (Math.abs(now - Number(stamp)) > ENCRYPT_MAX_AGE_MS) return { ok: false, ...PASSWORD_ERRORS.expired };
  const plain = rsa.decrypt(cipher);
  if (plain === null || !plain.endsWith(stamp) || plain.length === stamp.length) {
    return { ok: false, ...PASSWORD_ERRORS.undecryptable };
  }
  return { ok: true, password: plain.slice(0, -stamp.length), timestamp: Number(stamp) };
}

/**
 * LOGIN-4: readEncryptedPassword, and each decrypted `password + timestamp`
 * is accepted once for what the request names (`scope`: the login name as
 * sent, the registration, the reset, the signed-in account): its keyed
 * digest is kept in the database until the timestamp's window closes, so a
 * captured request replayed to this or any other api process on the same
 * database is refused. Two people with the same password whose pages
 * encrypted in the same millisecond name different accounts, so neither is
 * refused (issue 40). The insert is the check (a primary key), so parallel
 * replays cannot both pass.
 */
export async function claimEncryptedPassword(
  db: Queryable,
  body: unknown,
  rsa: RsaKey,
  scope: string,
  now: number = Date.now(),
): Promise<PasswordRead> {
  const read = readEncryptedPassword(body, rsa, now);
  if (!read.ok) return read;
  // the digests past their window go in the same statement (one query per login, issue 40), never this one's:
  // whether it was used is the insert's answer alone
  const { rows } = await db.query(
    `with expired as (delete from used_encrypted_passwords where expires_at < now() and digest <> $1)
     insert into used_encrypted_passwords (digest, expires_at)
     values ($1, to_timestamp($2::double precision / 1000))
     on conflict (digest) do nothing returning digest`,
    [rsa.replayDigest(replayInput(scope, read)), read.timestamp + ENCRYPT_MAX_AGE_MS],
  );
  return rows.length === 0 ? { ok: false, ...PASSWORD_ERRORS.replayed } : read;
}

/** What a used password is kept by: the scope, the password and its timestamp, unambiguously joined. */
function replayInput(scope: string, read: { readonly password: string; readonly timestamp: number }): string {
  return JSON.stringify([scope, read.password, read.timestamp]);
}
