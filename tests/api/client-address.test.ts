import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildApp } from '@/server/app';
import { trustProxySetting } from '@/server/config';
import type { Db } from '@/server/db';

import { captcha, encryptPassword, publicKey, SCENE, uniqueEmail } from './accounts-helpers';
import { openTestDatabase } from './harness';

const WHO = '/x-api/dev/client-address';

// one embedded database for the file (a PGlite start costs seconds); an app per trust setting
let db: Db;
beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(async () => {
  await db?.close();
});

async function withApp<T>(
  trustProxy: readonly string[] | undefined,
  run: (app: Awaited<ReturnType<typeof buildApp>>) => Promise<T>,
): Promise<T> {
  const app = await buildApp({ db, logLevel: 'silent', ...(trustProxy ? { trustProxy } : {}) });
  try {
    return await run(app);
  } finally {
    await app.close();
  }
}

describe('the client address the api counts limits against', () => {
  it('LOGIN-5 a client reaching the api directly is its socket address, whatever X-Forwarded-For it writes', async () => {
    await withApp(undefined, async (app) => {
      const res = await app.inject({
        method: 'GET',
        url: WHO,
        remoteAddress: '203.0.113.7',
        headers: { 'x-forwarded-for': '198.51.100.1, 198.51.100.2' },
      });
      expect(res.json().result).toEqual({ ip: '203.0.113.7' });
    });
  });

  it('LOGIN-5 the web on loopback names the client: its X-Forwarded-For is believed by default', async () => {
    await withApp(undefined, async (app) => {
      const res = await app.inject({
        method: 'GET',
        url: WHO,
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': '198.51.100.9' },
      });
      expect(res.json().result).toEqual({ ip: '198.51.100.9' });
    });
  });

  it('LOGIN-5 API_TRUST_PROXY=none believes nobody, a configured proxy address only that one', async () => {
    await withApp(trustProxySetting('none'), async (app) => {
      const res = await app.inject({ method: 'GET', url: WHO, headers: { 'x-forwarded-for': '198.51.100.9' } });
      expect(res.json().result).toEqual({ ip: '127.0.0.1' });
    });
    await withApp(trustProxySetting('10.0.0.5'), async (app) => {
      const viaProxy = await app.inject({
        method: 'GET',
        url: WHO,
        remoteAddress: '10.0.0.5',
        headers: { 'x-forwarded-for': '198.51.100.9' },
      });
      expect(viaProxy.json().result).toEqual({ ip: '198.51.100.9' });
      // a spoofed entry in front of what the trusted proxy appended is not the client
      const spoofed = await app.inject({
        method: 'GET',
        url: WHO,
        remoteAddress: '10.0.0.5',
        headers: { 'x-forwarded-for': '1.1.1.1, 198.51.100.10' },
      });
      expect(spoofed.json().result).toEqual({ ip: '198.51.100.10' });
    });
  });

  it('LOGIN-5 API_TRUST_PROXY is checked at start: nonsense stops the api with its name', () => {
    expect(trustProxySetting(undefined)).toEqual(['loopback']);
    expect(trustProxySetting('')).toEqual(['loopback']);
    expect(trustProxySetting('10.0.0.0/8, ::1')).toEqual(['10.0.0.0/8', '::1']);
    expect(() => trustProxySetting('everyone')).toThrow(/API_TRUST_PROXY/);
  });

  it('LOGIN-5 a spoofed X-Forwarded-For per request does not reset the per-IP limit', async () => {
    await withApp(undefined, async (app) => {
      const pem = await publicKey(app);
      const codes: number[] = [];
      for (let i = 0; i < 22; i += 1) {
        const res = await app.inject({
          method: 'POST',
          url: '/x-api/login',
          remoteAddress: '203.0.113.50',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${i + 1}` },
          payload: JSON.stringify({
            login_name: uniqueEmail('spoof'),
            ...encryptPassword(pem, 'Wrong1234'),
            ...(await captcha(app, SCENE.login)),
          }),
        });
        codes.push(res.json<{ ret_code: number }>().ret_code);
      }
      expect(codes.slice(0, 20).every((c) => c === 31002)).toBe(true);
      expect(codes.slice(20)).toEqual([31018, 31018]);
    });
  });
});
