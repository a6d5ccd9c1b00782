import { constants, publicEncrypt, randomBytes } from 'node:crypto';

import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildApp } from '@/server/app';

import {
  captcha,
  encryptPassword,
  ipHeader,
  login,
  PASSWORD,
  publicKey,
  SCENE,
  uniqueEmail,
  userWithPassword,
} from './accounts-helpers';
import { describeEachDriver } from './harness';

interface Answer {
  readonly ret_code: number;
  readonly result: { pass_err_count?: number; token?: string };
}

/** A login body as the page sends it: its own captcha and a fresh encryption of the password. */
async function loginBody(app: FastifyInstance, pem: string, loginName: string, password: string) {
  return { login_name: loginName, ...encryptPassword(pem, password), ...(await captcha(app, SCENE.login)) };
}

function send(app: FastifyInstance, body: Record<string, unknown>, headers: Record<string, string> = ipHeader()) {
  return app.inject({
    method: 'POST',
    url: '/x-api/login',
    headers: { 'content-type': 'application/json', ...headers },
    payload: JSON.stringify(body),
  });
}

const PARALLEL = 100;

describeEachDriver('login under attack', (h) => {
  // a second api on the same database, as two processes behind one balancer would be
  let second: FastifyInstance;
  beforeAll(async () => {
    second = await buildApp({
      db: h.db,
      logLevel: 'silent',
      countryOverride: true,
      security: { newDeviceCheck: false },
    });
  });
  afterAll(async () => {
    await second?.close();
  });

  describe('the wrong-password lock', () => {
    it(`LOGIN-5 ${PARALLEL} wrong passwords at once, from many addresses and two api instances: exactly 5 are checked, the account ends locked, the right password is refused`, async () => {
      const user = await userWithPassword(h.db);
      const pem = await publicKey(h.app);
      const bodies = [];
      for (let i = 0; i < PARALLEL; i += 1) bodies.push(await loginBody(h.app, pem, user.email as string, 'Wrong1234'));

      const answers = await Promise.all(
        bodies.map((body, i) => send(i % 2 === 0 ? h.app : second, body).then((r) => r.json<Answer>())),
      );

      const checked = answers.filter((a) => a.ret_code === 31002);
      expect(checked.map((a) => a.result.pass_err_count).sort()).toEqual([1, 2, 3, 4, 5]);
      expect(answers.filter((a) => a.ret_code !== 31002).every((a) => a.ret_code === 31030)).toBe(true);
      const { rows } = await h.db.query<{ pass_err_count: number; locked: boolean }>(
        'select pass_err_count, locked_until > now() as locked from users where id = $1',
        [user.id],
      );
      expect(rows[0]).toEqual({ pass_err_count: 5, locked: true });
      expect((await login(h.app, user.email as string, PASSWORD)).body.ret_code).toBe(31030);
    });

    it('LOGIN-5 the right password sent together with a burst of wrong ones never opens a locked account', async () => {
      const user = await userWithPassword(h.db);
      const pem = await publicKey(h.app);
      const bodies = [];
      for (let i = 0; i < 40; i += 1) bodies.push(await loginBody(h.app, pem, user.email as string, 'Wrong1234'));
      const right = await loginBody(h.app, pem, user.email as string, PASSWORD);

      const [rightAnswer, ...wrong] = await Promise.all(
        [right, ...bodies].map((body, i) => send(i % 2 === 0 ? h.app : second, body).then((r) => r.json<Answer>())),
      );

      const checked = wrong.filter((a) => a.ret_code === 31002).length;
      if (rightAnswer.ret_code === 0) {
        // the right password was checked before the lock closed: it restarted the count (at most 4 before it, 5 after)
        expect(checked).toBeLessThanOrEqual(9);
      } else {
        // the lock closed first: exactly five wrong passwords were checked, and the right one was refused
        expect(rightAnswer.ret_code).toBe(31030);
        expect(checked).toBe(5);
      }
      const { rows } = await h.db.query<{ pass_err_count: number; locked: boolean }>(
        'select pass_err_count, locked_until > now() as locked from users where id = $1',
        [user.id],
      );
      // 40 wrong passwords against at most one reset: the account ends locked, after exactly 5
      expect(rows[0]).toEqual({ pass_err_count: 5, locked: true });
      expect((await login(h.app, user.email as string, PASSWORD)).body.ret_code).toBe(31030);
    });

    it(`LOGIN-5 an unknown account under ${PARALLEL} parallel attempts answers at most 5 counts too`, async () => {
      const email = uniqueEmail('ghost-burst');
      const pem = await publicKey(h.app);
      const bodies = [];
      for (let i = 0; i < PARALLEL; i += 1) bodies.push(await loginBody(h.app, pem, email, 'Wrong1234'));
      const answers = await Promise.all(bodies.map((body) => send(h.app, body).then((r) => r.json<Answer>())));
      expect(answers.filter((a) => a.ret_code === 31002).length).toBeLessThanOrEqual(5);
      expect((await login(h.app, email, 'Wrong1234')).body.ret_code).toBe(31030);
    });
  });

  describe('the per-IP limit', () => {
    it('LOGIN-5 60 failed logins at once from one address: at most 20 are checked, the rest get 31018', async () => {
      const ip = ipHeader();
      const pem = await publicKey(h.app);
      const bodies = [];
      for (let i = 0; i < 60; i += 1) bodies.push(await loginBody(h.app, pem, uniqueEmail('spray'), 'Wrong1234'));
      const answers = await Promise.all(bodies.map((body) => send(h.app, body, ip).then((r) => r.json<Answer>())));
      expect(answers.filter((a) => a.ret_code === 31002).length).toBeLessThanOrEqual(20);
      expect(answers.filter((a) => a.ret_code === 31018).length).toBeGreaterThanOrEqual(40);
    });
  });

  describe('the encrypted password', () => {
    it('LOGIN-4 a captured encrypted password cannot be replayed in another login within its window', async () => {
      const user = await userWithPassword(h.db);
      const pem = await publicKey(h.app);
      const captured = encryptPassword(pem, PASSWORD);
      const first = await send(h.app, {
        login_name: user.email as string,
        ...captured,
        ...(await captcha(h.app, SCENE.login)),
      });
      expect(first.json<Answer>().ret_code).toBe(0);
      // the same ciphertext, a fresh captcha, another address and the other api instance
      const replay = await send(second, {
        login_name: user.email as string,
        ...captured,
        ...(await captcha(h.app, SCENE.login)),
      });
      expect(replay.json()).toMatchObject({ ret_code: 10001, ret_msg: 'Request expired, please try again' });
    });

    it('LOGIN-4 the same encrypted password sent 20 times at once logs in once', async () => {
      const user = await userWithPassword(h.db);
      const captured = encryptPassword(await publicKey(h.app), PASSWORD);
      const bodies = [];
      for (let i = 0; i < 20; i += 1) {
        bodies.push({ login_name: user.email as string, ...captured, ...(await captcha(h.app, SCENE.login)) });
      }
      const answers = await Promise.all(
        bodies.map((body, i) => send(i % 2 === 0 ? h.app : second, body).then((r) => r.json<Answer>())),
      );
      expect(answers.filter((a) => a.ret_code === 0)).toHaveLength(1);
      expect(answers.filter((a) => a.ret_code === 10001)).toHaveLength(19);
    });

    it('LOGIN-4 issue 40 two accounts with one password, encrypted in the same millisecond, both log in, in parallel', async () => {
      const [a, b] = await Promise.all([userWithPassword(h.db), userWithPassword(h.db)]);
      const pem = await publicKey(h.app);
      const stamp = Date.now();
      // both pages encrypted the same password at the same moment: only the account each names differs
      const bodies = [];
      for (const user of [a, b, a, b]) {
        bodies.push({
          login_name: user.email as string,
          ...encryptPassword(pem, PASSWORD, stamp),
          ...(await captcha(h.app, SCENE.login)),
        });
      }
      const [first, other] = await Promise.all(
        bodies.slice(0, 2).map((body, i) => send(i === 0 ? h.app : second, body).then((r) => r.json<Answer>())),
      );
      expect(first.ret_code).toBe(0);
      expect(other.ret_code).toBe(0);
      // the same request sent again is still refused, for each account
      const replays = await Promise.all(
        bodies.slice(2).map((body) => send(second, body).then((r) => r.json<Answer>())),
      );
      expect(replays.map((r) => r.ret_code)).toEqual([10001, 10001]);
    });

    it('LOGIN-4 issue 40 a captured request replayed with the login name written otherwise names the same account: refused', async () => {
      const user = await userWithPassword(h.db);
      const captured = encryptPassword(await publicKey(h.app), PASSWORD);
      const first = await send(h.app, {
        login_name: user.email as string,
        ...captured,
        ...(await captcha(h.app, SCENE.login)),
      });
      expect(first.json<Answer>().ret_code).toBe(0);
      const shouted = await send(second, {
        login_name: ` ${(user.email as string).toUpperCase()} `,
        ...captured,
        ...(await captcha(h.app, SCENE.login)),
      });
      expect(shouted.json()).toMatchObject({ ret_code: 10001, ret_msg: 'Request expired, please try again' });
    });

    it('LOGIN-4 issue 40 no padding oracle: malformed ciphertexts are answered as a wrong message is, every one alike', async () => {
      const user = await userWithPassword(h.db);
      const pem = await publicKey(h.app);
      const k = 256;
      const stamp = String(Date.now());
      /** EM = 0x00 `type` PS(psLength nonzero bytes) 0x00 M, filled with '#' after M; encrypted without padding. */
      const raw = (message: string, { type = 2, psLength = 8, separator = true } = {}) => {
        const m = Buffer.from(message);
        const ps = Buffer.from(randomBytes(psLength).map((b) => b || 1));
        const fill = Buffer.alloc(k - 3 - psLength - m.length, '#');
        const em = Buffer.concat([Buffer.from([0, type]), ps, Buffer.from([separator ? 0 : 1]), fill, m]);
        return publicEncrypt({ key: pem, padding: constants.RSA_NO_PADDING }, em).toString('base64');
      };
      const right = `${PASSWORD}${stamp}`;
      const ciphertexts = {
        'block type 1': raw(right, { type: 1 }),
        'block type 3': raw(right, { type: 3 }),
        'no separator': raw(right, { separator: false }),
        'padding of 7 bytes': raw(right, { psLength: 7 }),
        'right padding, another timestamp': raw(`${PASSWORD}${Number(stamp) - 1}`.padStart(245, '#').slice(-245)),
        'right padding, no timestamp': raw('#'.repeat(200)),
        'a byte short': Buffer.alloc(k - 1, 1).toString('base64'),
        'not base64': '!!!!',
      };
      const answers: Record<string, unknown> = {};
      for (const [name, cipher] of Object.entries(ciphertexts)) {
        const reply = await send(h.app, {
          login_name: user.email as string,
          encrypt_password: cipher,
          encrypt_timestamp: stamp,
          ...(await captcha(h.app, SCENE.login)),
        });
        // the server's clock aside, which every answer carries
        const { time_now: _now, ...body } = reply.json<Record<string, unknown>>();
        answers[name] = { status: reply.statusCode, body };
      }
      const expected = {
        status: 200,
        body: { ret_code: 10001, ret_msg: 'Encrypted password could not be read, please try again', result: {} },
      };
      for (const name of Object.keys(ciphertexts)) expect([name, answers[name]]).toEqual([name, expected]);
      // and none of them counted as a wrong password: the right one still logs in
      expect((await login(h.app, user.email as string, PASSWORD)).body.ret_code).toBe(0);
    });

    it('LOGIN-4 the digest kept is not the password: the table holds no trace of it', async () => {
      const user = await userWithPassword(h.db);
      expect((await login(h.app, user.email as string, PASSWORD)).body.ret_code).toBe(0);
      const { rows } = await h.db.query<{ digest: string }>('select digest from used_encrypted_passwords');
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) {
        expect(row.digest).toMatch(/^[0-9a-f]{64}$/);
        expect(row.digest).not.toContain(PASSWORD);
      }
    });
  });
});
