import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';

import { buildApp } from '@/server/app';

import {
  captcha,
  ipHeader,
  lastCode,
  outbox,
  PASSWORD,
  passwordFields,
  registerByEmail,
  SCENE,
  uniqueEmail,
  uniqueMobile,
  type SessionResult,
} from './accounts-helpers';
import { describeEachDriver, openTestDatabase } from './harness';
import { auth, browserOf, get, post } from './helpers';

const INFO = '/x-api/user/public/register/info';
const VERIFY = '/x-api/user/public/register/verify';
const RESEND = '/x-api/user/public/register/send/verify/item';
const PASSWORD_STEP = '/x-api/user/public/register/password';
const RESULT = '/x-api/user/public/register/verify/result';
const ACTIVATE = '/x-api/user/public/register/activate';
const RECALL = '/x-api/user/public/register/recall/info';

interface Opened {
  uuid: string;
  step: 'verfiyCode' | 'verfiyLink';
}

describeEachDriver('registration', (h) => {
  // the suite is one browser: a registration is bound to the browser that started it
  const b = {} as { app: FastifyInstance };
  beforeAll(() => {
    b.app = browserOf(h.app);
  });
  async function open(fields: Record<string, unknown>, headers: Record<string, string> = ipHeader()) {
    return post<Opened>(b.app, INFO, { ...fields, ...(await captcha(b.app, SCENE.register)) }, headers);
  }
  async function setPassword(uuid: string, password = PASSWORD, extra: Record<string, unknown> = {}) {
    return post<SessionResult>(b.app, PASSWORD_STEP, {
      uuid,
      ...(await passwordFields(b.app, password)),
      ...(await captcha(b.app, SCENE.register)),
      ...extra,
    });
  }
  async function setVariant(variant: string) {
    await h.db.query("update app_config set value = $1 where project = 'web' and name = 'register_variant'", [variant]);
  }

  describe('new variants (three steps)', () => {
    it('REG-1 REG-4 REG-6 email: info → 6-digit code by mail → verify_result 1 → password creates the account and a session', async () => {
      const email = uniqueEmail('reg');
      const info = await open({ register_type: 1, email: email.toUpperCase() });
      expect(info.body).toMatchObject({ ret_code: 0, result: { step: 'verfiyCode' } });
      expect(info.body.result.uuid).toMatch(/^[0-9a-f-]{36}$/);

      const [mail] = await outbox(b.app, email);
      expect(mail).toMatchObject({ channel: 'email', to: email, link: null });
      expect(mail.code).toMatch(/^\d{6}$/);
      expect(mail.body).toContain(mail.code);

      const verify = await post(b.app, VERIFY, { uuid: info.body.result.uuid, code: mail.code });
      expect(verify.body).toMatchObject({ ret_code: 0, result: { verify_result: 1 } });

      const res = await b.app.inject({
        method: 'POST',
        url: PASSWORD_STEP,
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({
          uuid: info.body.result.uuid,
          ...(await passwordFields(b.app, PASSWORD)),
          ...(await captcha(b.app, SCENE.register)),
        }),
      });
      const body = res.json<{ ret_code: number; result: SessionResult }>();
      expect(body.ret_code).toBe(0);
      expect(body.result).toMatchObject({ is_new_user: true });
      expect(body.result.uid).toMatch(/^[1-9]\d{8}$/);
      expect(typeof body.result.user_id).toBe('number');
      expect(String(res.headers['set-cookie'])).toContain(`BYBIT_TOKEN=${encodeURIComponent(body.result.token)}`);

      const { rows } = await h.db.query<{
        email: string;
        username: string;
        password_hash: string;
        email_verified: boolean;
      }>('select email, username, password_hash, email_verified from users where uid = $1', [body.result.uid]);
      expect(rows[0]).toMatchObject({ email, username: email.split('@')[0], email_verified: true });
      expect(rows[0].password_hash).toMatch(/^scrypt\$32768\$8\$1\$/);

      const profile = await get<{ uid: string }>(b.app, '/x-api/v2/private/user/profile', auth(body.result.token));
      expect(profile.body.result.uid).toBe(body.result.uid);
    });

    it('REG-1 mobile (type 5): the code goes by SMS to +{dial}{digits}; country_code may be ISO or an unambiguous dial code', async () => {
      const mobile = uniqueMobile();
      const info = await open({ register_type: 5, mobile, country_code: '44' });
      expect(info.body).toMatchObject({ ret_code: 0, result: { step: 'verfiyCode' } });
      const [sms] = await outbox(b.app, `+44${mobile}`);
      expect(sms).toMatchObject({ channel: 'sms', to: `+44${mobile}`, subject: expect.any(String) });
      expect(sms.code).toMatch(/^\d{6}$/);
      // '+' in the query arrives as a space: the outbox filter copes
      const loose = await get<{ list: unknown[] }>(b.app, `/x-api/dev/outbox?to=+44${mobile}`);
      expect(loose.body.result.list).toHaveLength(1);
      await post(b.app, VERIFY, { uuid: info.body.result.uuid, code: sms.code });
      const done = await setPassword(info.body.result.uuid);
      expect(done.body.ret_code).toBe(0);
      const { rows } = await h.db.query(
        'select mobile, country_code, email, mobile_verified from users where uid = $1',
        [done.body.result.uid],
      );
      expect(rows[0]).toEqual({ mobile, country_code: 'GB', email: null, mobile_verified: true });
      // the same number again, this time by ISO code
      const again = await open({ register_type: 5, mobile, country_code: 'gb' });
      expect(again.body).toMatchObject({ ret_code: 30032, ret_msg: 'Account already exists' });
    });

    it('REG-1 the account type may be a numeric `type` when the captcha type travels as captcha_type', async () => {
      const email = uniqueEmail('numeric');
      const { magpie_verify_info, key_version } = await captcha(b.app, SCENE.register);
      const res = await post<Opened>(
        b.app,
        INFO,
        { type: 1, email, magpie_verify_info, key_version, captcha_type: 'magpie' },
        ipHeader(),
      );
      expect(res.body).toMatchObject({ ret_code: 0, result: { step: 'verfiyCode' } });
      const missing = await open({ email: uniqueEmail() });
      expect(missing.body).toMatchObject({ ret_code: 10001, ret_msg: 'register_type must be 1, 5 or 44' });
    });

    it('REG-1 Turkish register (type 44) registers on the TUR site', async () => {
      const email = uniqueEmail('tr');
      const info = await open({ register_type: 44, email });
      expect(info.body.ret_code).toBe(0);
      await post(b.app, VERIFY, { uuid: info.body.result.uuid, code: await lastCode(b.app, email) });
      const done = await setPassword(info.body.result.uuid);
      const { rows } = await h.db.query('select site_id from users where uid = $1', [done.body.result.uid]);
      expect(rows[0]).toEqual({ site_id: 'TUR' });
    });

    it('REG-4 refusals of register/info: bad email, bad number, unknown or ambiguous country, existing account', async () => {
      expect((await open({ register_type: 1, email: 'not-an-email' })).body).toMatchObject({ ret_code: 10001 });
      expect((await open({ register_type: 1 })).body.ret_code).toBe(10001);
      expect((await open({ register_type: 5, mobile: '123', country_code: 'GB' })).body).toMatchObject({
        ret_code: 10001,
        ret_msg: expect.stringMatching(/GB \(10-10 digits\)/),
      });
      expect((await open({ register_type: 5, mobile: '7123456789', country_code: 'ZZ' })).body.ret_code).toBe(10001);
      const ambiguous = await open({ register_type: 5, mobile: '4155550100', country_code: '+1' });
      expect(ambiguous.body).toMatchObject({ ret_code: 10001, ret_msg: expect.stringMatching(/CA, US/) });
      expect((await open({ register_type: 1, email: 'demo@example.com' })).body).toMatchObject({ ret_code: 30032 });
      const bad = await post(b.app, INFO, { register_type: 2, email: uniqueEmail() });
      expect(bad.body.ret_code).toBe(10001);
    });

    it('REG-10 numbers of restricted countries (CN CU IR KP SD SG SY US) are refused with 41007', async () => {
      for (const [country, mobile] of [
        ['US', '4155550100'],
        ['SG', '81234567'],
        ['CN', '13812345678'],
      ]) {
        const res = await open({ register_type: 5, mobile, country_code: country });
        expect(res.body, country).toMatchObject({ ret_code: 41007 });
      }
      const { rows } = await h.db.query("select count(*)::int as n from outbox where recipient like '+1%'");
      expect(rows[0]).toEqual({ n: 0 });
    });

    it('CAP-6 register/info without a solved captcha for scene 31004 is refused with 40301 and sends nothing', async () => {
      const email = uniqueEmail('nocap');
      const none = await post(b.app, INFO, { register_type: 1, email }, ipHeader());
      expect(none.body).toMatchObject({ ret_code: 40301, ret_msg: 'Captcha verification failed' });
      const wrongScene = await post(
        b.app,
        INFO,
        { register_type: 1, email, ...(await captcha(b.app, SCENE.login)) },
        ipHeader(),
      );
      expect(wrongScene.body.ret_code).toBe(40301);
      expect(await outbox(b.app, email)).toEqual([]);
      // a solved captcha works once
      const fields = await captcha(b.app, SCENE.register);
      expect((await post(b.app, INFO, { register_type: 1, email, ...fields }, ipHeader())).body.ret_code).toBe(0);
      expect((await post(b.app, INFO, { register_type: 1, email, ...fields }, ipHeader())).body.ret_code).toBe(40301);
    });

    it('REG-6 a wrong code answers 30050 with verify_result 0 and the attempts left; after 5 the code is void (30051)', async () => {
      const email = uniqueEmail('wrong');
      const { body } = await open({ register_type: 1, email });
      const uuid = body.result.uuid;
      const code = await lastCode(b.app, email);
      const wrong = code === '000000' ? '111111' : '000000';
      for (let i = 1; i <= 5; i += 1) {
        const res = await post(b.app, VERIFY, { uuid, code: wrong });
        expect(res.body).toMatchObject({
          ret_code: 30050,
          ret_msg: 'Verification code is incorrect',
          result: { verify_result: 0, remaining: 5 - i },
        });
      }
      const right = await post(b.app, VERIFY, { uuid, code });
      expect(right.body).toMatchObject({ ret_code: 30051, ret_msg: 'Too many attempts, request a new code' });
      expect((await get(b.app, `${RESULT}?uuid=${uuid}`)).body.result).toEqual({ verify_result: 0 });
    });

    it('REG-6 an expired code, or an expired registration, answers 30052', async () => {
      const email = uniqueEmail('exp');
      const { body } = await open({ register_type: 1, email });
      const code = await lastCode(b.app, email);
      await h.db.query("update registrations set secret_expires_at = now() - interval '1 second' where uuid = $1", [
        body.result.uuid,
      ]);
      expect((await post(b.app, VERIFY, { uuid: body.result.uuid, code })).body).toMatchObject({
        ret_code: 30052,
        ret_msg: 'Verification code expired',
      });
      const email2 = uniqueEmail('exp2');
      const second = await open({ register_type: 1, email: email2 });
      await h.db.query("update registrations set expires_at = now() - interval '1 second' where uuid = $1", [
        second.body.result.uuid,
      ]);
      const code2 = await lastCode(b.app, email2);
      expect((await post(b.app, VERIFY, { uuid: second.body.result.uuid, code: code2 })).body.ret_code).toBe(30052);
      expect(
        (await post(b.app, VERIFY, { uuid: '00000000-0000-0000-0000-000000000000', code: '123456' })).body.ret_code,
      ).toBe(10001);
    });

    it('REG-4 resend: 30054 within 60 s, a new code after (the old one stops working), at most 5 sends (30055)', async () => {
      const email = uniqueEmail('resend');
      const { body } = await open({ register_type: 1, email });
      const uuid = body.result.uuid;
      const first = await lastCode(b.app, email);
      const early = await post(b.app, RESEND, { uuid, ...(await captcha(b.app, SCENE.register)) });
      expect(early.body).toMatchObject({ ret_code: 30054, ret_msg: 'Too many requests' });
      expect(await outbox(b.app, email)).toHaveLength(1);

      const rewind = () =>
        h.db.query("update registrations set last_sent_at = now() - interval '61 seconds' where uuid = $1", [uuid]);
      await rewind();
      const noCaptcha = await post(b.app, RESEND, { uuid });
      expect(noCaptcha.body.ret_code).toBe(40301);
      const again = await post(b.app, RESEND, { uuid, ...(await captcha(b.app, SCENE.register)) });
      expect(again.body).toMatchObject({ ret_code: 0, result: { uuid, step: 'verfiyCode' } });
      const mails = await outbox(b.app, email);
      expect(mails).toHaveLength(2);
      const second = mails[0].code as string;
      if (second !== first) {
        expect((await post(b.app, VERIFY, { uuid, code: first })).body.ret_code).toBe(30050);
      }
      for (let sends = 3; sends <= 5; sends += 1) {
        await rewind();
        expect((await post(b.app, RESEND, { uuid, ...(await captcha(b.app, SCENE.register)) })).body.ret_code).toBe(0);
      }
      await rewind();
      const sixth = await post(b.app, RESEND, { uuid, ...(await captcha(b.app, SCENE.register)) });
      expect(sixth.body).toMatchObject({ ret_code: 30055 });
      expect(await outbox(b.app, email)).toHaveLength(5);
      // a resend gives fresh attempts: the newest code verifies
      expect((await post(b.app, VERIFY, { uuid, code: await lastCode(b.app, email) })).body.ret_code).toBe(0);
    });

    it('REG-4 the password step needs a verified registration, the rules, the encrypted transport and a captcha; it works once', async () => {
      const email = uniqueEmail('pw');
      const { body } = await open({ register_type: 1, email });
      const uuid = body.result.uuid;
      expect((await setPassword(uuid)).body).toMatchObject({
        ret_code: 10001,
        ret_msg: expect.stringMatching(/Verify/),
      });
      await post(b.app, VERIFY, { uuid, code: await lastCode(b.app, email) });

      expect((await setPassword(uuid, 'weakpass')).body).toMatchObject({
        ret_code: 10001,
        ret_msg: expect.stringMatching(/8-30 characters/),
      });
      const plain = await post(b.app, PASSWORD_STEP, {
        uuid,
        password: PASSWORD,
        ...(await captcha(b.app, SCENE.register)),
      });
      expect(plain.body).toMatchObject({ ret_code: 10001, ret_msg: expect.stringMatching(/Plain passwords/) });
      const stale = await post(b.app, PASSWORD_STEP, {
        uuid,
        ...(await passwordFields(b.app, PASSWORD, Date.now() - 6 * 60 * 1000)),
        ...(await captcha(b.app, SCENE.register)),
      });
      expect(stale.body).toMatchObject({ ret_code: 10001, ret_msg: 'Request expired, please try again' });
      const noCaptcha = await post(b.app, PASSWORD_STEP, { uuid, ...(await passwordFields(b.app, PASSWORD)) });
      expect(noCaptcha.body.ret_code).toBe(40301);

      expect((await setPassword(uuid)).body.ret_code).toBe(0);
      expect((await setPassword(uuid)).body).toMatchObject({ ret_code: 30032 });
      const { rows } = await h.db.query('select count(*)::int as n from users where email = $1', [email]);
      expect(rows[0]).toEqual({ n: 1 });
    });

    it('REG-4 register_compliance is the password step of regulated sites and records site_id', async () => {
      const email = uniqueEmail('eu');
      const { body } = await open({ register_type: 1, email, site_id: 'EU' });
      await post(b.app, VERIFY, { uuid: body.result.uuid, code: await lastCode(b.app, email) });
      const res = await post<SessionResult>(b.app, '/x-api/user/public/register_compliance', {
        uuid: body.result.uuid,
        site_id: 'EU',
        ...(await passwordFields(b.app, PASSWORD)),
        ...(await captcha(b.app, SCENE.register)),
      });
      expect(res.body).toMatchObject({ ret_code: 0, result: { is_new_user: true } });
      const { rows } = await h.db.query('select site_id from users where uid = $1', [res.body.result.uid]);
      expect(rows[0]).toEqual({ site_id: 'EU' });
    });

    it('REG-5 channel info, attribution and ext_json are kept with the registration; a bad eu_subscription is refused', async () => {
      const email = uniqueEmail('payload');
      const res = await open({
        register_type: 1,
        email,
        regist_channel: 'web',
        url: 'https://www.example.com/register?affiliate_id=1',
        user_code: 'REF2024',
        medium: 'referral',
        ext_json: JSON.stringify({ tg_source: 'bot', eu_subscription: 1, is_manual_input: true, other: 'x' }),
      });
      expect(res.body).toMatchObject({ ret_code: 0 });
      const { rows } = await h.db.query<{ payload: unknown }>('select payload from registrations where uuid = $1', [
        res.body.result.uuid,
      ]);
      const payload = typeof rows[0].payload === 'string' ? JSON.parse(rows[0].payload) : rows[0].payload;
      expect(payload).toEqual({
        regist_channel: 'web',
        url: 'https://www.example.com/register?affiliate_id=1',
        user_code: 'REF2024',
        medium: 'referral',
        ext_json: { tg_source: 'bot', eu_subscription: 1, is_manual_input: true },
      });
      const bad = await open({ register_type: 1, email: uniqueEmail(), ext_json: { eu_subscription: 2 } });
      expect(bad.body).toMatchObject({ ret_code: 10001, ret_msg: expect.stringMatching(/eu_subscription/) });
    });
  });

  describe('link variant', () => {
    it('REG-2 newLink: the mail carries /{lang}/email-code-verify?uuid&token; activate verifies; verify/result turns 1', async () => {
      await setVariant('newLink');
      try {
        const email = uniqueEmail('link');
        const info = await open({ register_type: 1, email, lang: 'de-DE' });
        expect(info.body).toMatchObject({ ret_code: 0, result: { step: 'verfiyLink' } });
        const uuid = info.body.result.uuid;
        const [mail] = await outbox(b.app, email);
        expect(mail.code).toBeNull();
        const link = new URL(mail.link as string);
        expect(`${link.origin}${link.pathname}`).toBe('http://localhost:3000/de-DE/email-code-verify');
        expect(link.searchParams.get('uuid')).toBe(uuid);
        const token = link.searchParams.get('token') as string;
        expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
        expect(mail.body).toContain(mail.link);

        expect((await get(b.app, `${RESULT}?uuid=${uuid}`)).body).toMatchObject({
          ret_code: 0,
          result: { verify_result: 0 },
        });
        // a code cannot verify a link registration
        expect((await post(b.app, VERIFY, { uuid, code: '123456' })).body.ret_code).toBe(10001);
        expect((await post(b.app, ACTIVATE, { uuid, token: 'x'.repeat(43) })).body).toMatchObject({ ret_code: 30053 });
        expect((await post(b.app, ACTIVATE, { uuid, token })).body).toMatchObject({
          ret_code: 0,
          result: { verify_result: 1 },
        });
        expect((await get(b.app, `${RESULT}?uuid=${uuid}`)).body.result).toEqual({ verify_result: 1 });
        // opened again, or tampered with after it worked: no longer valid
        expect((await post(b.app, ACTIVATE, { uuid, token })).body).toMatchObject({ ret_code: 30053 });
        expect((await post(b.app, ACTIVATE, { uuid, token: 'y'.repeat(43) })).body).toMatchObject({ ret_code: 30053 });
        expect((await setPassword(uuid)).body).toMatchObject({ ret_code: 0, result: { is_new_user: true } });
        // and after the account exists
        expect((await post(b.app, ACTIVATE, { uuid, token })).body).toMatchObject({ ret_code: 30053 });
      } finally {
        await setVariant('newCode');
      }
    });

    it('REG-6 a verified code registration answers only to its own code: a double submit passes, a guess is refused', async () => {
      const email = uniqueEmail('recheck');
      const info = await open({ register_type: 1, email });
      const uuid = info.body.result.uuid;
      const [mail] = await outbox(b.app, email);
      expect((await post(b.app, VERIFY, { uuid, code: mail.code })).body.result).toEqual({ verify_result: 1 });
      expect((await post(b.app, VERIFY, { uuid, code: mail.code })).body.result).toEqual({ verify_result: 1 });
      const guess = mail.code === '000000' ? '111111' : '000000';
      expect((await post(b.app, VERIFY, { uuid, code: guess })).body).toMatchObject({ ret_code: 30050 });
    });

    it('REG-2 links point to the requesting page only when it is an allowed origin (white host), else WEB_ORIGIN', async () => {
      await setVariant('newLink');
      try {
        const allowed = uniqueEmail('origin');
        await open({ register_type: 1, email: allowed }, { ...ipHeader(), origin: 'https://www.bybit.eu' });
        expect((await outbox(b.app, allowed))[0].link).toMatch(/^https:\/\/www\.bybit\.eu\/en\/email-code-verify\?/);
        const forged = uniqueEmail('forged');
        await open({ register_type: 1, email: forged }, { ...ipHeader(), origin: 'https://evil.example' });
        expect((await outbox(b.app, forged))[0].link).toMatch(/^http:\/\/localhost:3000\/en\/email-code-verify\?/);
        const local = uniqueEmail('local');
        await open(
          { register_type: 1, email: local },
          { ...ipHeader(), referer: 'http://eu.localhost:3100/en-EU/register' },
        );
        expect((await outbox(b.app, local))[0].link).toMatch(/^http:\/\/eu\.localhost:3100\//);
      } finally {
        await setVariant('newCode');
      }
    });

    it('REG-2 with a link variant a mobile registration still gets a code', async () => {
      await setVariant('newLink');
      try {
        const mobile = uniqueMobile();
        const info = await open({ register_type: 5, mobile, country_code: 'GB' });
        expect(info.body.result.step).toBe('verfiyCode');
        expect((await outbox(b.app, `+44${mobile}`))[0].code).toMatch(/^\d{6}$/);
      } finally {
        await setVariant('newCode');
      }
    });
  });

  describe('old variants', () => {
    it('REG-2 REG-4 oldCode email: /verify/register/email sends a code, /register/email creates the account', async () => {
      const email = uniqueEmail('old');
      const sent = await post<Opened>(
        b.app,
        '/x-api/verify/register/email',
        { email, ...(await captcha(b.app, SCENE.register)) },
        ipHeader(),
      );
      expect(sent.body).toMatchObject({ ret_code: 0, result: { step: 'verfiyCode' } });
      const code = await lastCode(b.app, email);
      const registerEmail = async (c: string) =>
        post<SessionResult>(b.app, '/x-api/register/email', {
          email,
          code: c,
          ...(await passwordFields(b.app, PASSWORD)),
          ...(await captcha(b.app, SCENE.register)),
        });
      const wrong = await registerEmail(code === '000000' ? '111111' : '000000');
      expect(wrong.body).toMatchObject({ ret_code: 30050, result: { verify_result: 0, remaining: 4 } });
      const done = await registerEmail(code);
      expect(done.body).toMatchObject({ ret_code: 0, result: { is_new_user: true } });
      const { rows } = await h.db.query('select variant from registrations where uuid = $1', [sent.body.result.uuid]);
      expect(rows[0]).toEqual({ variant: 'oldCode' });
      expect((await registerEmail(code)).body.ret_code).toBe(30032);
    });

    it('REG-2 REG-4 oldCode mobile: /verify/register/mobile and /register/mobile', async () => {
      const mobile = uniqueMobile();
      const sent = await post(
        b.app,
        '/x-api/verify/register/mobile',
        { country_code: 'GB', mobile, ...(await captcha(b.app, SCENE.register)) },
        ipHeader(),
      );
      expect(sent.body.ret_code).toBe(0);
      const done = await post<SessionResult>(b.app, '/x-api/register/mobile', {
        country_code: '+44',
        mobile,
        code: await lastCode(b.app, `+44${mobile}`),
        ...(await passwordFields(b.app, PASSWORD)),
        ...(await captcha(b.app, SCENE.register)),
      });
      expect(done.body).toMatchObject({ ret_code: 0, result: { is_new_user: true } });
      const restricted = await post(
        b.app,
        '/x-api/verify/register/mobile',
        { country_code: 'US', mobile: '4155550100', ...(await captcha(b.app, SCENE.register)) },
        ipHeader(),
      );
      expect(restricted.body.ret_code).toBe(41007);
    });

    it('REG-2 oldLink: the mail carries a link; /register/email waits for the activation', async () => {
      await setVariant('oldLink');
      try {
        const email = uniqueEmail('oldlink');
        const sent = await post<Opened>(
          b.app,
          '/x-api/verify/register/email',
          { email, ...(await captcha(b.app, SCENE.register)) },
          ipHeader(),
        );
        expect(sent.body.result.step).toBe('verfiyLink');
        const register = async () =>
          post<SessionResult>(b.app, '/x-api/register/email', {
            email,
            ...(await passwordFields(b.app, PASSWORD)),
            ...(await captcha(b.app, SCENE.register)),
          });
        expect((await register()).body).toMatchObject({ ret_code: 10001, ret_msg: expect.stringMatching(/Verify/) });
        const link = new URL((await outbox(b.app, email))[0].link as string);
        await post(b.app, ACTIVATE, { uuid: link.searchParams.get('uuid'), token: link.searchParams.get('token') });
        expect((await register()).body).toMatchObject({ ret_code: 0, result: { is_new_user: true } });
      } finally {
        await setVariant('newCode');
      }
    });

    it('REG-4 /register/email without a code request first is refused', async () => {
      const res = await post(b.app, '/x-api/register/email', {
        email: uniqueEmail('never'),
        code: '123456',
        ...(await passwordFields(b.app, PASSWORD)),
        ...(await captcha(b.app, SCENE.register)),
      });
      expect(res.body).toMatchObject({ ret_code: 10001, ret_msg: 'Request a verification code first' });
    });
  });

  describe('bound to the browser that started it', () => {
    it('REG-4 REG-7 a verified sign-up cannot be finished or recalled by anyone holding only its uuid (30056); its own browser finishes it', async () => {
      const email = uniqueEmail('bound');
      const { body } = await open({ register_type: 1, email });
      const uuid = body.result.uuid;
      await post(b.app, VERIFY, { uuid, code: await lastCode(b.app, email) });

      // another browser: no cookie, another sign-up's cookie, or a forged one
      const other = browserOf(h.app);
      await post(
        other,
        INFO,
        { register_type: 1, email: uniqueEmail('other'), ...(await captcha(other, SCENE.register)) },
        ipHeader(),
      );
      for (const [name, app, headers] of [
        ['no cookie', h.app, {}],
        ['another sign-up', other, {}],
        ['a forged cookie', h.app, { cookie: `reg_${uuid}=forged` }],
      ] as const) {
        const taken = await post<SessionResult>(
          app,
          PASSWORD_STEP,
          { uuid, ...(await passwordFields(app, 'Takeover123')), ...(await captcha(app, SCENE.register)) },
          headers,
        );
        expect(taken.body.ret_code, name).toBe(30056);
        const recalled = await get(app, `${RECALL}?uuid=${uuid}`, headers);
        expect(recalled.body.ret_code, name).toBe(30056);
      }
      // twenty takeovers at once change nothing either
      const burst = await Promise.all(
        Array.from({ length: 20 }, async () =>
          post(h.app, PASSWORD_STEP, {
            uuid,
            ...(await passwordFields(h.app, 'Takeover123')),
            ...(await captcha(h.app, SCENE.register)),
          }),
        ),
      );
      expect(burst.every((r) => r.body.ret_code === 30056)).toBe(true);

      // the browser that started it still finishes it, with its own password
      expect((await get<{ recall_stage: string }>(b.app, `${RECALL}?uuid=${uuid}`)).body.result.recall_stage).toBe(
        'commit_password',
      );
      const done = await setPassword(uuid);
      expect(done.body.ret_code).toBe(0);
      const { rows } = await h.db.query<{ n: number }>('select count(*)::int as n from users where email = $1', [
        email,
      ]);
      expect(rows[0].n).toBe(1);
    });

    it('REG-4 the cookie is HttpOnly, of this sign-up alone, and lives as long as the sign-up', async () => {
      const res = await b.app.inject({
        method: 'POST',
        url: INFO,
        headers: { 'content-type': 'application/json', ...ipHeader() },
        payload: JSON.stringify({
          register_type: 1,
          email: uniqueEmail('cookie'),
          ...(await captcha(b.app, SCENE.register)),
        }),
      });
      const uuid = res.json<{ result: Opened }>().result.uuid;
      const cookie = res.cookies.find((c) => c.name === `reg_${uuid}`);
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', maxAge: 30 * 60 });
      expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
      // the api keeps its hash, never the secret
      const { rows } = await h.db.query<{ browser_secret_hash: string }>(
        'select browser_secret_hash from registrations where uuid = $1',
        [uuid],
      );
      expect(rows[0].browser_secret_hash).not.toBe(cookie?.value);
      expect(rows[0].browser_secret_hash.length).toBeGreaterThan(0);
    });

    it('REG-2 the old variants finish only in the browser that asked for the code', async () => {
      const email = uniqueEmail('old-bound');
      await post(
        b.app,
        '/x-api/verify/register/email',
        { email, ...(await captcha(b.app, SCENE.register)) },
        ipHeader(),
      );
      const code = await lastCode(b.app, email);
      const body = async (app: FastifyInstance) => ({
        email,
        code,
        ...(await passwordFields(app, PASSWORD)),
        ...(await captcha(app, SCENE.register)),
      });
      expect((await post(h.app, '/x-api/register/email', await body(h.app))).body.ret_code).toBe(30056);
      expect((await post(b.app, '/x-api/register/email', await body(b.app))).body.ret_code).toBe(0);
    });
  });

  describe('recall, risk, lists', () => {
    it('REG-7 recall stages: "" while unverified, commit_password once verified, commit_login once the account exists', async () => {
      const email = uniqueEmail('recall');
      const { body } = await open({ register_type: 1, email }, { ...ipHeader(), platform: 'mobile' });
      const uuid = body.result.uuid;
      const recall = async () => (await get<Record<string, string>>(b.app, `${RECALL}?uuid=${uuid}`)).body.result;
      expect(await recall()).toEqual({
        recall_stage: '',
        platform: 'mobile',
        login_name: 're***@example.com',
        version: 'newCode',
      });
      await post(b.app, VERIFY, { uuid, code: await lastCode(b.app, email) });
      expect((await recall()).recall_stage).toBe('commit_password');
      await setPassword(uuid);
      expect((await recall()).recall_stage).toBe('commit_login');
      const unknown = await get(b.app, `${RECALL}?uuid=00000000-0000-0000-0000-000000000000`);
      expect(unknown.body).toMatchObject({ ret_code: 0, result: { recall_stage: '' } });
    });

    it('REG-8 risk check: no intercept normally; over 20 register attempts from one IP in 10 minutes intercepts and blocks (31018)', async () => {
      const ip = '10.200.0.1';
      const check = () =>
        post<{ intercept: boolean }>(
          b.app,
          '/x-api/user/public/risk/default-intercept',
          { sence: 30002, ext_info: {} },
          ipHeader(ip),
        );
      expect((await check()).body).toMatchObject({ ret_code: 0, result: { intercept: false } });
      await h.db.query("insert into auth_attempts (kind, ip) select 'register', $1 from generate_series(1, 21)", [ip]);
      expect((await check()).body.result).toEqual({ intercept: true });
      const other = await post<{ intercept: boolean }>(
        b.app,
        '/x-api/user/public/risk/default-intercept',
        { sence: 30002 },
        ipHeader('10.200.0.2'),
      );
      expect(other.body.result.intercept).toBe(false);
      const blocked = await open({ register_type: 1, email: uniqueEmail() }, ipHeader(ip));
      expect(blocked.body).toMatchObject({ ret_code: 31018 });
      // older attempts fall out of the window
      await h.db.query("update auth_attempts set created_at = now() - interval '11 minutes' where ip = $1", [ip]);
      expect((await check()).body.result.intercept).toBe(false);
    });

    it('REG-9 /register/countryCode lists {code, dial_code, name} of countries open to registration', async () => {
      const { body } = await get<{ list: { code: string; dial_code: string; name: string }[] }>(
        b.app,
        '/x-api/register/countryCode',
      );
      expect(body.ret_code).toBe(0);
      const codes = body.result.list.map((c) => c.code);
      expect(body.result.list.find((c) => c.code === 'GB')).toEqual({
        code: 'GB',
        dial_code: '+44',
        name: 'United Kingdom',
      });
      for (const restricted of ['CN', 'CU', 'IR', 'KP', 'SD', 'SG', 'SY', 'US'])
        expect(codes).not.toContain(restricted);
    });

    it('REG-3 permission_v2 hides mobile registration on KAZ and EU (mobile login on KAZ only), and everywhere when configured', async () => {
      const perm = async (site?: string) =>
        (await get<Record<string, unknown>>(b.app, `/x-api/register/permission_v2${site ? `?site_id=${site}` : ''}`))
          .body.result;
      expect(await perm()).toMatchObject({ site_id: 'BYBIT', email: true, mobile: true, login_mobile: true });
      expect(await perm('KAZ')).toMatchObject({ email: true, mobile: false, login_mobile: false });
      expect(await perm('eu')).toMatchObject({ site_id: 'EU', email: true, mobile: false, login_mobile: true });
      expect(await perm('TUR')).toMatchObject({ mobile: true });
      // and register/info follows it
      const kaz = await open({ register_type: 5, mobile: '7012345678', country_code: 'KZ', site_id: 'KAZ' });
      expect(kaz.body).toMatchObject({ ret_code: 10001, ret_msg: expect.stringMatching(/not available on this site/) });
      await h.db.query("update app_config set value = 'true' where project = 'web' and name = 'phone_tab_hidden'");
      try {
        expect(await perm('TUR')).toMatchObject({ mobile: false, login_mobile: false });
      } finally {
        await h.db.query("update app_config set value = 'false' where project = 'web' and name = 'phone_tab_hidden'");
      }
    });

    it('REG-11 /s1/code/info tells whether a referral code is valid and its scene', async () => {
      const info = async (code: string) =>
        (await post<Record<string, unknown>>(b.app, '/x-api/s1/code/info', { code })).body;
      expect(await info('REF2024')).toMatchObject({
        ret_code: 0,
        result: { valid: true, scene: 2, info: { success: true } },
      });
      expect((await info('aff10001')).result).toMatchObject({ valid: true, scene: 1 });
      expect((await info('BROKER01')).result).toMatchObject({ valid: true, scene: 3 });
      expect((await info('WELCOME')).result).toMatchObject({ valid: true, scene: 0 });
      expect((await info('NOPE')).result).toEqual({
        valid: false,
        scene: 0,
        tpl: '',
        info: { success: false },
        inviter: null,
      });
      expect((await info('bad code!')).result).toMatchObject({ valid: false });
      await h.db.query("update referral_codes set enabled = false where code = 'WELCOME'");
      expect((await info('WELCOME')).result).toMatchObject({ valid: false });
      await h.db.query("update referral_codes set enabled = true where code = 'WELCOME'");
    });

    it('REG-11 cabital post-register is private and stores {channel, uuid, status}', async () => {
      const body = { channel: 'cabital', uuid: 'abc-123', status: 1 };
      // a browser without a session (this suite's browser holds the sessions its sign-ups opened)
      expect((await post(h.app, '/x-api/v3/private/misc/cabital/post-register', body)).body.ret_code).toBe(10006);
      const reg = await registerByEmail(h.app, uniqueEmail('cabital'));
      const res = await post(h.app, '/x-api/v3/private/misc/cabital/post-register', body, auth(reg.body.result.token));
      expect(res.body).toMatchObject({ ret_code: 0, result: {} });
      const { rows } = await h.db.query('select channel, uuid, status from post_register_events where user_id = $1', [
        reg.body.result.user_id,
      ]);
      expect(rows).toEqual([{ channel: 'cabital', uuid: 'abc-123', status: '1' }]);
    });
  });

  describe('outbox', () => {
    it('REG-4 the dev outbox lists messages to an address newest first with {channel, to, subject, body, code, link, created_at}', async () => {
      const email = uniqueEmail('outbox');
      await open({ register_type: 1, email });
      await open({ register_type: 1, email });
      const list = await outbox(b.app, email);
      expect(list).toHaveLength(2);
      expect(Object.keys(list[0]).sort()).toEqual(['body', 'channel', 'code', 'created_at', 'link', 'subject', 'to']);
      const { rows } = await h.db.query<{ code: string }>(
        'select code from outbox where recipient = $1 order by id desc',
        [email],
      );
      expect(list.map((m) => m.code)).toEqual(rows.map((r) => r.code));
      expect(new Date(list[0].created_at).getTime()).toBeGreaterThanOrEqual(new Date(list[1].created_at).getTime());
    });
  });
});

describe('outbox in production', () => {
  it('REG-4 GET /x-api/dev/outbox is a 404 envelope in production; codes never reach the log', async () => {
    const lines: string[] = [];
    const db = await openTestDatabase();
    const prod = await buildApp({
      db,
      logLevel: 'info',
      logStream: { write: (l: string) => lines.push(l) },
      accounts: { production: true },
    });
    const dev = await buildApp({ db, logLevel: 'silent' });
    try {
      const res = await prod.inject({ method: 'GET', url: '/x-api/dev/outbox' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ ret_code: 10404, ret_msg: 'Not found' });

      const email = uniqueEmail('log');
      const sent = await post(prod, INFO, { register_type: 1, email, ...(await captcha(prod, SCENE.register)) });
      expect(sent.body.ret_code).toBe(0);
      const [mail] = await outbox(dev, email);
      const log = lines.join('\n');
      expect(log).toContain('message sent to the outbox');
      expect(log).not.toContain(mail.code as string);
      expect(log).not.toContain(email);
      // production cookies of https requests are Secure
      expect(prod.printRoutes()).toContain('login');
    } finally {
      await prod.close();
      await dev.close();
      await db.close();
    }
  });
});

describe('dev config route', () => {
  it('REG-2 UI-6 LOGIN-12 DLG-6 the dev routes set a web config entry, ban an account and set its identity verification outside production; production answers 404', async () => {
    const db = await openTestDatabase();
    const dev = await buildApp({ db, logLevel: 'silent' });
    const prod = await buildApp({ db, logLevel: 'silent', accounts: { production: true } });
    try {
      const put = (app: typeof dev, payload: unknown) =>
        app.inject({ method: 'PUT', url: '/x-api/dev/config', payload: payload as Record<string, unknown> });
      const set = await put(dev, { name: 'register_variant', value: 'newLink' });
      expect(set.json()).toMatchObject({ ret_code: 0, result: { project: 'web', name: 'register_variant' } });
      const config = await post<{ data: { name: string; value: string }[] }>(dev, '/x-api/v3/config/web', {
        project: 'web',
      });
      expect(config.body.result.data.find((d) => d.name === 'register_variant')?.value).toBe('newLink');
      expect((await put(dev, { name: 'Bad Name', value: 'x' })).json()).toMatchObject({ ret_code: 10001 });
      expect((await put(prod, { name: 'register_variant', value: 'oldCode' })).statusCode).toBe(404);
      // LOGIN-12: the dev ban switch
      const banUrl = '/x-api/dev/account-ban';
      const ban = (app: typeof dev, payload: Record<string, unknown>) =>
        app.inject({ method: 'PUT', url: banUrl, payload });
      await db.query("insert into users (uid, email, username) values ('990001', 'banned@example.com', 'banned')");
      const banned = await ban(dev, {
        email: 'Banned@example.com',
        banned: true,
        self_help: true,
        banned_seconds_ago: 60,
      });
      expect(banned.json()).toMatchObject({ ret_code: 0, result: { uid: '990001', banned: true } });
      const { rows } = await db.query<{ status: number; self_help_ban: boolean }>(
        "select status, self_help_ban from users where uid = '990001'",
      );
      expect(rows[0]).toEqual({ status: 2, self_help_ban: true });
      expect((await ban(dev, { email: 'nobody@example.com', banned: true })).json()).toMatchObject({ ret_code: 10001 });
      expect((await ban(prod, { email: 'banned@example.com', banned: false })).statusCode).toBe(404);
      // the dev clock of an account's security codes: a send a minute old is due again
      const age = (app: typeof dev, payload: Record<string, unknown>) =>
        app.inject({ method: 'PUT', url: '/x-api/dev/security-codes-age', payload });
      const user = await db.query<{ id: string }>("select id from users where uid = '990001'");
      await db.query(
        `insert into security_codes (purpose, user_id, channel, code_hash, expires_at)
         values ('settings:dev', $1, 'email', 'x', now() + interval '10 minutes')`,
        [user.rows[0].id],
      );
      const { resendIn } = await import('@/server/security/security-codes');
      const wait = () => resendIn(db, 'settings:dev', 'email');
      expect(await wait()).toBeGreaterThan(50);
      expect((await age(dev, { email: 'banned@example.com', seconds: 61 })).json()).toMatchObject({
        ret_code: 0,
        result: { codes: 1 },
      });
      expect(await wait()).toBe(0);
      expect((await age(dev, { email: 'nobody@example.com', seconds: 61 })).json()).toMatchObject({ ret_code: 10001 });
      expect((await age(prod, { email: 'banned@example.com', seconds: 61 })).statusCode).toBe(404);
      // DLG-6 SEC-4: the dev identity-verification switch
      const kyc = (app: typeof dev, payload: Record<string, unknown>) =>
        app.inject({ method: 'PUT', url: '/x-api/dev/account-kyc', payload });
      expect((await kyc(dev, { email: 'banned@example.com', kyc_person_level: 2 })).json()).toMatchObject({
        ret_code: 0,
        result: { uid: '990001', kyc_person_level: 2 },
      });
      const levels = await db.query<{ kyc_person_level: number }>(
        "select kyc_person_level from users where uid = '990001'",
      );
      expect(levels.rows[0].kyc_person_level).toBe(2);
      expect((await kyc(dev, { email: 'banned@example.com', kyc_person_level: 9 })).statusCode).toBe(400);
      expect((await kyc(prod, { email: 'banned@example.com', kyc_person_level: 1 })).statusCode).toBe(404);
    } finally {
      await dev.close();
      await prod.close();
      await db.close();
    }
  });
});
