import { generateKeyPairSync } from 'node:crypto';

import { describe, expect, it } from 'vitest';

import { applyDemoPassword } from '@/server/accounts/demo';
import { parseThirdPartyProviders } from '@/server/accounts/thirdparty';
import { buildApp } from '@/server/app';
import { hashToken } from '@/server/auth/sessions';

import {
  captcha,
  ipHeader,
  login,
  PASSWORD,
  passwordFields,
  registerByEmail,
  SCENE,
  signingProvider,
  uniqueEmail,
  uniqueMobile,
  userWithPassword,
  type SessionResult,
} from './accounts-helpers';
import { describeEachDriver } from './harness';
import { auth, createUser, DEMO_UID, get, post } from './helpers';

const PROFILE = '/x-api/v2/private/user/profile';

/** A provider key pair and id_tokens signed with it (LOGIN-6), as THIRDPARTY_PROVIDERS names it. */
function oidcProvider() {
  const { idToken, entry } = signingProvider();
  return { idToken, config: JSON.stringify({ google: entry }) };
}

describeEachDriver('login', (h) => {
  describe('password login', () => {
    it('LOGIN-3 LOGIN-8 email login answers the session and sets the 7-day BYBIT_TOKEN cookie; tx-id is kept with the session', async () => {
      const user = await userWithPassword(h.db);
      const res = await h.app.inject({
        method: 'POST',
        url: '/x-api/login',
        headers: { 'content-type': 'application/json', 'tx-id': 'device-fp-1', ...ipHeader() },
        payload: JSON.stringify({
          login_name: (user.email as string).toUpperCase(),
          ...(await passwordFields(h.app, PASSWORD)),
          ...(await captcha(h.app, SCENE.login)),
          medium: 'normal',
        }),
      });
      const body = res.json<{ ret_code: number; result: SessionResult }>();
      expect(body.ret_code).toBe(0);
      expect(body.result).toEqual({
        token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
        user_id: user.id,
        uid: user.uid,
        is_new_user: false,
        use_thirdparty: false,
        tg_bind_result: '',
      });
      const cookie = String(res.headers['set-cookie']);
      expect(cookie).toBe(`BYBIT_TOKEN=${body.result.token}; Max-Age=604800; Path=/; SameSite=Lax`);
      expect(cookie).not.toMatch(/HttpOnly/i);
      const { rows } = await h.db.query('select tx_id from sessions where token_hash = $1', [
        hashToken(body.result.token),
      ]);
      expect(rows[0]).toEqual({ tx_id: 'device-fp-1' });
      expect((await get<{ uid: string }>(h.app, PROFILE, auth(body.result.token))).body.result.uid).toBe(user.uid);
      // https (behind the proxy) makes the cookie Secure
      const secure = await h.app.inject({
        method: 'POST',
        url: '/x-api/login',
        headers: { 'content-type': 'application/json', 'x-forwarded-proto': 'https', ...ipHeader() },
        payload: JSON.stringify({
          login_name: user.email,
          ...(await passwordFields(h.app, PASSWORD)),
          ...(await captcha(h.app, SCENE.login)),
        }),
      });
      expect(String(secure.headers['set-cookie'])).toMatch(/; Secure(;|$)/);
    });

    it('LOGIN-3 mobile login: login_name digits with country_code', async () => {
      const mobile = uniqueMobile();
      const user = await userWithPassword(h.db, { mobile, countryCode: 'GB' });
      const res = await login(h.app, mobile, PASSWORD, { country_code: '44' });
      expect(res.body).toMatchObject({ ret_code: 0, result: { uid: user.uid } });
      const noCountry = await login(h.app, mobile, PASSWORD);
      expect(noCountry.body).toMatchObject({ ret_code: 10001 });
    });

    it('LOGIN-3 CAP-6 login_compliance on the EU site needs the 31014 captcha; the Turkish login 31013', async () => {
      const user = await userWithPassword(h.db);
      const withScene = async (
        scene: number,
        extra: Record<string, unknown>,
        path = '/x-api/user/public/login_compliance',
      ) =>
        post<SessionResult>(
          h.app,
          path,
          {
            login_name: user.email,
            ...(await passwordFields(h.app, PASSWORD)),
            ...(await captcha(h.app, scene)),
            ...extra,
          },
          ipHeader(),
        );
      expect((await withScene(SCENE.login, { site_id: 'EU' })).body.ret_code).toBe(40301);
      expect((await withScene(SCENE.euLogin, { site_id: 'EU' })).body).toMatchObject({ ret_code: 0 });
      expect((await withScene(SCENE.login, { tr_login: true }, '/x-api/login')).body.ret_code).toBe(40301);
      expect((await withScene(SCENE.trLogin, { tr_login: true }, '/x-api/login')).body.ret_code).toBe(0);
      expect((await withScene(SCENE.trLogin, { register_type: 44 }, '/x-api/login')).body.ret_code).toBe(0);
      // the main-login captcha passes on the Hong Kong site; the account, not a Hong Kong one, is refused (DLG-5)
      expect((await withScene(SCENE.login, { site_id: 'HKG' })).body.ret_code).toBe(41130);
    });

    it('CAP-6 a login without a solved captcha is refused with 40301 and counts nothing', async () => {
      const user = await userWithPassword(h.db);
      const res = await post(
        h.app,
        '/x-api/login',
        {
          login_name: user.email,
          ...(await passwordFields(h.app, 'Wrong1234')),
        },
        ipHeader(),
      );
      expect(res.body).toMatchObject({ ret_code: 40301, ret_msg: 'Captcha verification failed' });
      const { rows } = await h.db.query('select pass_err_count from users where id = $1', [user.id]);
      expect(rows[0]).toEqual({ pass_err_count: 0 });
    });

    it('CAP-6 a captcha answer of the wrong shape is a failed captcha (40301), not a malformed request', async () => {
      const user = await userWithPassword(h.db);
      for (const wrong of [
        { type: 'magpie', magpie_verify_info: { token: 'x' } },
        { type: 'recaptcha', g_recaptcha_response: 'x'.repeat(5000) },
        { type: 'qqcatpcha', ticket: 42, randstr: ['a'] },
      ]) {
        const res = await post(
          h.app,
          '/x-api/login',
          { login_name: user.email, ...(await passwordFields(h.app, PASSWORD)), ...wrong },
          ipHeader(),
        );
        expect(res.body).toMatchObject({ ret_code: 40301 });
      }
    });

    it('LOGIN-4 plain passwords and stale timestamps are refused', async () => {
      const user = await userWithPassword(h.db);
      const plain = await post(
        h.app,
        '/x-api/login',
        { login_name: user.email, password: PASSWORD, ...(await captcha(h.app, SCENE.login)) },
        ipHeader(),
      );
      expect(plain.body).toMatchObject({ ret_code: 10001, ret_msg: expect.stringMatching(/Plain passwords/) });
      const stale = await post(
        h.app,
        '/x-api/login',
        {
          login_name: user.email,
          ...(await passwordFields(h.app, PASSWORD, Date.now() - 10 * 60 * 1000)),
          ...(await captcha(h.app, SCENE.login)),
        },
        ipHeader(),
      );
      expect(stale.body).toMatchObject({ ret_code: 10001, ret_msg: 'Request expired, please try again' });
    });
  });

  describe('wrong passwords and limits', () => {
    it('LOGIN-5 ERR-8 wrong passwords count 1..5 in result.pass_err_count; then the account is locked (31030), even for the right password', async () => {
      const user = await userWithPassword(h.db);
      for (let n = 1; n <= 5; n += 1) {
        const res = await login(h.app, user.email as string, 'Wrong1234');
        expect(res.body).toMatchObject({
          ret_code: 31002,
          ret_msg: 'Incorrect password',
          result: { pass_err_count: n },
        });
      }
      const locked = await login(h.app, user.email as string, PASSWORD);
      expect(locked.body).toMatchObject({ ret_code: 31030, ret_msg: 'Too many password errors, try again later' });
      const { rows } = await h.db.query<{ hours: number }>(
        'select round(extract(epoch from locked_until - now()) / 3600)::int as hours from users where id = $1',
        [user.id],
      );
      expect(rows[0].hours).toBe(2);
      // the lock runs out after 2 hours; the right password then works and resets the count
      await h.db.query("update users set locked_until = now() - interval '1 second' where id = $1", [user.id]);
      expect((await login(h.app, user.email as string, PASSWORD)).body.ret_code).toBe(0);
      const after = await h.db.query('select pass_err_count, locked_until from users where id = $1', [user.id]);
      expect(after.rows[0]).toEqual({ pass_err_count: 0, locked_until: null });
    });

    it('LOGIN-5 a successful login resets the count', async () => {
      const user = await userWithPassword(h.db);
      for (let n = 1; n <= 3; n += 1) await login(h.app, user.email as string, 'Wrong1234');
      expect((await login(h.app, user.email as string, PASSWORD)).body.ret_code).toBe(0);
      const res = await login(h.app, user.email as string, 'Wrong1234');
      expect(res.body.result).toEqual({ pass_err_count: 1 });
    });

    it('LOGIN-5 an unknown account answers like a real one (31002 with counts, then 31030) and reveals nothing', async () => {
      const email = uniqueEmail('ghost');
      for (let n = 1; n <= 5; n += 1) {
        const res = await login(h.app, email, 'Wrong1234');
        expect(res.body).toMatchObject({ ret_code: 31002, result: { pass_err_count: n } });
      }
      expect((await login(h.app, email, 'Wrong1234')).body.ret_code).toBe(31030);
    });

    it('LOGIN-5 more than 20 failed logins from one IP in 10 minutes: 31018 for that IP only, right password included', async () => {
      const ip = '10.250.0.1';
      const user = await userWithPassword(h.db);
      for (let i = 0; i < 20; i += 1) {
        const res = await login(h.app, uniqueEmail('spray'), 'Wrong1234', {}, ipHeader(ip));
        expect(res.body.ret_code).toBe(31002);
      }
      const blocked = await login(h.app, user.email as string, PASSWORD, {}, ipHeader(ip));
      expect(blocked.body).toMatchObject({ ret_code: 31018, ret_msg: 'Too many attempts from this network' });
      expect((await login(h.app, user.email as string, PASSWORD, {}, ipHeader('10.250.0.2'))).body.ret_code).toBe(0);
      await h.db.query("update auth_attempts set created_at = now() - interval '11 minutes' where ip = $1", [ip]);
      expect((await login(h.app, user.email as string, PASSWORD, {}, ipHeader(ip))).body.ret_code).toBe(0);
    });

    it('LOGIN-12 a banned account (status 2) with the right password answers 31003 with is_self_help_baned and baned_time', async () => {
      const user = await userWithPassword(h.db);
      await h.db.query(
        'update users set status = 2, self_help_ban = true, banned_at = to_timestamp(1700000000) where id = $1',
        [user.id],
      );
      const res = await login(h.app, user.email as string, PASSWORD);
      expect(res.body).toMatchObject({
        ret_code: 31003,
        ret_msg: 'Account banned',
        result: { is_self_help_baned: true, baned_time: 1700000000 },
      });
      expect(res.body.result).not.toHaveProperty('token');
      // the wrong password does not reveal the ban
      expect((await login(h.app, user.email as string, 'Wrong1234')).body.ret_code).toBe(31002);
      await h.db.query('update users set status = 3 where id = $1', [user.id]);
      expect((await login(h.app, user.email as string, PASSWORD)).body.ret_code).toBe(40029);
    });

    it('DLG-5 a Hong Kong account logs in only on the Hong Kong site, and only Hong Kong accounts do', async () => {
      const hk = await userWithPassword(h.db);
      await h.db.query("update users set site_id = 'HKG' where id = $1", [hk.id]);
      const elsewhere = await login(h.app, hk.email as string, PASSWORD);
      expect(elsewhere.body).toMatchObject({ ret_code: 41130, result: { dialog: 'HKUSER_NO_LOGIN_OTHER' } });
      expect(elsewhere.body.result).not.toHaveProperty('token');
      const path = '/x-api/user/public/login_compliance';
      const onHk = await login(h.app, hk.email as string, PASSWORD, { site_id: 'HKG' }, undefined, path);
      expect(onHk.body.ret_code).toBe(0);
      const global = await userWithPassword(h.db);
      const refused = await login(h.app, global.email as string, PASSWORD, { site_id: 'HKG' }, undefined, path);
      expect(refused.body).toMatchObject({ ret_code: 41130, result: { dialog: 'NOHKUSER_NO_LGOIN_HKSITE' } });
      // a wrong password still answers as a wrong password: the rule reveals nothing before
      expect(
        (await login(h.app, global.email as string, 'Wrong1234', { site_id: 'HKG' }, undefined, path)).body.ret_code,
      ).toBe(31002);
    });

    it('DLG-6 a login without identity verification on the Turkish site, or from Turkey on the global site, names its dialog', async () => {
      const user = await userWithPassword(h.db);
      const path = '/x-api/user/public/login_compliance';
      const tr = await login(h.app, user.email as string, PASSWORD, { site_id: 'TUR' }, undefined, path);
      expect(tr.body).toMatchObject({ ret_code: 0, result: { kyc_dialog: 'TR_NO_KYC' } });
      const fromTurkey = await login(h.app, user.email as string, PASSWORD, {}, { ...ipHeader(), 'X-Country': 'TR' });
      expect(fromTurkey.body).toMatchObject({ ret_code: 0, result: { kyc_dialog: 'MAIN_NO_KYC' } });
      expect((await login(h.app, user.email as string, PASSWORD)).body.result).not.toHaveProperty('kyc_dialog');
      await h.db.query('update users set kyc_person_level = 1 where id = $1', [user.id]);
      const verified = await login(h.app, user.email as string, PASSWORD, { site_id: 'TUR' }, undefined, path);
      expect(verified.body.result).not.toHaveProperty('kyc_dialog');
    });

    it('LOGIN-5 an account without a password (third-party only) cannot log in with one', async () => {
      const email = uniqueEmail('nopass');
      await createUser(h.db, { email });
      const res = await login(h.app, email, PASSWORD);
      expect(res.body).toMatchObject({ ret_code: 31002, result: { pass_err_count: 1 } });
    });
  });

  describe('sessions', () => {
    it('LOGIN-9 logout ends the session (10006 afterwards) and clears the cookie', async () => {
      const user = await userWithPassword(h.db);
      const { token } = (await login(h.app, user.email as string, PASSWORD)).body.result;
      const res = await h.app.inject({ method: 'POST', url: '/x-api/logout', headers: auth(token) });
      expect(res.json()).toMatchObject({ ret_code: 0, result: {} });
      expect(String(res.headers['set-cookie'])).toMatch(
        /^BYBIT_TOKEN=; Max-Age=0; Path=\/; (Expires=[^;]+; )?SameSite=Lax$/,
      );
      expect((await get(h.app, PROFILE, auth(token))).body.ret_code).toBe(10006);
      expect((await post(h.app, '/x-api/logout', {}, auth(token))).body.ret_code).toBe(10006);
      // by cookie too
      const second = (await login(h.app, user.email as string, PASSWORD)).body.result.token;
      await post(h.app, '/x-api/logout', {}, { cookie: `BYBIT_TOKEN=${second}` });
      expect((await get(h.app, PROFILE, auth(second))).body.ret_code).toBe(10006);
    });

    it('LOGIN-6 quick_token (private) gives a single-use 2-minute tmp_token; quick_login opens a session with it', async () => {
      const user = await userWithPassword(h.db);
      const { token } = (await login(h.app, user.email as string, PASSWORD)).body.result;
      expect((await post(h.app, '/x-api/user/private/quick_token', {})).body.ret_code).toBe(10006);
      const issued = await post<{ tmp_token: string; expires_in: number }>(
        h.app,
        '/x-api/user/private/quick_token',
        {},
        auth(token),
      );
      expect(issued.body.result).toEqual({ tmp_token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/), expires_in: 120 });
      const tmp = issued.body.result.tmp_token;
      const res = await h.app.inject({
        method: 'POST',
        url: '/x-api/user/public/quick_login',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ tmp_token: tmp }),
      });
      const body = res.json<{ ret_code: number; result: SessionResult }>();
      expect(body).toMatchObject({ ret_code: 0, result: { uid: user.uid, is_new_user: false } });
      expect(body.result.token).not.toBe(token);
      expect(String(res.headers['set-cookie'])).toContain('BYBIT_TOKEN=');
      const again = await post(h.app, '/x-api/user/public/quick_login', { tmp_token: tmp });
      expect(again.body).toMatchObject({
        ret_code: 33103,
        ret_msg: 'This quick login link has expired or was already used',
      });

      const late = (await post<{ tmp_token: string }>(h.app, '/x-api/user/private/quick_token', {}, auth(token))).body
        .result.tmp_token;
      await h.db.query("update quick_tokens set expires_at = now() - interval '1 second' where token_hash = $1", [
        hashToken(late),
      ]);
      expect((await post(h.app, '/x-api/user/public/quick_login', { tmp_token: late })).body.ret_code).toBe(33103);
      expect((await post(h.app, '/x-api/user/public/quick_login', { tmp_token: 'nope' })).body.ret_code).toBe(33103);
    });

    it('LOGIN-13 trade/switch (private) stores env; conversion/check tells whether a token is a live session of user_id', async () => {
      const user = await userWithPassword(h.db);
      const { token, uid, user_id } = (await login(h.app, user.email as string, PASSWORD)).body.result;
      expect((await post(h.app, '/x-api/user/private/trade/switch', { env: 1 })).body.ret_code).toBe(10006);
      const sw = await post(h.app, '/x-api/user/private/trade/switch', { env: 1 }, auth(token));
      expect(sw.body).toMatchObject({ ret_code: 0, result: { env: 1 } });
      const { rows } = await h.db.query('select trade_env from users where id = $1', [user.id]);
      expect(rows[0]).toEqual({ trade_env: 1 });
      expect((await post(h.app, '/x-api/user/private/trade/switch', { env: 7 }, auth(token))).body.ret_code).toBe(
        10001,
      );

      const check = (data: Record<string, unknown>) =>
        post<{ valid: boolean }>(h.app, '/x-api/user/public/conversion/check', { source: 'app', data });
      expect((await check({ user_id, token })).body.result).toEqual({ valid: true });
      expect((await check({ user_id: uid, token })).body.result).toEqual({ valid: true });
      expect((await check({ user_id: DEMO_UID, token })).body.result).toEqual({ valid: false });
      expect((await check({ user_id, token: 'nope' })).body.result).toEqual({ valid: false });
      await post(h.app, '/x-api/logout', {}, auth(token));
      expect((await check({ user_id, token })).body.result).toEqual({ valid: false });
    });
  });

  describe('third-party login', () => {
    it('LOGIN-6 without THIRDPARTY_PROVIDERS for the provider the answer is 10001 "not configured"', async () => {
      const res = await post(h.app, '/x-api/user/public/login/thirdparty', { provider: 'google', id_token: 'a.b.c' });
      expect(res.body).toMatchObject({ ret_code: 10001, ret_msg: 'Third-party login is not configured' });
    });

    it('LOGIN-6 a verified id_token creates the account once, then logs it in; forged, expired or foreign tokens are refused', async () => {
      const provider = oidcProvider();
      const app = await buildApp({
        security: { newDeviceCheck: false },
        db: h.db,
        logLevel: 'silent',
        accounts: { thirdParty: parseThirdPartyProviders(provider.config) },
      });
      try {
        const email = uniqueEmail('oidc');
        const call = (idToken: string) =>
          post<SessionResult>(app, '/x-api/user/public/login/thirdparty', { provider: 'google', id_token: idToken });
        const first = await call(provider.idToken({ sub: 'sub-1', email, email_verified: true }));
        expect(first.body).toMatchObject({ ret_code: 0, result: { is_new_user: true, use_thirdparty: true } });
        const second = await call(provider.idToken({ sub: 'sub-1', email, email_verified: true }));
        expect(second.body).toMatchObject({ ret_code: 0, result: { uid: first.body.result.uid, is_new_user: false } });

        const other = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
        expect((await call(provider.idToken({ sub: 'sub-1' }, other))).body.ret_code).toBe(10001);
        expect((await call(provider.idToken({ sub: 'sub-1', exp: 1000 }))).body.ret_code).toBe(10001);
        expect((await call(provider.idToken({ sub: 'sub-1', aud: 'someone-else' }))).body.ret_code).toBe(10001);
        expect((await call(provider.idToken({ sub: 'sub-1', iss: 'https://evil.example' }))).body.ret_code).toBe(10001);
        // an unlinked identity whose email already has an account: linked only with its password (thirdparty.test.ts)
        const taken = await call(provider.idToken({ sub: 'sub-2', email: 'demo@example.com', email_verified: true }));
        expect(taken.body).toMatchObject({ ret_code: 33201 });
        const unverified = await call(provider.idToken({ sub: 'sub-3', email: uniqueEmail(), email_verified: false }));
        expect(unverified.body.ret_code).toBe(10001);
        const unknownProvider = await post(app, '/x-api/user/public/login/thirdparty', {
          provider: 'apple',
          id_token: 'x',
        });
        expect(unknownProvider.body.ret_msg).toBe('Third-party login is not configured');
      } finally {
        await app.close();
      }
    });
  });

  describe('registration then login', () => {
    it('LOGIN-3 an account registered through the api logs in with its password', async () => {
      const email = uniqueEmail('roundtrip');
      const reg = await registerByEmail(h.app, email);
      expect(reg.body.ret_code).toBe(0);
      const res = await login(h.app, email, PASSWORD);
      expect(res.body).toMatchObject({ ret_code: 0, result: { uid: reg.body.result.uid, is_new_user: false } });
    });
  });
});

describe('configuration', () => {
  it('LOGIN-6 THIRDPARTY_PROVIDERS is parsed strictly', () => {
    expect(parseThirdPartyProviders(undefined)).toEqual({});
    expect(() => parseThirdPartyProviders('[')).toThrow(/JSON object/);
    expect(() => parseThirdPartyProviders('{"google": {"issuer": "x"}}')).toThrow(/client_id/);
    expect(() => parseThirdPartyProviders('{"google": {"issuer": "x", "client_id": "y"}}')).toThrow(/jwks/);
    expect(parseThirdPartyProviders('{"google": {"issuer": "x", "client_id": "y", "jwks_uri": "https://k"}}')).toEqual({
      google: { issuer: 'x', clientId: 'y', label: 'google', jwksUri: 'https://k' },
    });
    expect(() => parseThirdPartyProviders('{"g": {"issuer": "x", "client_id": "y", "jwks_uri": "ftp://k"}}')).toThrow(
      /jwks_uri/,
    );
    expect(
      parseThirdPartyProviders(
        '{"google": {"issuer": "x", "client_id": "y", "client_secret": "s", "label": "Google"}}',
      ),
    ).toEqual({ google: { issuer: 'x', clientId: 'y', label: 'Google', clientSecret: 's' } });
  });
});

describeEachDriver('demo password', (h) => {
  it('LOGIN-3 DEMO_PASSWORD gives the demo account a password once, never replacing one', async () => {
    expect(await applyDemoPassword(h.db, undefined)).toBe(false);
    await expect(applyDemoPassword(h.db, 'weak')).rejects.toThrow(/DEMO_PASSWORD/);
    expect(await applyDemoPassword(h.db, 'Demo12345')).toBe(true);
    expect((await login(h.app, 'demo@example.com', 'Demo12345')).body).toMatchObject({
      ret_code: 0,
      result: { uid: DEMO_UID },
    });
    expect(await applyDemoPassword(h.db, 'Other12345')).toBe(false);
    expect((await login(h.app, 'demo@example.com', 'Demo12345')).body.ret_code).toBe(0);
  });
});
