import type { FastifyRequest } from 'fastify';

import { LOGIN_EVENTS_KEPT_DAYS, LOGIN_EVENTS_KEPT_MAX, LOGIN_HISTORY_SHOWN } from '@/config/devices';
import { RET_CODES } from '@/contract/ret-codes';
import type { LoginEventItem, LoginMethod, LoginResult } from '@/contract/security/login-history';

import type { Queryable } from '../db';
import { deviceParts, maskAddress } from './device-label';

/**
 * Issue 36 item 8: the login history. Every login of an account is written
 * here by the one gate (server/accounts/admission.ts: a session, a second
 * step asked, a refusal) and by the password login for a wrong password or
 * a lock; the owner reads the last LOGIN_HISTORY_SHOWN on the account page.
 */

/** What a refusal of a login says about how it ended; null for a refusal that is no login's outcome. */
const REFUSAL_RESULTS: ReadonlyMap<number, LoginResult> = new Map<number, LoginResult>([
  [RET_CODES.wrongPassword, 'wrongPassword'],
  [RET_CODES.tooManyPasswordErrors, 'locked'],
  [RET_CODES.tooManyCodeErrors, 'locked'],
  [RET_CODES.accountBanned, 'banned'],
  [RET_CODES.accountTerminated, 'closed'],
  [RET_CODES.accountUpgrading, 'upgrading'],
  [RET_CODES.jurisdictionRefused, 'otherSite'],
]);

/** The login result a refusal's code stands for (pure). */
export function loginResultOfRefusal(code: number): LoginResult | null {
  return REFUSAL_RESULTS.get(code) ?? null;
}

/** Writes one login of `userId` from the request's device, and drops what is past keeping. */
export async function recordLoginEvent(
  db: Queryable,
  req: Pick<FastifyRequest, 'headers' | 'ip'>,
  userId: number | string,
  event: { readonly method: LoginMethod; readonly result: LoginResult; readonly country: string },
): Promise<void> {
  const { browser, os } = deviceParts(req.headers['user-agent']);
  // one statement (issue 40: queries per login): the new event, and the account's older ones past keeping (older
  // than the days kept, or beyond the newest LOGIN_EVENTS_KEPT_MAX with the new one); the delete sees the rows as
  // they were before the insert, so it keeps LOGIN_EVENTS_KEPT_MAX - 1 of them
  await db.query(
    `with added as (
       insert into login_events (user_id, method, result, browser, os, network, country)
       values ($1, $2, $3, $4, $5, $6, $7)
     )
     delete from login_events
      where user_id = $1
        and (at < now() - make_interval(days => $8::int)
             or id <= (select id from login_events where user_id = $1 order by id desc offset $9 limit 1))`,
    [
      userId,
      event.method,
      event.result,
      browser,
      os,
      maskAddress(req.ip),
      event.country,
      LOGIN_EVENTS_KEPT_DAYS,
      LOGIN_EVENTS_KEPT_MAX - 1,
    ],
  );
}

interface LoginEventRow {
  id: string | number;
  at: Date | string;
  method: LoginMethod;
  result: LoginResult;
  browser: string;
  os: string;
  network: string;
  country: string;
}

/** The account's last LOGIN_HISTORY_SHOWN logins, newest first. */
export async function listLoginEvents(db: Queryable, userId: number | string): Promise<LoginEventItem[]> {
  const { rows } = await db.query<LoginEventRow>(
    `select id, at, method, result, browser, os, network, country
       from login_events where user_id = $1 order by id desc limit $2`,
    [userId, LOGIN_HISTORY_SHOWN],
  );
  return rows.map((r) => ({
    id: String(r.id),
    at: new Date(r.at).toISOString(),
    method: r.method,
    result: r.result,
    browser: r.browser,
    os: r.os,
    network: r.network,
    country: r.country,
  }));
}
