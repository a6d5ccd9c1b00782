import { describe, expect, it } from 'vitest';

import { buildApp } from '@/server/app';
import { tokenFromRequest } from '@/server/auth/guard';
import { createSession, deleteSession, hashToken, SESSION_TTL_DAYS, userFromToken } from '@/server/auth/sessions';

import { describeEachDriver, openTestDatabase } from './harness';
import { createUser, DEMO_UID, get, post, tokenFor } from './helpers';

/** Every private endpoint with a request that would succeed given a session. */
const PRIVATE: ReadonlyArray<{ method: 'GET' | 'POST'; url: string; body?: unknown }> = [
  { method: 'GET', url: '/x-api/v2/private/user/profile' },
  { method: 'GET', url: '/x-api/user/private/member/info' },
  { method: 'GET', url: '/x-api/user/private/one_people_bind/get' },
  { method: 'POST', url: '/x-api/user/private/one_people_bind/set', body: { bind_uid: DEMO_UID } },
  { method: 'GET', url: '/x-api/v3/private/kyc/get-rc-config?site_id=EU' },
];

describe('token transport', () => {
  it('SEC-2 the token comes from the UserToken header, else the BYBIT_TOKEN cookie', () => {
    expect(tokenFromRequest({ headers: { usertoken: 'h' }, cookies: {} })).toBe('h');
    expect(tokenFromRequest({ headers: {}, cookies: { a: '1', BYBIT_TOKEN: 'c-x' } })).toBe('c-x');
    expect(tokenFromRequest({ headers: { usertoken: 'h' }, cookies: { BYBIT_TOKEN: 'c' } })).toBe('h');
    expect(tokenFromRequest({ headers: { usertoken: '  ' }, cookies: { BYBIT_TOKEN: 'c' } })).toBe('c');
    expect(tokenFromRequest({ headers: {}, cookies: { XBYBIT_TOKEN: 'c' } })).toBeUndefined();
    expect(tokenFromRequest({ headers: {}, cookies: {} })).toBeUndefined();
  });
});

describeEachDriver('sessions', (h) => {
  it('SEC-1 createSession returns a 32-byte base64url token and stores only its hash, for 7 days', async () => {
    const user = await createUser(h.db);
    const token = await createSession(h.db, user.id);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const { rows } = await h.db.query<{ token_hash: string; days: number }>(
      `select token_hash, round(extract(epoch from expires_at - created_at) / 86400)::int as days
         from sessions where user_id = $1`,
      [user.id],
    );
    expect(rows).toEqual([{ token_hash: hashToken(token), days: SESSION_TTL_DAYS }]);
    expect(rows[0].token_hash).toMatch(/^[0-9a-f]{64}$/);
    const dump = await h.db.query("select count(*)::int as n from sessions where token_hash like '%' || $1 || '%'", [
      token,
    ]);
    expect(dump.rows[0]).toEqual({ n: 0 });
  });

  it('LOGIN-10 userFromToken answers the user of a live session, null otherwise', async () => {
    const user = await createUser(h.db, { email: 'live@example.com' });
    const token = await createSession(h.db, user.id);
    const found = await userFromToken(h.db, token);
    expect(found).toMatchObject({ id: user.id, uid: user.uid, email: 'live@example.com', status: 1 });
    expect(await userFromToken(h.db, undefined)).toBeNull();
    expect(await userFromToken(h.db, '')).toBeNull();
    expect(await userFromToken(h.db, `${token}x`)).toBeNull();
    expect(await userFromToken(h.db, 'a'.repeat(10_000))).toBeNull();
  });

  it('LOGIN-10 an expired session finds no user; deleteSession ends a live one', async () => {
    const user = await createUser(h.db);
    const expired = await createSession(h.db, user.id);
    await h.db.query("update sessions set expires_at = now() - interval '1 minute' where token_hash = $1", [
      hashToken(expired),
    ]);
    expect(await userFromToken(h.db, expired)).toBeNull();
    const live = await createSession(h.db, user.id);
    expect(await userFromToken(h.db, live)).not.toBeNull();
    await deleteSession(h.db, live);
    expect(await userFromToken(h.db, live)).toBeNull();
  });

  it('LOGIN-10 every private endpoint answers HTTP 200 with 10006 without a token', async () => {
    for (const e of PRIVATE) {
      const res = e.method === 'GET' ? await get(h.app, e.url) : await post(h.app, e.url, e.body);
      expect(res.status, e.url).toBe(200);
      expect(res.body, e.url).toMatchObject({ ret_code: 10006, ret_msg: 'Session expired, please log in again' });
    }
  });

  it('LOGIN-10 every private endpoint answers 10006 for an unknown token and for an expired session', async () => {
    const user = await createUser(h.db);
    const expired = await createSession(h.db, user.id);
    await h.db.query("update sessions set expires_at = now() - interval '1 second' where token_hash = $1", [
      hashToken(expired),
    ]);
    for (const token of ['unknown-token', expired]) {
      for (const e of PRIVATE) {
        const headers = { UserToken: token };
        const res = e.method === 'GET' ? await get(h.app, e.url, headers) : await post(h.app, e.url, e.body, headers);
        expect(res.body.ret_code, `${e.url} ${token === expired ? 'expired' : 'unknown'}`).toBe(10006);
      }
    }
  });

  it('SEC-2 every private endpoint succeeds with a session token in the UserToken header', async () => {
    const user = await createUser(h.db);
    const token = await createSession(h.db, user.id);
    for (const e of PRIVATE) {
      const headers = { UserToken: token };
      const res = e.method === 'GET' ? await get(h.app, e.url, headers) : await post(h.app, e.url, e.body, headers);
      expect(res.body.ret_code, e.url).toBe(0);
    }
  });

  it('SEC-2 the BYBIT_TOKEN cookie is accepted when there is no header; the header wins over it', async () => {
    const demo = await tokenFor(h.db, DEMO_UID);
    const other = await createUser(h.db);
    const otherToken = await createSession(h.db, other.id);
    const byCookie = await get<{ uid: string }>(h.app, '/x-api/v2/private/user/profile', {
      cookie: `BYBIT_TOKEN=${demo}`,
    });
    expect(byCookie.body.result.uid).toBe(DEMO_UID);
    const both = await get<{ uid: string }>(h.app, '/x-api/v2/private/user/profile', {
      UserToken: otherToken,
      cookie: `BYBIT_TOKEN=${demo}`,
    });
    expect(both.body.result.uid).toBe(other.uid);
  });
});

describe('token privacy', () => {
  it('SEC-2 tokens in the UserToken header or the cookie never reach the log', async () => {
    const lines: string[] = [];
    const db = await openTestDatabase();
    const app = await buildApp({ db, logLevel: 'trace', logStream: { write: (line: string) => lines.push(line) } });
    try {
      const token = await tokenFor(db, DEMO_UID);
      await get(app, '/x-api/v2/private/user/profile', { UserToken: token });
      await get(app, '/x-api/user/private/member/info', { cookie: `BYBIT_TOKEN=${token}` });
      await get(app, '/x-api/v2/private/user/profile', { UserToken: 'UNKNOWNSECRET' });
      const log = lines.join('\n');
      expect(log).toContain('/x-api/v2/private/user/profile');
      expect(log).not.toContain(token);
      expect(log).not.toContain(hashToken(token));
      expect(log).not.toContain('UNKNOWNSECRET');
    } finally {
      await app.close();
      await db.close();
    }
  });
});
