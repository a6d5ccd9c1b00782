import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';

import { LOCK_HOURS } from '@/config/x-api';
import { RESET_SEND_MIN_MS } from '@/server/accounts/account-recovery';
import type { Queryable } from '@/server/db';
import { sealSecret } from '@/server/security/secret-box';
import { newTotpSecret, totpCode } from '@/server/security/totp';

import {
  captcha,
  ipHeader,
  lastCode,
  login,
  outbox,
  type OutboxEntry,
  passwordFields,
  PASSWORD,
  uniqueEmail,
  uniqueMobile,
  userWithPassword,
} from './accounts-helpers';
import { describeEachDriver } from './harness';
import { auth, get, post } from './helpers';

/** The captcha scene of the recovery pages (security verification). */
const SCENE = 30093;
const NEW_PASSWORD = 'Fresh4321pass';
const PROFILE = '/x-api/v2/private/user/profile';

interface Sent {
  reset_token: string;
  resend_in: number;
}

async function send(app: FastifyInstance, loginName: string, extra: Record<string, unknown> = {}, ip = ipHeader()) {
  const started = Date.now();
  const { body } = await post<Sent>(
    app,
    '/x-api/user/password/reset/send',
    { login_name: loginName, ...extra, ...(await captcha(app, SCENE)) },
    ip,
  );
  return { body, ms: Date.now() - started };
}

const check = (app: FastifyInstance, token: string, code: string) =>
  post<{ authenticator: boolean; attempts_left?: number }>(app, '/x-api/user/password/reset/check', {
    reset_token: token,
    code,
  }).then((r) => r.body);

async function reset(
  app: FastifyInstance,
  token: string,
  password = NEW_PASSWORD,
  extra: Record<string, unknown> = {},
) {
  const { body } = await post(app, '/x-api/user/password/reset', {
    reset_token: token,
    ...(await passwordFields(app, password)),
    ...extra,
  });
  return body;
}

/** A code other than `code`. */
const otherThan = (code: string, step = 1) => String((Number(code) + step) % 1_000_000).padStart(6, '0');

/** Sends a reset for the account and checks its code: the verified token. */
async function verifiedReset(app: FastifyInstance, email: string): Promise<string> {
  const { body } = await send(app, email);
  expect(body.ret_code).toBe(0);
  const code = await lastCode(app, email);
  expect(await check(app, body.result.reset_token, code)).toMatchObject({ ret_code: 0 });
  return body.result.reset_token;
}

async function giveAuthenticator(db: Queryable, app: FastifyInstance, userId: number): Promise<string> {
  const secret = newTotpSecret();
  await db.query('update users set totp_secret = $2 where id = $1', [
    userId,
    sealSecret(app.security.secretKey, secret),
  ]);
  return secret;
}

describeEachDriver('password reset (issue 26)', (h) => {
  it('an account that exists and one that does not get the same answer, as late; only the one that exists gets a code', async () => {
    const user = await userWithPassword(h.db);
    const nobody = uniqueEmail('nobody');
    const known = await send(h.app, user.email as string);
    const unknown = await send(h.app, nobody);
    for (const answer of [known, unknown]) {
      expect(answer.body).toMatchObject({ ret_code: 0, ret_msg: 'OK', result: { resend_in: 60 } });
      expect(Object.keys(answer.body.result).sort()).toEqual(['resend_in', 'reset_token']);
      expect(answer.body.result.reset_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(answer.ms).toBeGreaterThanOrEqual(RESET_SEND_MIN_MS - 5);
    }
    const [mail] = await outbox(h.app, user.email as string);
    expect(mail).toMatchObject({ channel: 'email', subject: 'Reset your password' });
    expect(mail.code).toMatch(/^[0-9]{6}$/);
    expect(await outbox(h.app, nobody)).toEqual([]);

    // the code step of an account that does not exist refuses every code as a real one would
    const first = await check(h.app, unknown.body.result.reset_token, '123456');
    expect(first).toMatchObject({ ret_code: 30050, result: { attempts_left: 4 } });
    const real = await check(h.app, known.body.result.reset_token, otherThan(mail.code as string));
    expect(real).toMatchObject({ ret_code: 30050, result: { attempts_left: 4 } });
  });

  it('a second request within the minute is refused with 30054, for an account that exists or not', async () => {
    const user = await userWithPassword(h.db);
    expect((await send(h.app, user.email as string)).body.ret_code).toBe(0);
    expect((await send(h.app, user.email as string)).body.ret_code).toBe(30054);
    const nobody = uniqueEmail('nobody');
    expect((await send(h.app, nobody)).body.ret_code).toBe(0);
    expect((await send(h.app, nobody)).body.ret_code).toBe(30054);
    expect(await outbox(h.app, user.email as string)).toHaveLength(1);
  });

  it('a mobile account gets its code by SMS', async () => {
    const mobile = uniqueMobile();
    await userWithPassword(h.db, { mobile, countryCode: 'GB' });
    const { body } = await send(h.app, mobile, { country_code: 'GB' });
    expect(body.ret_code).toBe(0);
    // to the number as registration's SMS write it: +{dial}{digits}, one '+'
    const { body: all } = await get<{ list: OutboxEntry[] }>(h.app, '/x-api/dev/outbox?limit=200');
    const sms = all.result.list.find((m) => m.to === `+44${mobile}`) as OutboxEntry;
    expect(sms).toMatchObject({ channel: 'sms' });
    expect((await check(h.app, body.result.reset_token, sms.code as string)).ret_code).toBe(0);
  });

  it('the network limit: more requests from one address than API_IP_LIMIT are refused with 31018', async () => {
    const ip = ipHeader();
    const answers = [];
    for (let i = 0; i < 21; i += 1) answers.push((await send(h.app, uniqueEmail('burst'), {}, ip)).body.ret_code);
    expect(answers.slice(0, 20).every((code) => code === 0)).toBe(true);
    expect(answers[20]).toBe(31018);
  }, 30_000);

  it('the whole reset: code once, password once; every session ends, the notice goes out, the new password logs in', async () => {
    const user = await userWithPassword(h.db);
    const email = user.email as string;
    const session = (await login(h.app, email, PASSWORD)).body.result.token;
    expect((await get(h.app, PROFILE, auth(session))).body.ret_code).toBe(0);
    await h.db.query("update account_devices set trusted_until = now() + interval '1 day' where user_id = $1", [
      user.id,
    ]);

    const { body } = await send(h.app, email);
    const token = body.result.reset_token;
    const code = await lastCode(h.app, email);
    // a password before the code is refused
    expect((await reset(h.app, token)).ret_code).toBe(31210);
    expect(await check(h.app, token, code)).toMatchObject({ ret_code: 0, result: { authenticator: false } });
    // the code was used: a replay is refused as used (issue 39), not as expired or wrong
    expect((await check(h.app, token, code)).ret_code).toBe(30057);
    // the rules of registration; the current password is refused
    expect((await reset(h.app, token, 'short')).ret_code).toBe(10001);
    expect((await reset(h.app, token, PASSWORD)).ret_code).toBe(31212);
    // a plain password is never accepted
    const plain = await post(h.app, '/x-api/user/password/reset', { reset_token: token, password: NEW_PASSWORD });
    expect(plain.body.ret_code).toBe(10001);

    expect(await reset(h.app, token)).toMatchObject({ ret_code: 0, result: { reset: true } });
    expect((await reset(h.app, token, 'Another9pass')).ret_code).toBe(31210);

    // the old session is gone, the old password too
    expect((await get(h.app, PROFILE, auth(session))).body.ret_code).toBe(10006);
    const sessions = await h.db.query('select 1 from sessions where user_id = $1', [user.id]);
    expect(sessions.rows).toEqual([]);
    const trusted = await h.db.query('select 1 from account_devices where user_id = $1 and trust_hash is not null', [
      user.id,
    ]);
    expect(trusted.rows).toEqual([]);
    expect((await login(h.app, email, PASSWORD)).body.ret_code).toBe(31002);
    expect((await login(h.app, email, NEW_PASSWORD)).body.ret_code).toBe(0);

    const [notice] = await outbox(h.app, email);
    expect(notice.subject).toBe('Your password was changed');
    expect(notice.body).toMatch(/If this was not you/);
    expect(notice.body).not.toContain(NEW_PASSWORD);
    expect(notice.code).toBeNull();
  });

  it('a reset lifts the lock of five wrong passwords and clears the counts', async () => {
    const user = await userWithPassword(h.db);
    const email = user.email as string;
    for (let i = 0; i < 5; i += 1) await login(h.app, email, `Wrong${i}pass1`);
    expect((await login(h.app, email, PASSWORD)).body.ret_code).toBe(31030);
    const token = await verifiedReset(h.app, email);
    expect((await reset(h.app, token)).ret_code).toBe(0);
    const { rows } = await h.db.query<{ pass_err_count: number; code_err_count: number; locked: boolean }>(
      'select pass_err_count, code_err_count, locked_until is not null as locked from users where id = $1',
      [user.id],
    );
    expect(rows[0]).toEqual({ pass_err_count: 0, code_err_count: 0, locked: false });
    expect((await login(h.app, email, NEW_PASSWORD)).body.ret_code).toBe(0);
  });

  it('100 wrong codes at once: 5 are checked (the fifth locks the account), the other 95 are refused as locked, and so is the right code', async () => {
    const user = await userWithPassword(h.db);
    const email = user.email as string;
    const { body } = await send(h.app, email);
    const code = await lastCode(h.app, email);
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) => check(h.app, body.result.reset_token, otherThan(code, i + 1))),
    );
    const checked = answers.filter((a) => a.ret_code === 30050);
    expect(checked).toHaveLength(5);
    expect(answers.filter((a) => a.ret_code === 30051)).toHaveLength(95);
    expect((await check(h.app, body.result.reset_token, code)).ret_code).toBe(30051);
    const { rows } = await h.db.query<{ hours: number }>(
      'select round(extract(epoch from locked_until - now()) / 3600) as hours from users where id = $1',
      [user.id],
    );
    expect(Number(rows[0].hours)).toBe(LOCK_HOURS);
    // the lock is the account's: the login is refused too
    expect((await login(h.app, email, PASSWORD)).body.ret_code).toBe(31030);
  }, 60_000);

  it('an account that does not exist: five guesses, then refused as locked, as an account would be', async () => {
    const { body } = await send(h.app, uniqueEmail('nobody'));
    const answers = [];
    for (let i = 0; i < 7; i += 1) answers.push(await check(h.app, body.result.reset_token, `00000${i}`));
    expect(answers.map((a) => a.ret_code)).toEqual([30050, 30050, 30050, 30050, 30050, 30051, 30051]);
    expect(answers.slice(0, 5).map((a) => a.result.attempts_left)).toEqual([4, 3, 2, 1, 0]);
  });

  it('an unknown token, and one past its time, are refused with 31210; an expired code with 30052', async () => {
    expect((await check(h.app, 'no-such-token', '123456')).ret_code).toBe(31210);
    const user = await userWithPassword(h.db);
    const { body } = await send(h.app, user.email as string);
    const code = await lastCode(h.app, user.email as string);
    await h.db.query("update security_codes set expires_at = now() - interval '1 second' where user_id = $1", [
      user.id,
    ]);
    expect((await check(h.app, body.result.reset_token, code)).ret_code).toBe(30052);
    await h.db.query("update account_recoveries set expires_at = now() - interval '1 second' where user_id = $1", [
      user.id,
    ]);
    expect((await check(h.app, body.result.reset_token, code)).ret_code).toBe(31210);
  });

  it('an account with an authenticator: the reset asks its code, counts a wrong one, and takes a right one once', async () => {
    const user = await userWithPassword(h.db);
    const email = user.email as string;
    const secret = await giveAuthenticator(h.db, h.app, user.id);
    const { body } = await send(h.app, email);
    const token = body.result.reset_token;
    expect(await check(h.app, token, await lastCode(h.app, email))).toMatchObject({
      ret_code: 0,
      result: { authenticator: true },
    });
    expect((await reset(h.app, token)).ret_code).toBe(31211);
    const right = totpCode(secret);
    expect(await reset(h.app, token, NEW_PASSWORD, { totp_code: otherThan(right, 500_000) })).toMatchObject({
      ret_code: 30050,
      result: { attempts_left: 4 },
    });
    expect((await reset(h.app, token, NEW_PASSWORD, { totp_code: right })).ret_code).toBe(0);
    // the authenticator stays on; the code it gave is used
    const { rows } = await h.db.query<{ on: boolean }>(
      'select totp_secret is not null as on from users where id = $1',
      [user.id],
    );
    expect(rows[0].on).toBe(true);
    expect((await login(h.app, email, NEW_PASSWORD)).body.ret_code).toBe(31200);
  });

  it('the answer never carries the code, and a request for a malformed name is refused as such', async () => {
    const user = await userWithPassword(h.db);
    const { body } = await send(h.app, user.email as string);
    expect(JSON.stringify(body)).not.toContain(await lastCode(h.app, user.email as string));
    expect((await send(h.app, 'not-an-email')).body.ret_code).toBe(10001);
  });
});
