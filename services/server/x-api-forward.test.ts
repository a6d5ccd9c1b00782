// @vitest-environment node
import { createServer, request as httpRequest, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { afterEach, describe, expect, it } from 'vitest';

import {
  forwardToApi,
  trustedProxies,
  upstreamPath,
  type ForwardOptions,
  type TrustedProxies,
} from '@/services/server/x-api-forward';

interface Seen {
  readonly method: string;
  readonly url: string;
  readonly headers: IncomingMessage['headers'];
  readonly body: string;
}

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((resolve) => s.close(resolve))));
});

function listen(server: Server): Promise<string> {
  servers.push(server);
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`));
  });
}

/** A stand-in api that records what reached it and answers with two cookies. */
async function upstream(delayMs = 0) {
  const seen: Seen[] = [];
  const origin = await listen(
    createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        seen.push({
          method: req.method ?? '',
          url: req.url ?? '',
          headers: req.headers,
          body: Buffer.concat(chunks).toString(),
        });
        setTimeout(() => {
          res.writeHead(200, { 'content-type': 'application/json', 'set-cookie': ['a=1; Path=/', 'b=2; Path=/'] });
          res.end(JSON.stringify({ ret_code: 0, ret_msg: 'OK', result: {} }));
        }, delayMs);
      });
    }),
  );
  return { origin, seen };
}

/** The web's forwarding in front of `apiOrigin`. */
async function front(options: Partial<ForwardOptions> & { apiOrigin: string; trust?: TrustedProxies }) {
  return listen(createServer((req, res) => void forwardToApi(req, res, { trust: trustedProxies(''), ...options })));
}

interface Reply {
  readonly status: number;
  readonly headers: IncomingMessage['headers'];
  readonly body: string;
}

function send(url: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}) {
  return new Promise<Reply>((resolve, reject) => {
    const req = httpRequest(url, { method: init.method ?? 'GET', headers: init.headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString() }),
      );
    });
    req.on('error', reject);
    req.end(init.body);
  });
}

describe('upstreamPath', () => {
  it.each([
    ['/x-api/login', '/x-api/login'],
    ['/x-api/dev/outbox?to=a%40b.c', '/x-api/dev/outbox?to=a%40b.c'],
    ['/en/x-api/health', '/x-api/health'],
    ['/zh-TW/x-api/v3/config/web?x=1', '/x-api/v3/config/web?x=1'],
    ['/.well-known/oauth-authorization-server', '/x-api/.well-known/oauth-authorization-server'],
    ['/api/x-api/login', null],
    ['/login', null],
    ['/x-apix/login', null],
  ])('OAUTH-1 HTTP-1 %s goes to %s', (url, path) => {
    expect(upstreamPath(url)).toBe(path);
  });
});

describe('forwardToApi', () => {
  it("LOGIN-5 the client address sent on is the connection's: a client-written X-Forwarded-For is replaced", async () => {
    const api = await upstream();
    const web = await front({ apiOrigin: api.origin });
    const res = await send(`${web}/x-api/login?x=1`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': '6.6.6.6',
        forwarded: 'for=6.6.6.6',
        'x-real-ip': '6.6.6.6',
        usertoken: 't-1',
      },
      body: '{"login_name":"a@b.c"}',
    });
    expect(res.status).toBe(200);
    const [seen] = api.seen;
    expect(seen).toMatchObject({ method: 'POST', url: '/x-api/login?x=1', body: '{"login_name":"a@b.c"}' });
    expect(seen.headers['x-forwarded-for']).toBe('127.0.0.1');
    expect(seen.headers.forwarded).toBeUndefined();
    expect(seen.headers['x-real-ip']).toBeUndefined();
    expect(seen.headers.usertoken).toBe('t-1');
    expect(seen.headers['x-forwarded-proto']).toBe('http');
    // every cookie the api sets reaches the browser
    expect(res.headers['set-cookie']).toEqual(['a=1; Path=/', 'b=2; Path=/']);
  });

  it('LOGIN-5 behind a load balancer the operator trusts (WEB_TRUST_PROXY), the address it appended is the client', async () => {
    const api = await upstream();
    const web = await front({ apiOrigin: api.origin, trust: trustedProxies('loopback') });
    await send(`${web}/x-api/health`, {
      headers: { 'x-forwarded-for': '1.1.1.1, 203.0.113.5', 'x-forwarded-proto': 'https' },
    });
    expect(api.seen[0].headers['x-forwarded-for']).toBe('203.0.113.5');
    expect(api.seen[0].headers['x-forwarded-proto']).toBe('https');
  });

  it('SEC-5 CMP-4 a visitor cannot name its own country: CF-IPCountry and X-Country are dropped unless a trusted hop sent them', async () => {
    const api = await upstream();
    const web = await front({ apiOrigin: api.origin });
    await send(`${web}/x-api/user/public/ip-country`, { headers: { 'cf-ipcountry': 'US', 'x-country': 'TR' } });
    expect(api.seen[0].headers['cf-ipcountry']).toBeUndefined();
    expect(api.seen[0].headers['x-country']).toBeUndefined();

    const behind = await front({ apiOrigin: api.origin, trust: trustedProxies('loopback') });
    await send(`${behind}/x-api/user/public/ip-country`, { headers: { 'cf-ipcountry': 'US' } });
    expect(api.seen[1].headers['cf-ipcountry']).toBe('US');
  });

  it('SEC-5 the development override (WEB_COUNTRY_OVERRIDE) passes X-Country on, never CF-IPCountry', async () => {
    const api = await upstream();
    const web = await front({ apiOrigin: api.origin, countryOverride: true });
    await send(`${web}/x-api/user/public/ip-country`, { headers: { 'cf-ipcountry': 'US', 'x-country': 'TR' } });
    expect(api.seen[0].headers['x-country']).toBe('TR');
    expect(api.seen[0].headers['cf-ipcountry']).toBeUndefined();
  });

  it('HTTP-9 a body over the limit is answered 413 in the envelope and never reaches the api', async () => {
    const api = await upstream();
    const web = await front({ apiOrigin: api.origin, bodyLimit: 1024 });
    const big = 'a'.repeat(5000);
    const declared = await send(`${web}/x-api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: big,
    });
    expect(declared.status).toBe(413);
    expect(JSON.parse(declared.body)).toMatchObject({ ret_code: 10001, ret_msg: 'Request body too large' });
    const chunked = await send(`${web}/x-api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
      body: big,
    });
    expect(chunked.status).toBe(413);
    expect(api.seen).toHaveLength(0);
  });

  it('HTTP-9 clients sending 1 MB, twenty at once and in turn, each read their 413: the refused body is let finish, never a broken pipe', async () => {
    const api = await upstream();
    const web = await front({ apiOrigin: api.origin });
    const megabyte = 'a'.repeat(1024 * 1024);
    const post = (chunked: boolean) =>
      send(`${web}/x-api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(chunked && { 'transfer-encoding': 'chunked' }) },
        body: megabyte,
      });
    const together = await Promise.all(Array.from({ length: 20 }, (_, i) => post(i % 2 === 0)));
    const inTurn: Reply[] = [];
    for (let i = 0; i < 10; i += 1) inTurn.push(await post(i % 2 === 0));
    for (const reply of [...together, ...inTurn]) {
      expect(reply.status).toBe(413);
      expect(JSON.parse(reply.body)).toMatchObject({ ret_code: 10001, ret_msg: 'Request body too large' });
    }
    expect(api.seen).toHaveLength(0);
  });

  it('HTTP-8 an api that cannot be reached is 503, one that does not answer in time 504, both in the envelope', async () => {
    const dead = await front({ apiOrigin: 'http://127.0.0.1:9' });
    const down = await send(`${dead}/x-api/health`);
    expect(down.status).toBe(503);
    expect(JSON.parse(down.body)).toMatchObject({ ret_code: 10000, ret_msg: 'Service unavailable', result: null });

    const slow = await upstream(500);
    const web = await front({ apiOrigin: slow.origin, timeoutMs: 100 });
    const late = await send(`${web}/x-api/health`);
    expect(late.status).toBe(504);
    expect(JSON.parse(late.body)).toMatchObject({ ret_code: 10000 });
  });

  it('paths outside /x-api are not forwarded', async () => {
    const api = await upstream();
    const web = await front({ apiOrigin: api.origin });
    expect((await send(`${web}/api/x-api/login`)).status).toBe(404);
    expect(api.seen).toHaveLength(0);
  });
});
