import type { FastifyReply, FastifyRequest } from 'fastify';

import { giveBrowserSecret, holdsBrowserSecret, newBrowserSecret } from '../auth/browser-secret';
import { hashToken } from '../auth/sessions';
import type { Queryable } from '../db';

/** HTTP-1: the browser's device GUID header; longer values are not ours. */
const GUID_HEADER = 'guid';
const MAX_GUID = 128;

/** Issue 26: "Trust this device for 30 days". */
export const TRUST_DAYS = 30;
/** The HttpOnly cookie whose secret makes a device's trust unforgeable by a copied GUID. */
export const DEVICE_TRUST_COOKIE = 'device_trust';

/** The device GUID of a request ('' when it sent none). */
export function guidOf(req: Pick<FastifyRequest, 'headers'>): string {
  const raw = req.headers[GUID_HEADER];
  const value = (Array.isArray(raw) ? raw[0] : raw)?.trim() ?? '';
  return value.length <= MAX_GUID ? value : '';
}

/** What the risk rules know of the device a login comes from. */
export interface DeviceFacts {
  /** the account had a session on this GUID before */
  readonly seen: boolean;
  /** the person trusted this browser (GUID and its secret) and the 30 days are not over */
  readonly trusted: boolean;
}

export async function deviceFacts(db: Queryable, req: FastifyRequest, userId: number | string): Promise<DeviceFacts> {
  const guid = guidOf(req);
  if (!guid) return { seen: false, trusted: false };
  const { rows } = await db.query<{ trust_hash: string | null; trusted: boolean }>(
    `select trust_hash, coalesce(trusted_until > now(), false) as trusted
       from account_devices where user_id = $1 and guid = $2`,
    [userId, guid],
  );
  const row = rows[0];
  if (!row) return { seen: false, trusted: false };
  return {
    seen: true,
    trusted: row.trusted && !!row.trust_hash && holdsBrowserSecret(req, DEVICE_TRUST_COOKIE, row.trust_hash),
  };
}

/** A session opened on this device: the account has now seen it. */
export async function rememberDevice(db: Queryable, req: FastifyRequest, userId: number | string): Promise<void> {
  const guid = guidOf(req);
  if (!guid) return;
  await db.query(
    `insert into account_devices (user_id, guid) values ($1, $2)
     on conflict (user_id, guid) do update set last_seen_at = now()`,
    [userId, guid],
  );
}

/** Trusts this browser for the account for 30 days: a new secret in its cookie, its hash kept here. */
export async function trustDevice(
  db: Queryable,
  req: FastifyRequest,
  reply: FastifyReply,
  userId: number | string,
): Promise<void> {
  const guid = guidOf(req);
  if (!guid) return;
  // one secret per browser, kept for every account trusted on it
  const kept = req.cookies[DEVICE_TRUST_COOKIE];
  const { secret, hash } =
    kept && /^[A-Za-z0-9_-]{43}$/.test(kept) ? { secret: kept, hash: hashToken(kept) } : newBrowserSecret();
  await db.query(
    `insert into account_devices (user_id, guid, trust_hash, trusted_until)
     values ($1, $2, $3, now() + make_interval(days => $4::int))
     on conflict (user_id, guid) do update
       set trust_hash = excluded.trust_hash, trusted_until = excluded.trusted_until, last_seen_at = now()`,
    [userId, guid, hash, TRUST_DAYS],
  );
  giveBrowserSecret(req, reply, DEVICE_TRUST_COOKIE, secret, TRUST_DAYS * 24 * 60 * 60);
}

/** Ends the trust of every device of the account (a password reset, a second factor changed). */
export async function forgetTrustedDevices(db: Queryable, userId: number | string): Promise<void> {
  await db.query('update account_devices set trust_hash = null, trusted_until = null where user_id = $1', [userId]);
}
