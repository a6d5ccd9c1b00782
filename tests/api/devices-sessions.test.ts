import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/server';
import { expect, it } from 'vitest';

import { LOGIN_EVENTS_KEPT_MAX, LOGIN_HISTORY_SHOWN, SESSION_TOUCH_SECONDS } from '@/config/devices';
import type { LoginEventItem } from '@/contract/security/login-history';
import type { SessionItem } from '@/contract/security/sessions';
import type { TrustedDeviceItem } from '@/contract/security/trusted-devices';
import { hashToken } from '@/server/auth/sessions';
import { recordLoginEvent } from '@/server/security/login-events';

import { ipHeader, lastCode, login, outbox, userWithPassword } from './accounts-helpers';
import { describeEachDriver } from './harness';
import { auth, browserOf, get, post } from './helpers';
import { SoftwareAuthenticator } from './software-authenticator';

const BASE = '/x-api/user/security';
const PROFILE = '/x-api/v2/private/user/profile';

const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0';

/** The page's address as the web forwards it (passkeys are the page's). */
const PAGE = { 'x-forwarded-host': 'localhost:3000', 'x-forwarded-proto': 'http' };

type Headers = Record<string, string>;

/** A browser: its user agent, network, country and device GUID. */
const from = (userAgent: string, ip: string, country: string, guid = `guid-${ip}`): Headers => ({
  'user-agent': userAgent,
  'x-forwarded-for': ip,
  'x-country': country,
  guid,
});

describeEachDriver('devices and sessions (issue 36 item 8)', (h) => {
  /** Logs the account in from `headers` and returns the session's token. */
  async function sessionFrom(email: string, password: string, headers: Headers): Promise<string> {
    const reply = await login(h.app, email, password, {}, headers);
    expect(reply.body.ret_code).toBe(0);
    return reply.body.result.token;
  }

  /**
   * The session proved itself again a moment ago. Set in the database, as
   * the re-proof endpoints (server/routes/reproof.ts, the lead's part of
   * issue 36) would: this file tests what needs the proof, not how it is made.
   */
  async function reprove(token: string): Promise<void> {
    await h.db.query(`update sessions set reproved_at = now(), reproof_kind = 'password' where token_hash = $1`, [
      hashToken(token),
    ]);
  }

  const sessions = (token: string, headers: Headers = {}) =>
    get<{ list: SessionItem[] }>(h.app, `${BASE}/sessions`, { ...headers, ...auth(token) });
  const endSession = (token: string, id: string) => post(h.app, `${BASE}/sessions/end`, { id }, auth(token));
  const endOthers = (token: string) => post<{ ended: number }>(h.app, `${BASE}/sessions/end-others`, {}, auth(token));
  const profileCode = async (token: string) => (await get(h.app, PROFILE, auth(token))).body.ret_code;
  const history = async (token: string) =>
    (await get<{ list: LoginEventItem[] }>(h.app, `${BASE}/logins`, auth(token))).body.result.list;

  it('issue 36 item 8: the list shows the live sessions of the account only, with browser, system, masked network, country and times, the current one first and marked', async () => {
    const user = await userWithPassword(h.db);
    const other = await userWithPassword(h.db);
    const desktop = await sessionFrom(user.email!, user.password, from(CHROME_WINDOWS, '203.0.113.9', 'DE'));
    await sessionFrom(user.email!, user.password, from(SAFARI_IPHONE, '198.51.100.20', 'FR'));
    await sessionFrom(other.email!, other.password, from(FIREFOX_LINUX, '192.0.2.1', 'GB'));

    const reply = await sessions(desktop);
    expect(reply.body.ret_code).toBe(0);
    const list = reply.body.result.list;
    expect(list).toHaveLength(2);
    expect(list[0]).toMatchObject({
      browser: 'Chrome',
      os: 'Windows',
      network: '203.0.113.*',
      country: 'DE',
      current: true,
    });
    expect(list[1]).toMatchObject({
      browser: 'Mobile Safari',
      os: 'iOS',
      network: '198.51.100.*',
      country: 'FR',
      current: false,
    });
    for (const item of list) {
      expect(item.id).toMatch(/^[0-9a-f]{32}$/);
      expect(Date.parse(item.created_at)).not.toBeNaN();
      expect(Date.parse(item.last_used_at)).not.toBeNaN();
    }
    // the token's hash is never the id, nor anywhere in the answer
    const { rows } = await h.db.query<{ token_hash: string }>('select token_hash from sessions where user_id = $1', [
      user.id,
    ]);
    const answer = JSON.stringify(reply.body);
    for (const row of rows) expect(answer).not.toContain(row.token_hash);
    expect(answer).not.toContain(desktop);
    // an expired session is not listed
    await h.db.query(
      `update sessions set expires_at = now() - interval '1 second' where token_hash <> $1 and user_id = $2`,
      [hashToken(desktop), user.id],
    );
    expect((await sessions(desktop)).body.result.list).toHaveLength(1);
  });

  it('issue 36 item 8: a session used again is marked used, at most once a minute (one conditional update)', async () => {
    const user = await userWithPassword(h.db);
    const token = await sessionFrom(user.email!, user.password, from(CHROME_WINDOWS, '203.0.113.10', 'DE'));
    const lastUsed = async () =>
      (
        await h.db.query<{ at: string }>('select last_used_at::text as at from sessions where token_hash = $1', [
          hashToken(token),
        ])
      ).rows[0].at;
    await h.db.query(
      `update sessions set last_used_at = now() - make_interval(secs => $2::int) where token_hash = $1`,
      [hashToken(token), SESSION_TOUCH_SECONDS * 2],
    );
    const stale = await lastUsed();
    expect(await profileCode(token)).toBe(0);
    const touched = await lastUsed();
    expect(touched).not.toBe(stale);
    // within the minute: not written again
    expect(await profileCode(token)).toBe(0);
    expect(await lastUsed()).toBe(touched);
  });

  it('issue 36 item 8: ending a session needs a re-proof (31230 without); then that browser gets 10006 at its next call, and the owner a notice', async () => {
    const user = await userWithPassword(h.db);
    const mine = await sessionFrom(user.email!, user.password, from(CHROME_WINDOWS, '203.0.113.11', 'DE'));
    const theirs = await sessionFrom(user.email!, user.password, from(SAFARI_IPHONE, '198.51.100.21', 'FR'));
    const target = (await sessions(mine)).body.result.list.find((s) => !s.current)!;

    const refused = await endSession(mine, target.id);
    expect(refused.body.ret_code).toBe(31230);
    expect(await profileCode(theirs)).toBe(0);

    await reprove(mine);
    const ended = await endSession(mine, target.id);
    expect(ended.body.ret_code).toBe(0);
    expect(await profileCode(theirs)).toBe(10006);
    expect(await profileCode(mine)).toBe(0);
    expect((await sessions(mine)).body.result.list.map((s) => s.id)).not.toContain(target.id);
    // ended already: refused as no session of the account
    expect((await endSession(mine, target.id)).body.ret_code).toBe(31240);

    const [notice] = await outbox(h.app, user.email!);
    expect(notice.subject).toBe('Sessions ended');
    expect(notice.body).toContain('One session of your account was ended.');
  });

  it("issue 36 item 8: another account's session id is refused (31240) and that session lives on", async () => {
    const user = await userWithPassword(h.db);
    const other = await userWithPassword(h.db);
    const mine = await sessionFrom(user.email!, user.password, from(CHROME_WINDOWS, '203.0.113.12', 'DE'));
    const theirs = await sessionFrom(other.email!, other.password, from(FIREFOX_LINUX, '192.0.2.12', 'GB'));
    const theirId = (await sessions(theirs)).body.result.list[0].id;
    await reprove(mine);
    const refused = await endSession(mine, theirId);
    expect(refused.body).toMatchObject({ ret_code: 31240 });
    expect(await profileCode(theirs)).toBe(0);
    // an id that is not one (a token's hash, or anything else) is a bad request
    expect((await endSession(mine, hashToken(theirs))).body.ret_code).toBe(10001);
    // and without a session, nothing at all
    expect((await get(h.app, `${BASE}/sessions`)).body.ret_code).toBe(10006);
    expect((await post(h.app, `${BASE}/sessions/end`, { id: theirId })).body.ret_code).toBe(10006);
  });

  it('issue 36 item 8: "log out everywhere else" needs a re-proof, ends every other session and keeps the current one', async () => {
    const user = await userWithPassword(h.db);
    const mine = await sessionFrom(user.email!, user.password, from(CHROME_WINDOWS, '203.0.113.13', 'DE'));
    const phone = await sessionFrom(user.email!, user.password, from(SAFARI_IPHONE, '198.51.100.23', 'FR'));
    const laptop = await sessionFrom(user.email!, user.password, from(FIREFOX_LINUX, '192.0.2.13', 'GB'));

    expect((await endOthers(mine)).body.ret_code).toBe(31230);
    expect(await profileCode(phone)).toBe(0);

    await reprove(mine);
    const ended = await endOthers(mine);
    expect(ended.body).toMatchObject({ ret_code: 0, result: { ended: 2 } });
    expect(await profileCode(phone)).toBe(10006);
    expect(await profileCode(laptop)).toBe(10006);
    expect(await profileCode(mine)).toBe(0);
    const left = (await sessions(mine)).body.result.list;
    expect(left).toHaveLength(1);
    expect(left[0].current).toBe(true);

    const [notice] = await outbox(h.app, user.email!);
    expect(notice.subject).toBe('Sessions ended');
    expect(notice.body).toContain('2 sessions of your account were ended.');
    // nothing else to end: no notice
    expect((await endOthers(mine)).body).toMatchObject({ ret_code: 0, result: { ended: 0 } });
    expect(await outbox(h.app, user.email!)).toHaveLength(1);
  });

  it('issue 36 item 8: trusted devices are listed (browser, since, until) and forgotten one by one; the forgotten device is asked the second step again', async () => {
    const user = await userWithPassword(h.db);
    const other = await userWithPassword(h.db);
    await h.db.query('update users set email_2fa = true where id = $1', [user.id]);
    const device = from(CHROME_WINDOWS, '203.0.113.14', 'DE', 'guid-trusted-14');
    const browser = browserOf(h.app);

    const asked = await login(browser, user.email!, user.password, {}, device);
    expect(asked.body.ret_code).toBe(31200);
    const { challenge } = asked.body.result as unknown as { challenge: string };
    const passed = await post<{ token: string }>(
      browser,
      '/x-api/login/second-step',
      { challenge, method: 'email', code: await lastCode(h.app, user.email!), trust_device: true },
      device,
    );
    expect(passed.body.ret_code).toBe(0);
    const token = passed.body.result.token;
    // trusted: the password alone
    expect((await login(browser, user.email!, user.password, {}, device)).body.ret_code).toBe(0);

    const listed = await get<{ list: TrustedDeviceItem[] }>(h.app, `${BASE}/devices`, { ...device, ...auth(token) });
    expect(listed.body.ret_code).toBe(0);
    expect(listed.body.result.list).toHaveLength(1);
    const [trusted] = listed.body.result.list;
    expect(trusted).toMatchObject({ browser: 'Chrome', os: 'Windows', current: true });
    expect(trusted.id).toMatch(/^[0-9a-f]{32}$/);
    expect(JSON.stringify(listed.body)).not.toContain('guid-trusted-14');
    const days = (Date.parse(trusted.trusted_until) - Date.parse(trusted.trusted_at)) / 86_400_000;
    expect(days).toBeCloseTo(30, 5);
    expect(Date.parse(trusted.trusted_at)).toBeLessThanOrEqual(Date.now() + 1000);

    // another account cannot forget it; forgetting needs no re-proof
    const stranger = await sessionFrom(other.email!, other.password, from(FIREFOX_LINUX, '192.0.2.14', 'GB'));
    expect((await post(h.app, `${BASE}/devices/forget`, { id: trusted.id }, auth(stranger))).body.ret_code).toBe(31241);
    const forgotten = await post(h.app, `${BASE}/devices/forget`, { id: trusted.id }, auth(token));
    expect(forgotten.body.ret_code).toBe(0);
    expect((await post(h.app, `${BASE}/devices/forget`, { id: trusted.id }, auth(token))).body.ret_code).toBe(31241);
    expect((await get<{ list: TrustedDeviceItem[] }>(h.app, `${BASE}/devices`, auth(token))).body.result.list).toEqual(
      [],
    );
    const [notice] = await outbox(h.app, user.email!);
    expect(notice.subject).toBe('Device no longer trusted');

    // the same browser, its cookie and GUID: the second step again
    expect((await login(browser, user.email!, user.password, {}, device)).body.ret_code).toBe(31200);
  });

  it('issue 36 item 8: the login history records the way in and how it ended (password, wrong password, second step, passkey, quick token), newest first, with device, masked network and country', async () => {
    const user = await userWithPassword(h.db);
    const desktop = from(CHROME_WINDOWS, '203.0.113.15', 'DE');
    const phone = from(SAFARI_IPHONE, '198.51.100.25', 'FR');
    expect((await login(h.app, user.email!, 'Wrong-password1', {}, phone)).body.ret_code).toBe(31002);
    const token = await sessionFrom(user.email!, user.password, desktop);

    // a passkey, added by the signed-in browser (after a re-proof), then a login with it
    await reprove(token);
    const authenticator = new SoftwareAuthenticator('http://localhost:3000');
    const signedIn = browserOf(h.app);
    const headers = { ...PAGE, ...desktop, ...auth(token) };
    const options = await post<{ ceremony: string; options: PublicKeyCredentialCreationOptionsJSON }>(
      signedIn,
      '/x-api/user/private/passkey/register/options',
      {},
      headers,
    );
    expect(options.body.ret_code).toBe(0);
    const added = await post(
      signedIn,
      '/x-api/user/private/passkey/register/verify',
      {
        ceremony: options.body.result.ceremony,
        name: 'Phone',
        response: authenticator.create(options.body.result.options),
      },
      headers,
    );
    expect(added.body.ret_code).toBe(0);
    const visitor = browserOf(h.app);
    const ask = await post<{ ceremony: string; options: PublicKeyCredentialRequestOptionsJSON }>(
      visitor,
      '/x-api/user/public/passkey/login/options',
      {},
      { ...PAGE, ...phone },
    );
    const byPasskey = await post(
      visitor,
      '/x-api/user/public/passkey/login/verify',
      { ceremony: ask.body.result.ceremony, response: authenticator.get(ask.body.result.options) },
      { ...PAGE, ...phone },
    );
    expect(byPasskey.body.ret_code).toBe(0);

    // a quick-login token minted by the session
    const minted = await post<{ tmp_token: string }>(h.app, '/x-api/user/private/quick_token', {}, auth(token));
    expect(minted.body.ret_code).toBe(0);
    const quick = await post(
      h.app,
      '/x-api/user/public/quick_login',
      { tmp_token: minted.body.result.tmp_token },
      desktop,
    );
    expect(quick.body.ret_code).toBe(0);

    // a second step asked: the account turns codes by email on
    await h.db.query('update users set email_2fa = true where id = $1', [user.id]);
    expect((await login(h.app, user.email!, user.password, {}, phone)).body.ret_code).toBe(31200);

    const list = await history(token);
    expect(list.map((e) => [e.method, e.result])).toEqual([
      ['password', 'secondStep'],
      ['quickToken', 'success'],
      ['passkey', 'success'],
      ['password', 'success'],
      ['password', 'wrongPassword'],
    ]);
    expect(list[4]).toMatchObject({ browser: 'Mobile Safari', os: 'iOS', network: '198.51.100.*', country: 'FR' });
    expect(list[3]).toMatchObject({ browser: 'Chrome', os: 'Windows', network: '203.0.113.*', country: 'DE' });
    for (let i = 1; i < list.length; i += 1)
      expect(Date.parse(list[i - 1].at)).toBeGreaterThanOrEqual(Date.parse(list[i].at));
  });

  it('issue 36 item 8: a locked or banned account refused at login is in its history; a login name with no account records nothing', async () => {
    const user = await userWithPassword(h.db);
    const token = await sessionFrom(user.email!, user.password, from(CHROME_WINDOWS, '203.0.113.16', 'DE'));
    await h.db.query(`update users set locked_until = now() + interval '1 hour' where id = $1`, [user.id]);
    expect((await login(h.app, user.email!, user.password, {}, ipHeader())).body.ret_code).toBe(31030);
    await h.db.query(`update users set locked_until = null, status = 2, banned_at = now() where id = $1`, [user.id]);
    expect((await login(h.app, user.email!, user.password, {}, ipHeader())).body.ret_code).toBe(31003);
    await h.db.query('update users set status = 1, banned_at = null where id = $1', [user.id]);
    expect((await history(token)).map((e) => e.result)).toEqual(['banned', 'locked', 'success']);

    const before = await h.db.query<{ n: number }>('select count(*)::int as n from login_events');
    expect((await login(h.app, 'nobody.here@example.com', user.password, {}, ipHeader())).body.ret_code).toBe(31002);
    const after = await h.db.query<{ n: number }>('select count(*)::int as n from login_events');
    expect(after.rows[0].n).toBe(before.rows[0].n);
  });

  it('issue 36 item 8: the history shows the last 20; the store keeps 100 per account and 90 days', async () => {
    const user = await userWithPassword(h.db);
    const token = await sessionFrom(user.email!, user.password, from(CHROME_WINDOWS, '203.0.113.17', 'DE'));
    const req = { headers: { 'user-agent': FIREFOX_LINUX }, ip: '192.0.2.17' };
    for (let i = 0; i < LOGIN_EVENTS_KEPT_MAX + 5; i += 1) {
      await recordLoginEvent(h.db, req, user.id, { method: 'telegram', result: 'success', country: 'GB' });
    }
    const count = async () =>
      (await h.db.query<{ n: number }>('select count(*)::int as n from login_events where user_id = $1', [user.id]))
        .rows[0].n;
    expect(await count()).toBe(LOGIN_EVENTS_KEPT_MAX);
    const shown = await history(token);
    expect(shown).toHaveLength(LOGIN_HISTORY_SHOWN);
    expect(shown[0]).toMatchObject({ method: 'telegram', browser: 'Firefox', os: 'Linux', network: '192.0.2.*' });

    await h.db.query(`update login_events set at = now() - interval '91 days' where user_id = $1`, [user.id]);
    await recordLoginEvent(h.db, req, user.id, { method: 'qrcode', result: 'success', country: 'GB' });
    expect(await count()).toBe(1);
  });

  it('issue 36 item 8: every endpoint needs a session; the sessions list never answers for a token of another kind', async () => {
    for (const path of ['/sessions', '/devices', '/logins']) {
      expect((await get(h.app, `${BASE}${path}`)).body.ret_code).toBe(10006);
      expect((await get(h.app, `${BASE}${path}`, auth('not-a-token'))).body.ret_code).toBe(10006);
    }
    for (const path of ['/sessions/end-others', '/devices/forget']) {
      expect((await post(h.app, `${BASE}${path}`, { id: 'a'.repeat(32) })).body.ret_code).toBe(10006);
    }
  });
});
