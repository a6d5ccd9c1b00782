import { createServer, type AddressInfo } from 'node:net';

import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { parseThirdPartyProviders } from '@/server/accounts/thirdparty';
import { buildApp } from '@/server/app';
import { allowedRedirect } from '@/server/routes/thirdparty-login';

// @ts-expect-error -- a plain ES module script without types
import { createDevProvider, devProviderConfig } from '../../scripts/dev-oidc-provider.mjs';
import {
  captcha,
  ipHeader,
  passwordFields,
  PASSWORD,
  signingProvider,
  uniqueEmail,
  userWithPassword,
} from './accounts-helpers';
import { describeEachDriver } from './harness';
import { post, type Envelope } from './helpers';

const WEB = 'http://localhost:3999';
const THIRD_PARTY_SCENE = 31001;

describe('LOGIN-6 return pages a provider may send the person to', () => {
  it.each([
    [`${WEB}/authorized`, true],
    [`${WEB}/tr-authorized`, true],
    [`${WEB}/zh-TW/authorized`, true],
    ['http://eu.localhost:3999/authorized', true],
    [`${WEB}/authorized?x=1`, false],
    [`${WEB}/authorized#x`, false],
    [`${WEB}/login`, false],
    ['http://localhost:4000/authorized', false],
    ['https://localhost:3999/authorized', false],
    ['http://evil.example:3999/authorized', false],
    ['http://localhost.evil.example:3999/authorized', false],
    ['http://user@localhost:3999/authorized', false],
    ['not a url', false],
  ])('LOGIN-6 %s: %s', (uri, allowed) => {
    expect(allowedRedirect(uri, WEB) !== null).toBe(allowed);
  });
});

describeEachDriver('third-party sign-in (LOGIN-6)', (h) => {
  let app: FastifyInstance;
  let idp: ReturnType<typeof signingProvider>;
  let devIssuer: string;
  let server: { close: (cb: () => void) => void };

  beforeAll(async () => {
    idp = signingProvider();
    // a real OpenID provider (oidc-provider) for the code flow, on a free port it is named by
    const port = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, () => {
        const { port: free } = probe.address() as AddressInfo;
        probe.close(() => resolve(free));
      });
    });
    devIssuer = `http://localhost:${port}`;
    server = await new Promise((resolve) => {
      const s = createDevProvider(devIssuer, [WEB]).listen(port, () => resolve(s));
    });
    app = await buildApp({
      security: { newDeviceCheck: false },
      db: h.db,
      logLevel: 'silent',
      accounts: {
        webOrigin: WEB,
        thirdParty: parseThirdPartyProviders(
          JSON.stringify({ google: idp.entry, ...JSON.parse(devProviderConfig(devIssuer) as string) }),
        ),
      },
    });
  });

  afterAll(async () => {
    await app?.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  const authorize = (body: Record<string, unknown>) =>
    app.inject({
      method: 'POST',
      url: '/x-api/user/public/thirdparty/authorize',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });

  it('LOGIN-6 authorize gives the provider URL with PKCE (S256), state and nonce, and ties the round trip to this browser', async () => {
    const res = await authorize({ provider: 'devid', redirect_uri: `${WEB}/authorized`, attribution: { ref: 'R1' } });
    const body = res.json<Envelope<{ url: string }>>();
    expect(body.ret_code).toBe(0);
    const url = new URL(body.result.url);
    expect(`${url.origin}${url.pathname}`).toBe(`${devIssuer}/auth`);
    expect(url.searchParams.get('redirect_uri')).toBe(`${WEB}/authorized`);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(url.searchParams.get('state')).toBeTruthy();
    expect(url.searchParams.get('nonce')).toBeTruthy();
    expect(url.searchParams.get('scope')).toBe('openid email profile');
    expect(res.cookies.find((c) => c.name === 'tp_flow')).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
  });

  it('LOGIN-6 authorize refuses an unknown provider, one without a code flow, and a return page elsewhere', async () => {
    const code = async (body: Record<string, unknown>) => (await authorize(body)).json<Envelope>().ret_code;
    expect(await code({ provider: 'apple', redirect_uri: `${WEB}/authorized` })).toBe(10001);
    expect(await code({ provider: 'google', redirect_uri: `${WEB}/authorized` })).toBe(10001);
    const evil = (
      await authorize({ provider: 'devid', redirect_uri: 'https://evil.example/authorized' })
    ).json<Envelope>();
    expect(evil).toMatchObject({ ret_code: 10001, ret_msg: expect.stringMatching(/redirect_uri/) });
  });

  it('LOGIN-6 the code comes back once, to the browser that started: no cookie, a wrong state or a second use is 33202', async () => {
    const started = await authorize({ provider: 'devid', redirect_uri: `${WEB}/authorized` });
    const state = new URL(started.json<Envelope<{ url: string }>>().result.url).searchParams.get('state') as string;
    const cookie = started.cookies.find((c) => c.name === 'tp_flow');
    const finish = (body: Record<string, unknown>, withCookie = true) =>
      app
        .inject({
          method: 'POST',
          url: '/x-api/user/public/login/thirdparty',
          headers: {
            'content-type': 'application/json',
            ...(withCookie ? { cookie: `tp_flow=${cookie?.value}` } : {}),
          },
          payload: JSON.stringify({ provider: 'devid', ...body }),
        })
        .then((r) => r.json<Envelope>().ret_code);
    expect(await finish({ code: 'c', state }, false)).toBe(33202);
    expect(await finish({ code: 'c', state: 'another-state' })).toBe(33202);
    // a forged code fails at the provider; the round trip is spent all the same
    expect(await finish({ code: 'forged', state })).toBe(10001);
    expect(await finish({ code: 'forged', state })).toBe(33202);
  });

  it('LOGIN-6 an identity whose email has an account links only with that password (33201, then the link), once', async () => {
    const user = await userWithPassword(h.db);
    const claims = { sub: `s-${user.uid}`, email: user.email, email_verified: true };
    const first = await post<{ link_token: string; email: string }>(app, '/x-api/user/public/login/thirdparty', {
      provider: 'google',
      id_token: idp.idToken(claims),
    });
    expect(first.body).toMatchObject({ ret_code: 33201, result: { provider: 'google' } });
    expect(first.body.result.email).toMatch(/^.{2}\*\*\*@example\.com$/);
    const linkToken = first.body.result.link_token;

    const link = async (password: string) =>
      (
        await post<{ uid: string }>(app, '/x-api/user/public/login/thirdparty/link', {
          link_token: linkToken,
          ...(await passwordFields(app, password)),
          ...(await captcha(app, THIRD_PARTY_SCENE)),
        })
      ).body;
    expect((await link('Wrong12345')).ret_code).toBe(31002);
    // not linked by a wrong password
    expect(
      (await post(app, '/x-api/user/public/login/thirdparty', { provider: 'google', id_token: idp.idToken(claims) }))
        .body.ret_code,
    ).toBe(33201);
    const linked = await link(PASSWORD);
    expect(linked).toMatchObject({ ret_code: 0, result: { uid: user.uid, use_thirdparty: true } });
    expect((await link(PASSWORD)).ret_code).toBe(33203);
    // from now on the provider alone logs the account in
    const again = await post(app, '/x-api/user/public/login/thirdparty', {
      provider: 'google',
      id_token: idp.idToken(claims),
    });
    expect(again.body).toMatchObject({ ret_code: 0, result: { uid: user.uid, is_new_user: false } });
  });

  it('LOGIN-5 LOGIN-6 failed links count against the network as failed logins do: 30 at once from one address, at most 20 are checked', async () => {
    const ip = ipHeader();
    const tokens: string[] = [];
    for (let i = 0; i < 30; i += 1) {
      const user = await userWithPassword(h.db);
      const res = await post<{ link_token: string }>(app, '/x-api/user/public/login/thirdparty', {
        provider: 'google',
        id_token: idp.idToken({ sub: `ip-${user.uid}`, email: user.email, email_verified: true }),
      });
      tokens.push(res.body.result.link_token);
    }
    const bodies = [];
    for (const token of tokens) {
      bodies.push({
        link_token: token,
        ...(await passwordFields(app, 'Wrong12345')),
        ...(await captcha(app, THIRD_PARTY_SCENE)),
      });
    }
    const codes = await Promise.all(
      bodies.map((body) =>
        post(app, '/x-api/user/public/login/thirdparty/link', body, ip).then((r) => r.body.ret_code),
      ),
    );
    expect(codes.filter((c) => c === 31002).length).toBeLessThanOrEqual(20);
    expect(codes.filter((c) => c === 31018).length).toBeGreaterThanOrEqual(10);
    expect(codes.every((c) => c === 31002 || c === 31018)).toBe(true);
    // the same count the password login reads: that network's next login is refused before its password is judged
    const login = await post(app, '/x-api/login', { login_name: uniqueEmail('after-link'), encrypt_password: 'x' }, ip);
    expect(login.body.ret_code).toBe(31018);
  });

  it('LOGIN-6 linking needs the third-party captcha (31001)', async () => {
    const user = await userWithPassword(h.db);
    const res = await post<{ link_token: string }>(app, '/x-api/user/public/login/thirdparty', {
      provider: 'google',
      id_token: idp.idToken({ sub: `c-${user.uid}`, email: user.email, email_verified: true }),
    });
    const body = await post(app, '/x-api/user/public/login/thirdparty/link', {
      link_token: res.body.result.link_token,
      ...(await passwordFields(app, PASSWORD)),
    });
    expect(body.body.ret_code).toBe(40301);
  });

  it('LOGIN-6 a new identity creates its account without a password', async () => {
    const email = uniqueEmail('tp-new');
    const res = await post(app, '/x-api/user/public/login/thirdparty', {
      provider: 'google',
      id_token: idp.idToken({ sub: `n-${email}`, email, email_verified: true }),
    });
    expect(res.body).toMatchObject({ ret_code: 0, result: { is_new_user: true, use_thirdparty: true } });
    const { rows } = await h.db.query('select password_hash from users where email = $1', [email]);
    expect(rows[0]).toEqual({ password_hash: null });
  });
});
