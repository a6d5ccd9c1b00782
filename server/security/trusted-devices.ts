import type { FastifyRequest } from 'fastify';

import type { TrustedDeviceItem } from '@/contract/security/trusted-devices';

import type { Queryable } from '../db';
import { guidOf, TRUST_DAYS } from './devices';

/**
 * Issue 36 item 8: the devices an account trusts ("Trust this device for 30
 * days", server/security/devices.ts), as its owner lists and forgets them by
 * a public id; the GUID is never shown.
 */

interface TrustedRow {
  public_id: string;
  guid: string;
  browser: string;
  os: string;
  trusted_at: Date | string;
  trusted_until: Date | string;
}

/** The account's devices trusted now, the latest trusted first; `current` is the asking browser's. */
export async function listTrustedDevices(
  db: Queryable,
  req: Pick<FastifyRequest, 'headers'>,
  userId: number | string,
): Promise<TrustedDeviceItem[]> {
  const { rows } = await db.query<TrustedRow>(
    `select public_id, guid, browser, os, trusted_until,
            trusted_until - make_interval(days => $2::int) as trusted_at
       from account_devices
      where user_id = $1 and trust_hash is not null and trusted_until > now()
      order by trusted_until desc`,
    [userId, TRUST_DAYS],
  );
  const guid = guidOf(req);
  return rows.map((r) => ({
    id: r.public_id,
    browser: r.browser,
    os: r.os,
    trusted_at: new Date(r.trusted_at).toISOString(),
    trusted_until: new Date(r.trusted_until).toISOString(),
    current: guid !== '' && r.guid === guid,
  }));
}

/** Stops trusting the account's device `publicId`; false when the account trusts no device by that id. */
export async function forgetTrustedDevice(db: Queryable, userId: number | string, publicId: string): Promise<boolean> {
  const { rows } = await db.query<{ public_id: string }>(
    `update account_devices set trust_hash = null, trusted_until = null
      where user_id = $1 and public_id = $2 and trust_hash is not null and trusted_until > now()
      returning public_id`,
    [userId, publicId],
  );
  return rows.length > 0;
}
