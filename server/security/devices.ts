import { createHash } from 'node:crypto';

import type { FastifyReply, FastifyRequest } from 'fastify';

import { giveBrowserSecret, holdsBrowserSecret, newBrowserSecret } from '../auth/browser-secret';
import type { Queryable } from '../db';
import type { DeviceParts } from './device-label';

/** HTTP-1: the browser's device GUID header; longer values are not ours. */
const GUID_HEADER = 'guid';
const MAX_GUID = 128;

/** Issue 26: "Trust this device for 30 days". */
export const TRUST_DAYS = 30;
/**
 * The HttpOnly cookie whose secret makes a device's trust unforgeable by a
 * copied GUID: one per account (issue 36 item 5), since each trust mints a
 * new secret and a browser may trust several accounts.
 */
export const DEVICE_TRUST_COOKIE = 'device_trust';

/** Where it is served over https, the cookie is `__Host-` prefixed: Secure, Path=/, no Domain, so no sibling host can set it. */
const HOST_PREFIX = '__Host-';

/**
 * The name of `userId`'s trust cookie in this request's scheme:
 * `device_trust_<12 hex of a hash of the account>`, `__Host-` prefixed over
 * https. The hash keeps the account's id out of the browser's cookie list.
 */
export function trustCookieName(req: Pick<FastifyRequest, 'protocol'>, userId: number | string): string {
  const tag = createHash('sha256').update(`device-trust:${userId}`, 'utf8').digest('hex').slice(0, 12);
  return `${req.protocol === 'https' ? HOST_PREFIX : ''}${DEVICE_TRUST_COOKIE}_${tag}`;
}

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

/**
 * What account_devices holds of the request's device, read beside the
 * account's row (server/security/second-step.ts, one query per login):
 * `account_devices d` joined on `d.guid = $<n>` with deviceGuidParam, and these
 * columns; `device_seen` is false when the account never saw the device.
 */
export const DEVICE_COLUMNS = `d.user_id is not null as device_seen, d.trust_hash,
  coalesce(d.trusted_until > now(), false) as device_trusted`;

export interface DeviceColumns {
  readonly device_seen: boolean;
  readonly trust_hash: string | null;
  readonly device_trusted: boolean;
}

/** The GUID to join a request's device on: null, which matches no device, when the request names none. */
export function deviceGuidParam(req: Pick<FastifyRequest, 'headers'>): string | null {
  return guidOf(req) || null;
}

/** The device facts of DEVICE_COLUMNS; trust needs the browser's secret too. */
export function deviceFactsOf(req: FastifyRequest, userId: number | string, row: DeviceColumns): DeviceFacts {
  if (!row.device_seen) return { seen: false, trusted: false };
  return {
    seen: true,
    trusted:
      row.device_trusted && !!row.trust_hash && holdsBrowserSecret(req, trustCookieName(req, userId), row.trust_hash),
  };
}

/**
 * A session opened on this device: the account has now seen it, and (issue
 * 36 item 8) names it after the browser and system it was seen as.
 */
export async function rememberDevice(
  db: Queryable,
  req: FastifyRequest,
  userId: number | string,
  device: DeviceParts,
): Promise<void> {
  const guid = guidOf(req);
  if (!guid) return;
  await db.query(
    `insert into account_devices (user_id, guid, browser, os) values ($1, $2, $3, $4)
     on conflict (user_id, guid) do update set last_seen_at = now(), browser = excluded.browser, os = excluded.os`,
    [userId, guid, device.browser, device.os],
  );
}

/**
 * Trusts this browser for the account for 30 days: a secret minted now in
 * the account's cookie, its hash kept here. Issue 36 item 5: never a secret
 * the browser brought (whoever planted one would share the trust). False
 * when the request names no device (no GUID): nothing was trusted.
 */
export async function trustDevice(
  db: Queryable,
  req: FastifyRequest,
  reply: FastifyReply,
  userId: number | string,
): Promise<boolean> {
  const guid = guidOf(req);
  if (!guid) return false;
  const { secret, hash } = newBrowserSecret();
  await db.query(
    `insert into account_devices (user_id, guid, trust_hash, trusted_until)
     values ($1, $2, $3, now() + make_interval(days => $4::int))
     on conflict (user_id, guid) do update
       set trust_hash = excluded.trust_hash, trusted_until = excluded.trusted_until, last_seen_at = now()`,
    [userId, guid, hash, TRUST_DAYS],
  );
  giveBrowserSecret(req, reply, trustCookieName(req, userId), secret, TRUST_DAYS * 24 * 60 * 60);
  // the one cookie every account shared before issue 36 trusts nothing any more
  if (req.cookies[DEVICE_TRUST_COOKIE] !== undefined) reply.clearCookie(DEVICE_TRUST_COOKIE, { path: '/' });
  return true;
}

/** Ends the trust of every device of the account (a password reset, a second factor changed). */
export async function forgetTrustedDevices(db: Queryable, userId: number | string): Promise<void> {
  await db.query('update account_devices set trust_hash = null, trusted_until = null where user_id = $1', [userId]);
}
