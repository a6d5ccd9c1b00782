import type { FastifyInstance, InjectOptions } from 'fastify';

import { createSession } from '@/server/auth/sessions';
import type { Queryable } from '@/server/db';
import type { Envelope as ServerEnvelope } from '@/server/envelope';

/** The answer as the reference api sends it (server/envelope.ts). */
export type Envelope<T = Record<string, unknown>> = ServerEnvelope<T>;

export interface Reply<T> {
  status: number;
  body: Envelope<T>;
}

type Headers = Record<string, string>;

export async function get<T = Record<string, unknown>>(
  app: FastifyInstance,
  url: string,
  headers: Headers = {},
): Promise<Reply<T>> {
  const res = await app.inject({ method: 'GET', url, headers });
  return { status: res.statusCode, body: res.json<Envelope<T>>() };
}

export async function post<T = Record<string, unknown>>(
  app: FastifyInstance,
  url: string,
  payload: unknown,
  headers: Headers = {},
): Promise<Reply<T>> {
  const res = await app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json', ...headers },
    payload: payload === undefined ? undefined : JSON.stringify(payload),
  });
  return { status: res.statusCode, body: res.json<Envelope<T>>() };
}

/**
 * The app as one browser sees it: the cookies the api sets come back with
 * every later request (a registration's, a QR code's), as a browser's
 * would. `post(browser, …)` and `get(browser, …)` work on it as on the app.
 */
export function browserOf(app: FastifyInstance): FastifyInstance {
  const jar = new Map<string, string>();
  const inject = async (options: InjectOptions) => {
    const own = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    const cookie = [options.headers?.cookie, own].filter(Boolean).join('; ');
    const res = await app.inject({ ...options, headers: { ...options.headers, ...(cookie ? { cookie } : {}) } });
    for (const c of res.cookies as { name: string; value: string; maxAge?: number }[]) {
      if (c.value === '' || c.maxAge === 0) jar.delete(c.name);
      else jar.set(c.name, c.value);
    }
    return res;
  };
  return new Proxy(app, { get: (target, key) => (key === 'inject' ? inject : Reflect.get(target, key)) });
}

let nextUid = 200000000;

export interface TestUser {
  id: number;
  uid: string;
}

/** A fresh account with the given columns (defaults: unverified, no KYC). */
export async function createUser(
  db: Queryable,
  fields: {
    email?: string | null;
    mobile?: string | null;
    countryCode?: string | null;
    username?: string;
    kycPersonLevel?: number;
    memberTag?: Record<string, unknown>;
  } = {},
): Promise<TestUser> {
  nextUid += 1;
  const uid = String(nextUid);
  const { rows } = await db.query<{ id: string }>(
    `insert into users (uid, email, mobile, country_code, username, kyc_person_level, member_tag)
     values ($1, $2, $3, $4, $5, $6, $7::jsonb) returning id`,
    [
      uid,
      fields.email === undefined ? `user${uid}@example.com` : fields.email,
      fields.mobile ?? null,
      fields.countryCode ?? null,
      fields.username ?? `user${uid}`,
      fields.kycPersonLevel ?? 0,
      JSON.stringify(fields.memberTag ?? {}),
    ],
  );
  return { id: Number(rows[0].id), uid };
}

/** A live session token for the account with public id `uid`. */
export async function tokenFor(db: Queryable, uid: string): Promise<string> {
  const { rows } = await db.query<{ id: string }>('select id from users where uid = $1', [uid]);
  if (!rows[0]) throw new Error(`no user ${uid}`);
  return createSession(db, rows[0].id);
}

/** Headers of a signed-in request. */
export function auth(token: string): Headers {
  return { UserToken: token };
}

export const DEMO_UID = '100000001';
