import { Writable } from 'node:stream';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { X_API_PREFIX } from '@/config/x-api';
import { RET_CODES } from '@/contract/ret-codes';
import { buildApp } from '@/server/app';
import { METADATA_PATH } from '@/server/oauth/metadata';
import { PUBLIC_CACHEABLE } from '@/server/routes/cache-policy';
import { CONTRACT_ENDPOINTS } from '@/tests/support/contract-endpoints';

import { describeEachDriver, openTestDatabase } from './harness';
import { auth, createUser, post, tokenFor } from './helpers';

describeEachDriver('what the api answers', (h) => {
  it('LOGIN-7 LOGIN-10 every contract answer is no-store, refusals and guarded ones included; only the listed public ones may be kept', async () => {
    const user = await createUser(h.db);
    const token = await tokenFor(h.db, user.uid);
    const kept: string[] = [];
    for (const e of CONTRACT_ENDPOINTS) {
      for (const headers of [{}, auth(token)]) {
        const res = await h.app.inject({
          method: e.method,
          url: `${X_API_PREFIX}${e.path}`,
          headers: { 'content-type': 'application/json', ...headers },
          payload: e.method === 'GET' ? undefined : '{}',
        });
        if (res.headers['cache-control'] !== 'no-store') kept.push(`${e.method} ${e.path} ${res.statusCode}`);
      }
    }
    expect(kept).toEqual([]);
  });

  it('LOGIN-7 the QR status that hands over a session, the profile and a 404 say no-store', async () => {
    const user = await createUser(h.db);
    const token = await tokenFor(h.db, user.uid);
    const profile = await h.app.inject({ url: `${X_API_PREFIX}/v2/private/user/profile`, headers: auth(token) });
    expect(profile.statusCode).toBe(200);
    expect(profile.headers['cache-control']).toBe('no-store');
    const generated = await h.app.inject({ url: `${X_API_PREFIX}/v3/public/qrcode/generate` });
    const uuid = generated.json<{ result: { uuid?: string } }>().result.uuid ?? '';
    const status = await h.app.inject({
      url: `${X_API_PREFIX}/v3/public/qrcode/status?uuid=${encodeURIComponent(uuid)}`,
      headers: { cookie: String(generated.headers['set-cookie'] ?? '').split(';')[0] },
    });
    expect(status.headers['cache-control']).toBe('no-store');
    const missing = await h.app.inject({ url: `${X_API_PREFIX}/no/such/route` });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['cache-control']).toBe('no-store');
  });

  it('the public list is what may be cached, and it is: the OAuth metadata', async () => {
    expect([...PUBLIC_CACHEABLE.keys()].sort()).toEqual([METADATA_PATH, `${X_API_PREFIX}${METADATA_PATH}`].sort());
    for (const url of PUBLIC_CACHEABLE.keys()) {
      const res = await h.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe(PUBLIC_CACHEABLE.get(url));
    }
  });

  it.each([
    ['the monitoring collector (SEC-6)', '/monitor/v1/events', { name: 'script-missing\u0000', data: { src: 'a' } }],
    ['a fact of the monitoring collector (SEC-6)', '/monitor/v1/events', { name: 'x', data: { src: 'a\u0000b' } }],
    ['a fact name of the monitoring collector (SEC-6)', '/monitor/v1/events', { name: 'x', data: { 'a\u0000': 'b' } }],
    ['the password login (LOGIN-3)', '/login', { login_name: 'nul\u0000@example.com', encrypt_password: 'x' }],
    ['the sign-up start (REG-1)', '/user/public/register/info', { email: 'a\u0000@example.com', register_type: 1 }],
    [
      'a field the contract leaves open (REG-1 ext_json)',
      '/user/public/register/info',
      { email: 'a@example.com', register_type: 1, ext_json: { tg_source: { deep: ['a\u0000'] } } },
    ],
    ['a line break in a one-line field', '/user/public/register/info', { email: 'a\n@example.com', register_type: 1 }],
    ['DEL', '/user/public/register/info', { email: 'a\u007f@example.com', register_type: 1 }],
  ])('a control character in %s is refused with a 400 in the envelope', async (_name, path, body) => {
    const res = await post(h.app, `${X_API_PREFIX}${path}`, body);
    expect(res.status).toBe(400);
    expect(res.body.ret_code).toBe(RET_CODES.badRequest);
    expect(res.body.ret_msg).toMatch(/control characters/);
  });

  it('an open field nested 30 000 deep is a 400, never a 500', async () => {
    const deep = '['.repeat(30_000) + ']'.repeat(30_000);
    const res = await h.app.inject({
      method: 'POST',
      url: `${X_API_PREFIX}/user/public/register/info`,
      headers: { 'content-type': 'application/json' },
      payload: `{"email":"a@example.com","register_type":1,"ext_json":{"tg_source":${deep}}}`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ ret_code: number }>().ret_code).toBe(RET_CODES.badRequest);
  });

  it('a control character in a query is refused the same way', async () => {
    const res = await h.app.inject({ url: `${X_API_PREFIX}/oauth/v1/public/client_info?client_id=a%00b` });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ ret_msg: string }>().ret_msg).toMatch(/control characters/);
  });

  it('plain text still passes: the same requests without the character are judged on their merits', async () => {
    const res = await post(h.app, `${X_API_PREFIX}/monitor/v1/events`, { name: 'script-missing', data: { src: 'a' } });
    expect(res.status).toBe(200);
    expect(res.body.ret_code).toBe(RET_CODES.success);
  });
});

describe('how the api logs a client error', () => {
  const lines: Record<string, unknown>[] = [];
  let app: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    const db = await openTestDatabase();
    const stream = new Writable({
      write(chunk: Buffer, _enc, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
        done();
      },
    });
    app = await buildApp({ db, logLevel: 'info', logStream: stream });
    app.addHook('onClose', () => db.close());
  });
  afterAll(() => app.close());

  it('a refused request is a warning that says why, with no stack, and never an error', async () => {
    await post(app, `${X_API_PREFIX}/monitor/v1/events`, { name: 'x\u0000', data: {} });
    const refused = lines.filter((l) => l.msg === 'request refused');
    expect(refused).toHaveLength(1);
    expect(refused[0].level).toBe(40);
    expect(String(refused[0].reason)).toMatch(/control characters/);
    expect(JSON.stringify(refused[0])).not.toMatch(/stack|at .*\.ts:/);
    expect(lines.filter((l) => Number(l.level) >= 50)).toEqual([]);
  });
});
