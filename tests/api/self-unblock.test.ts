import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';

import type { Queryable } from '@/server/db';

import {
  captcha,
  ipHeader,
  lastCode,
  login,
  passwordFields,
  PASSWORD,
  SCENE,
  userWithPassword,
} from './accounts-helpers';
import { describeEachDriver } from './harness';
import { post, type Envelope } from './helpers';

async function ban(db: Queryable, userId: number, hoursAgo: number, selfHelp = true) {
  await db.query(
    `update users set status = 2, self_help_ban = $2, banned_at = now() - make_interval(hours => $3::int) where id = $1`,
    [userId, selfHelp, hoursAgo],
  );
}

/** A refused login that proved the password: the self-unbind cookie it leaves, if any. */
async function bannedLogin(app: FastifyInstance, email: string, password = PASSWORD) {
  const res = await app.inject({
    method: 'POST',
    url: '/x-api/login',
    headers: { 'content-type': 'application/json', ...ipHeader() },
    payload: JSON.stringify({
      login_name: email,
      ...(await passwordFields(app, password)),
      ...(await captcha(app, SCENE.login)),
    }),
  });
  return {
    body: res.json<Envelope<{ is_self_help_baned: boolean }>>(),
    token: res.cookies.find((c) => c.name === 'self_unbind_token')?.value,
  };
}

describeEachDriver('self-unblock (SEC-3, LOGIN-12)', (h) => {
  const call = <T = Record<string, unknown>>(step: 'check' | 'send-code' | 'unblock', body: Record<string, unknown>) =>
    post<T>(h.app, `/x-api/user/public/self-unbind/${step}`, body).then((r) => r.body);

  it('SEC-3 LOGIN-12 a self-help ban over 24 h old: the right password leaves a token; code by mail; unblocked, and the login works', async () => {
    const user = await userWithPassword(h.db);
    await ban(h.db, user.id, 25);
    const wrong = await bannedLogin(h.app, user.email as string, 'Wrong12345');
    expect(wrong.token).toBeUndefined();
    const refused = await bannedLogin(h.app, user.email as string);
    expect(refused.body).toMatchObject({ ret_code: 31003, result: { is_self_help_baned: true } });
    const token = refused.token as string;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const check = await call<{ is_self_help_baned: boolean; can_unblock: boolean; send_to: string }>('check', {
      self_unbind_token: token,
    });
    expect(check).toMatchObject({
      ret_code: 0,
      result: { is_self_help_baned: true, can_unblock: true, channel: 'email' },
    });
    expect(check.result.send_to).toMatch(/\*/);

    expect((await call('send-code', { self_unbind_token: token })).ret_code).toBe(0);
    expect((await call('send-code', { self_unbind_token: token })).ret_code).toBe(30054);
    const code = await lastCode(h.app, user.email as string);
    const wrongCode = code === '000000' ? '111111' : '000000';
    expect(await call('unblock', { self_unbind_token: token, code: wrongCode })).toMatchObject({
      ret_code: 30050,
      result: { attempts_left: 4 },
    });
    expect((await call('unblock', { self_unbind_token: token, code })).ret_code).toBe(0);
    const { rows } = await h.db.query<{ status: number; self_help_ban: boolean }>(
      'select status, self_help_ban from users where id = $1',
      [user.id],
    );
    expect(rows[0]).toEqual({ status: 1, self_help_ban: false });
    const record = await h.db.query('select ip from self_unblocks where user_id = $1', [user.id]);
    expect(record.rows).toHaveLength(1);
    expect((await login(h.app, user.email as string, PASSWORD)).body.ret_code).toBe(0);
    // the token worked once
    expect((await call('check', { self_unbind_token: token })).ret_code).toBe(33301);
  });

  it('LOGIN-12 before 24 h the page is told when; the api refuses the code and the unblock', async () => {
    const user = await userWithPassword(h.db);
    await ban(h.db, user.id, 2);
    const { token } = await bannedLogin(h.app, user.email as string);
    const check = await call<{ can_unblock: boolean; unblock_time: number; baned_time: number }>('check', {
      self_unbind_token: token,
    });
    expect(check.result.can_unblock).toBe(false);
    expect(check.result.unblock_time - check.result.baned_time).toBe(86_400);
    expect((await call('send-code', { self_unbind_token: token })).ret_code).toBe(33302);
    expect((await call('unblock', { self_unbind_token: token, code: '123456' })).ret_code).toBe(33302);
  });

  it('SEC-3 twenty parallel guesses count as five: the rest are refused as used up, and the right code too', async () => {
    const user = await userWithPassword(h.db);
    await ban(h.db, user.id, 30);
    const { token } = await bannedLogin(h.app, user.email as string);
    await call('send-code', { self_unbind_token: token });
    const code = await lastCode(h.app, user.email as string);
    const guesses = Array.from({ length: 20 }, (_, i) => String((Number(code) + i + 1) % 1_000_000).padStart(6, '0'));
    const answers = await Promise.all(guesses.map((g) => call('unblock', { self_unbind_token: token, code: g })));
    expect(answers.filter((a) => a.ret_code === 30050)).toHaveLength(5);
    expect(answers.filter((a) => a.ret_code === 30051)).toHaveLength(15);
    expect((await call('unblock', { self_unbind_token: token, code })).ret_code).toBe(30051);
  });

  it('SEC-3 three logins leave three tokens but the account has one code, and five tries at it in all', async () => {
    const user = await userWithPassword(h.db);
    await ban(h.db, user.id, 30);
    const tokens = [];
    for (let i = 0; i < 3; i += 1) tokens.push((await bannedLogin(h.app, user.email as string)).token);
    expect(new Set(tokens).size).toBe(3);
    expect((await call('send-code', { self_unbind_token: tokens[0] })).ret_code).toBe(0);
    // the cooldown is the account's: another token cannot have a second code sent
    expect((await call('send-code', { self_unbind_token: tokens[1] })).ret_code).toBe(30054);
    const code = await lastCode(h.app, user.email as string);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    // guesses from all three tokens at once, two rounds of them: five are judged in all
    const answers = await Promise.all(
      [...tokens, ...tokens].map((token) => call('unblock', { self_unbind_token: token, code: wrong })),
    );
    expect(answers.filter((a) => a.ret_code === 30050)).toHaveLength(5);
    expect(answers.filter((a) => a.ret_code === 30051)).toHaveLength(1);
    for (const token of tokens)
      expect((await call('unblock', { self_unbind_token: token, code })).ret_code).toBe(30051);
  });

  it('SEC-3 a new code replaces the old one for every token: one live code per account', async () => {
    const user = await userWithPassword(h.db);
    await ban(h.db, user.id, 30);
    const first = (await bannedLogin(h.app, user.email as string)).token;
    const second = (await bannedLogin(h.app, user.email as string)).token;
    await call('send-code', { self_unbind_token: first });
    const oldCode = await lastCode(h.app, user.email as string);
    // the cooldown has passed
    await h.db.query("update self_unblock_codes set code_sent_at = now() - interval '61 seconds' where user_id = $1", [
      user.id,
    ]);
    expect((await call('send-code', { self_unbind_token: second })).ret_code).toBe(0);
    const newCode = await lastCode(h.app, user.email as string);
    expect(newCode).not.toBe(oldCode);
    expect((await call('unblock', { self_unbind_token: first, code: oldCode })).ret_code).toBe(30050);
    expect((await call('unblock', { self_unbind_token: first, code: newCode })).ret_code).toBe(0);
    // the ban is lifted: the other token has nothing left to unblock
    expect((await call('unblock', { self_unbind_token: second, code: newCode })).ret_code).toBe(33301);
  });

  it("SEC-3 sends are the account's too: five a day, however many tokens ask", async () => {
    const user = await userWithPassword(h.db);
    await ban(h.db, user.id, 30);
    const codes = [];
    for (let i = 0; i < 6; i += 1) {
      const token = (await bannedLogin(h.app, user.email as string)).token;
      await h.db.query(
        "update self_unblock_codes set code_sent_at = now() - interval '61 seconds' where user_id = $1",
        [user.id],
      );
      codes.push((await call('send-code', { self_unbind_token: token })).ret_code);
    }
    expect(codes).toEqual([0, 0, 0, 0, 0, 30055]);
  });

  it('SEC-3 LOGIN-5 logins of a banned account count against the network, right password or not', async () => {
    const user = await userWithPassword(h.db);
    await ban(h.db, user.id, 30);
    const ip = ipHeader();
    const codes = [];
    for (let i = 0; i < 22; i += 1) {
      const res = await h.app.inject({
        method: 'POST',
        url: '/x-api/login',
        headers: { 'content-type': 'application/json', ...ip },
        payload: JSON.stringify({
          login_name: user.email,
          ...(await passwordFields(h.app, PASSWORD)),
          ...(await captcha(h.app, SCENE.login)),
        }),
      });
      codes.push(res.json<Envelope>().ret_code);
    }
    expect(codes.slice(0, 20).every((c) => c === 31003)).toBe(true);
    expect(codes.slice(20)).toEqual([31018, 31018]);
  });

  it('SEC-3 no token, a made-up one, or a ban that is not self-help gives nothing to unblock', async () => {
    expect((await call('check', { self_unbind_token: 'made-up' })).ret_code).toBe(33301);
    expect((await post(h.app, '/x-api/user/public/self-unbind/check', {})).status).toBe(400);
    const user = await userWithPassword(h.db);
    await ban(h.db, user.id, 30, false);
    const refused = await bannedLogin(h.app, user.email as string);
    expect(refused.body.ret_code).toBe(31003);
    expect(refused.token).toBeUndefined();
  });
});
