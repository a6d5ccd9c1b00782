import type { FastifyInstance } from 'fastify';
import { beforeAll, expect, it } from 'vitest';

import { buildApp } from '@/server/app';
import { DEVICE_TRUST_COOKIE, trustCookieName } from '@/server/security/devices';

import { ipHeader, lastCode, login, outbox, userWithPassword } from './accounts-helpers';
import { describeEachDriver } from './harness';

interface Cookie {
  name: string;
  value: string;
  path?: string;
  domain?: string;
  secure?: boolean;
  httpOnly?: boolean;
  maxAge?: number;
}

/** A value shaped as the api's secrets are (43 base64url characters): what a planter would leave. */
const PLANTED = 'P'.repeat(43);

describeEachDriver('trusted devices (issue 36 item 5)', (h) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    // the product's default: the new-device check on
    app = await buildApp({ db: h.db, logLevel: 'silent', countryOverride: true });
    return () => app.close();
  });

  /** An account whose every login asks for a code by email. */
  async function withEmailCodes() {
    const user = await userWithPassword(h.db);
    await h.db.query('update users set email_2fa = true where id = $1', [user.id]);
    return { ...user, email: user.email as string };
  }

  /** The second step answered with the mailed code and "trust this device": the cookies set. */
  async function trustWith(
    email: string,
    password: string,
    headers: Record<string, string>,
  ): Promise<{ code: number; cookies: Cookie[] }> {
    const first = await login(app, email, password, {}, headers);
    expect(first.body.ret_code).toBe(31200);
    const { challenge } = first.body.result as unknown as { challenge: string };
    const res = await app.inject({
      method: 'POST',
      url: '/x-api/login/second-step',
      headers: { 'content-type': 'application/json', ...headers },
      payload: JSON.stringify({ challenge, method: 'email', code: await lastCode(app, email), trust_device: true }),
    });
    return { code: res.json<{ ret_code: number }>().ret_code, cookies: res.cookies as Cookie[] };
  }

  const cookieHeader = (pairs: Record<string, string>) =>
    Object.entries(pairs)
      .map(([name, value]) => `${name}=${value}`)
      .join('; ');

  it('issue 36 item 5: a browser that plants device_trust and ticks trust is not trusted under the planted value: the planter still gets the second step', async () => {
    const user = await withEmailCodes();
    const guid = 'guid-planted';
    const name = trustCookieName({ protocol: 'http' }, user.id);
    // the planter set both the old shared name and this account's name, then let the owner log in on the browser
    const planted = cookieHeader({ [DEVICE_TRUST_COOKIE]: PLANTED, [name]: PLANTED });
    const owner = { ...ipHeader(), guid, cookie: planted };
    const trusted = await trustWith(user.email, user.password, owner);
    expect(trusted.code).toBe(0);
    const minted = trusted.cookies.find((c) => c.name === name);
    expect(minted?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(minted?.value).not.toBe(PLANTED);
    expect(minted).toMatchObject({ httpOnly: true, path: '/' });
    // the old shared cookie is cleared
    expect(trusted.cookies.find((c) => c.name === DEVICE_TRUST_COOKIE)?.value).toBe('');

    // the planter: the GUID, the password and the planted cookie: still asked for a code
    const planter = await login(app, user.email, user.password, {}, { ...ipHeader(), guid, cookie: planted });
    expect(planter.body.ret_code).toBe(31200);
    // the owner's browser, with the secret the api minted: trusted
    const again = await login(
      app,
      user.email,
      user.password,
      {},
      {
        ...ipHeader(),
        guid,
        cookie: cookieHeader({ [name]: minted?.value ?? '' }),
      },
    );
    expect(again.body.ret_code).toBe(0);
  });

  it('issue 36 item 5: every trust mints a new secret, and two accounts trusted in one browser each keep their own cookie', async () => {
    const first = await withEmailCodes();
    const second = await withEmailCodes();
    const guid = 'guid-two-accounts';
    const a = await trustWith(first.email, first.password, { ...ipHeader(), guid });
    const b = await trustWith(second.email, second.password, { ...ipHeader(), guid });
    const aCookie = a.cookies.find((c) => c.name === trustCookieName({ protocol: 'http' }, first.id));
    const bCookie = b.cookies.find((c) => c.name === trustCookieName({ protocol: 'http' }, second.id));
    expect(aCookie && bCookie && aCookie.name !== bCookie.name && aCookie.value !== bCookie.value).toBe(true);
    const jar = cookieHeader({
      [aCookie?.name ?? '']: aCookie?.value ?? '',
      [bCookie?.name ?? '']: bCookie?.value ?? '',
    });
    const headers = () => ({ ...ipHeader(), guid, cookie: jar });
    expect((await login(app, first.email, first.password, {}, headers())).body.ret_code).toBe(0);
    expect((await login(app, second.email, second.password, {}, headers())).body.ret_code).toBe(0);
    // trusting the first account again mints another secret: the old one no longer opens it
    const renewed = await trustWith(first.email, first.password, { ...ipHeader(), guid, cookie: 'x=1' });
    const next = renewed.cookies.find((c) => c.name === aCookie?.name);
    expect(next?.value).not.toBe(aCookie?.value);
    expect((await login(app, first.email, first.password, {}, headers())).body.ret_code).toBe(31200);
  });

  it('issue 36 item 5: over https the trust cookie is __Host- prefixed: Secure, Path=/, no Domain', async () => {
    const user = await withEmailCodes();
    const https = { ...ipHeader(), guid: 'guid-https', 'x-forwarded-proto': 'https' };
    const trusted = await trustWith(user.email, user.password, https);
    expect(trusted.code).toBe(0);
    const name = trustCookieName({ protocol: 'https' }, user.id);
    expect(name.startsWith('__Host-device_trust_')).toBe(true);
    const cookie = trusted.cookies.find((c) => c.name === name);
    expect(cookie).toMatchObject({ secure: true, path: '/', httpOnly: true });
    expect(cookie?.domain).toBeUndefined();
    const again = await login(
      app,
      user.email,
      user.password,
      {},
      {
        ...https,
        cookie: cookieHeader({ [name]: cookie?.value ?? '' }),
      },
    );
    expect(again.body.ret_code).toBe(0);
  });

  it('issue 36 items 4 and 5: trusting a device tells the owner (the deviceTrusted notice)', async () => {
    const user = await withEmailCodes();
    const trusted = await trustWith(user.email, user.password, { ...ipHeader(), guid: 'guid-notice' });
    expect(trusted.code).toBe(0);
    const [notice] = await outbox(app, user.email);
    expect(notice.subject).toBe('Device trusted');
    expect(notice.body).toMatch(/If this was not you/);
    expect(notice.code).toBeNull();
  });
});
