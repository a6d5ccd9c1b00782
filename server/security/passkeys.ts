import { randomBytes, randomUUID } from 'node:crypto';

import type { FastifyReply, FastifyRequest } from 'fastify';

import { PASSKEY_CEREMONY_TTL_SECONDS } from '@/config/passkeys';
import type { PasskeyItem } from '@/contract/passkeys/webauthn';
import { RET_CODES } from '@/contract/ret-codes';

import { giveBrowserSecret } from '../auth/browser-secret';
import { hashToken } from '../auth/sessions';
import type { Queryable } from '../db';
import { API_ERRORS } from '../envelope';
import type { RelyingParty } from './passkey-party';

/**
 * Passkeys (WebAuthn) in the database: an account's credentials, and the
 * requests (ceremonies) a browser answers once. The WebAuthn checks
 * themselves are @simplewebauthn/server's (server/routes/passkeys.ts).
 */

export const PASSKEY_ERRORS = {
  expired: { code: RET_CODES.passkeyExpired, message: 'This passkey request expired or was already used. Try again' },
  rejected: { code: RET_CODES.passkeyRejected, message: 'The passkey could not be verified' },
  unknown: { code: RET_CODES.passkeyUnknown, message: 'This passkey is not registered to any account' },
  cloned: {
    code: RET_CODES.passkeyCloned,
    message: "The passkey's signature counter did not increase: it may have been copied",
  },
  wrongSite: { code: RET_CODES.passkeyWrongSite, message: 'Passkeys cannot be used on this address' },
  exists: { code: RET_CODES.passkeyExists, message: 'This passkey is already added' },
  notFound: { code: RET_CODES.passkeyNotFound, message: 'This account has no such passkey' },
  limit: { code: RET_CODES.passkeyLimit, message: 'This account has as many passkeys as it may. Remove one first' },
  tooMany: API_ERRORS.networkLimit,
} as const;

/** The HttpOnly cookie that binds a browser's passkey requests to it (one secret per browser, renewed with each request). */
export const PASSKEY_COOKIE = 'passkey_browser';

/** A browser secret as server/auth/browser-secret.ts makes them: 32 bytes, base64url. */
const SECRET_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/**
 * The hash of this browser's passkey secret: the one its cookie holds, else a
 * new one given to it. One secret serves all of a browser's requests, so a
 * login page open in two tabs (each with its own request) works in both.
 */
export function passkeyBrowser(req: FastifyRequest, reply: FastifyReply): string {
  const held = req.cookies[PASSKEY_COOKIE];
  const secret = held && SECRET_SHAPE.test(held) ? held : randomBytes(32).toString('base64url');
  giveBrowserSecret(req, reply, PASSKEY_COOKIE, secret, PASSKEY_CEREMONY_TTL_SECONDS);
  return hashToken(secret);
}

/** The hash of the passkey secret the request carries, or null. */
export function heldPasskeyBrowser(req: FastifyRequest): string | null {
  const held = req.cookies[PASSKEY_COOKIE];
  return held && SECRET_SHAPE.test(held) ? hashToken(held) : null;
}

export type CeremonyPurpose = 'register' | 'login' | 'reproof';

export interface NewCeremony {
  readonly purpose: CeremonyPurpose;
  readonly challenge: string;
  readonly party: RelyingParty;
  readonly browserHash: string;
  readonly ip: string;
  /** registration: the signed-in account and the user handle its passkey gets */
  readonly userId?: number | string;
  readonly userHandle?: string;
}

/** Keeps a request for 5 minutes and returns its id (what the page sends back with the answer). */
export async function openCeremony(db: Queryable, ceremony: NewCeremony): Promise<string> {
  // requests long past are of no use to anyone: cleared as new ones come
  await db.query(`delete from passkey_ceremonies where expires_at < now() - interval '1 hour'`);
  const id = randomUUID();
  await db.query(
    `insert into passkey_ceremonies (id, purpose, user_id, user_handle, challenge, rp_id, origin, browser_hash, ip, expires_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, now() + make_interval(secs => $10::int))`,
    [
      id,
      ceremony.purpose,
      ceremony.userId ?? null,
      ceremony.userHandle ?? null,
      ceremony.challenge,
      ceremony.party.rpId,
      ceremony.party.origin,
      ceremony.browserHash,
      ceremony.ip,
      PASSKEY_CEREMONY_TTL_SECONDS,
    ],
  );
  return id;
}

/** The passkey requests `ip` made in the last 10 minutes. */
export async function ceremoniesFromIp(db: Queryable, ip: string): Promise<number> {
  const { rows } = await db.query<{ n: string }>(
    `select count(*)::text as n from passkey_ceremonies where ip = $1 and created_at > now() - interval '10 minutes'`,
    [ip],
  );
  return Number(rows[0]?.n ?? 0);
}

export interface TakenCeremony {
  readonly challenge: string;
  readonly rp_id: string;
  readonly origin: string;
  readonly user_handle: string | null;
}

/**
 * Takes a live request of `purpose` made in this browser (for a registration,
 * by this account): marks it used and returns it, for one request only,
 * whatever the interleaving. Null when it expired, was used, or belongs to
 * another browser or account; a request is spent by its first answer, right
 * or wrong.
 */
export async function takeCeremony(
  db: Queryable,
  id: string,
  purpose: CeremonyPurpose,
  browserHash: string | null,
  userId: number | string | null,
): Promise<TakenCeremony | null> {
  if (!browserHash) return null;
  const { rows } = await db.query<TakenCeremony>(
    `update passkey_ceremonies set used_at = now()
      where id = $1 and purpose = $2 and browser_hash = $3 and used_at is null and expires_at > now()
        and user_id is not distinct from $4::bigint
      returning challenge, rp_id, origin, user_handle`,
    [id, purpose, browserHash, userId],
  );
  return rows[0] ?? null;
}

/** A kept passkey, as the checks read it. */
export interface StoredPasskey {
  readonly credential_id: string;
  readonly user_id: string;
  readonly user_handle: string;
  readonly public_key: string;
  readonly counter: number;
  readonly transports: string[];
}

export async function findPasskey(db: Queryable, credentialId: string): Promise<StoredPasskey | null> {
  const { rows } = await db.query<Omit<StoredPasskey, 'counter'> & { counter: string }>(
    `select credential_id, user_id::text as user_id, user_handle, public_key, counter::text as counter, transports
       from passkeys where credential_id = $1`,
    [credentialId],
  );
  const row = rows[0];
  return row ? { ...row, counter: Number(row.counter) } : null;
}

/** The account's passkeys: ids and transports (excluded from a new registration), newest first. */
export async function accountPasskeys(
  db: Queryable,
  userId: number | string,
): Promise<{ readonly credential_id: string; readonly transports: string[]; readonly user_handle: string }[]> {
  const { rows } = await db.query<{ credential_id: string; transports: string[]; user_handle: string }>(
    `select credential_id, transports, user_handle from passkeys where user_id = $1 order by created_at desc`,
    [userId],
  );
  return rows;
}

/** The account's WebAuthn user handle: its passkeys', else a new random one (no personal data in it). */
export function userHandleOf(existing: readonly { readonly user_handle: string }[]): string {
  return existing[0]?.user_handle ?? randomBytes(32).toString('base64url');
}

interface PasskeyRow {
  credential_id: string;
  name: string;
  created_at: Date | string;
  last_used_at: Date | string | null;
}

const iso = (value: Date | string) => new Date(value).toISOString();

function itemOf(row: PasskeyRow): PasskeyItem {
  return {
    id: row.credential_id,
    name: row.name,
    created_at: iso(row.created_at),
    last_used_at: row.last_used_at === null ? null : iso(row.last_used_at),
  };
}

export async function listPasskeys(db: Queryable, userId: number | string): Promise<PasskeyItem[]> {
  const { rows } = await db.query<PasskeyRow>(
    `select credential_id, name, created_at, last_used_at from passkeys where user_id = $1 order by created_at desc`,
    [userId],
  );
  return rows.map(itemOf);
}

export interface NewPasskey {
  readonly credentialId: string;
  readonly userId: number | string;
  readonly userHandle: string;
  readonly publicKey: string;
  readonly counter: number;
  readonly transports: readonly string[];
  readonly deviceType: string;
  readonly backedUp: boolean;
  readonly name: string;
}

/**
 * Keeps a verified passkey, unless its credential id is known already or the
 * account has `limit` passkeys: the item, 'exists' or 'limit'.
 */
export async function storePasskey(
  db: Queryable,
  passkey: NewPasskey,
  limit: number,
): Promise<PasskeyItem | 'exists' | 'limit'> {
  const { rows } = await db.query<PasskeyRow>(
    `insert into passkeys (credential_id, user_id, user_handle, public_key, counter, transports, device_type, backed_up, name)
     select $1::text, $2::bigint, $3::text, $4::text, $5::bigint, $6::text[], $7::text, $8::boolean, $9::text
      where (select count(*) from passkeys where user_id = $2::bigint) < $10::int
     on conflict (credential_id) do nothing
     returning credential_id, name, created_at, last_used_at`,
    [
      passkey.credentialId,
      passkey.userId,
      passkey.userHandle,
      passkey.publicKey,
      passkey.counter,
      [...passkey.transports],
      passkey.deviceType,
      passkey.backedUp,
      passkey.name,
      limit,
    ],
  );
  if (rows[0]) return itemOf(rows[0]);
  return (await findPasskey(db, passkey.credentialId)) ? 'exists' : 'limit';
}

/**
 * The signature counter rule (WebAuthn L3 §6.1.1): an authenticator that
 * counts must show a higher count at every use; one that does not count
 * always says 0. A count that did not increase, while either is non-zero,
 * means two authenticators hold the same key (a clone), or a replay. Pure.
 */
export function counterAdvances(stored: number, received: number): boolean {
  if (stored === 0 && received === 0) return true;
  return received > stored;
}

/**
 * Records a verified use: the new counter and the time, only if the counter
 * rule holds against the counter kept now (one statement, so two uses with
 * the same count cannot both pass). False when it does not hold.
 */
export async function recordPasskeyUse(db: Queryable, credentialId: string, counter: number): Promise<boolean> {
  const { rows } = await db.query(
    `update passkeys set counter = $2::bigint, last_used_at = now()
      where credential_id = $1 and ((counter = 0 and $2::bigint = 0) or counter < $2::bigint)
      returning credential_id`,
    [credentialId, counter],
  );
  return rows.length === 1;
}

/** Removes one of the account's passkeys: its name, or null when the account has no such passkey. */
export async function removePasskey(
  db: Queryable,
  userId: number | string,
  credentialId: string,
): Promise<string | null> {
  const { rows } = await db.query<{ name: string }>(
    'delete from passkeys where user_id = $1 and credential_id = $2 returning name',
    [userId, credentialId],
  );
  return rows[0]?.name ?? null;
}
