import type { FastifyInstance } from 'fastify';
import { beforeAll, expect, it } from 'vitest';

import { buildApp } from '@/server/app';
import { sealSecret } from '@/server/security/secret-box';
import { newTotpSecret, totpCode } from '@/server/security/totp';

import { ipHeader, lastCode, login, reprove, userWithPassword } from './accounts-helpers';
import { describeEachDriver } from './harness';
import { auth, post, tokenFor } from './helpers';

/**
 * Issue 39: a code that was right but is used already (a replay, a second
 * press, an authenticator code of a time step already accepted) is answered
 * 30057 "already used, wait for the next code", apart from a wrong code
 * (30050), and costs no try: the account comes no closer to its lock.
 */
describeEachDriver('a used code is told apart from a wrong one (issue 39)', (h) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildApp({ db: h.db, logLevel: 'silent', countryOverride: true });
    return () => app.close();
  });

  const codeErrors = async (userId: number) =>
    Number(
      (await h.db.query<{ n: number }>('select code_err_count as n from users where id = $1', [userId])).rows[0].n,
    );

  const other = (code: string) => (code === '000000' ? '111111' : '000000');

  async function withTotp() {
    const user = await userWithPassword(h.db);
    const secret = newTotpSecret();
    await h.db.query('update users set totp_secret = $2, has_google2fa = true where id = $1', [
      user.id,
      sealSecret(app.security.secretKey, secret),
    ]);
    return { ...user, secret };
  }

  const verify = (body: Record<string, unknown>) => post<{ token: string }>(app, '/x-api/login/second-step', body);
  const challengeOf = (reply: { body: { ret_code: number; result: unknown } }) => {
    expect(reply.body.ret_code).toBe(31200);
    return (reply.body.result as { challenge: string }).challenge;
  };

  it('the email code of a second step, sent again after it opened the session: 30057, not "expired" or "wrong"', async () => {
    const user = await userWithPassword(h.db);
    await h.db.query('update users set email_2fa = true where id = $1', [user.id]);
    const challenge = challengeOf(await login(app, user.email!, user.password, {}, { ...ipHeader(), guid: 'g-mail' }));
    const code = await lastCode(app, user.email!);
    expect((await verify({ challenge, method: 'email', code })).body.ret_code).toBe(0);

    const again = await verify({ challenge, method: 'email', code });
    expect(again.body).toMatchObject({ ret_code: 30057 });
    expect(again.body).not.toHaveProperty('result.attempts_left');
    // another code on the passed challenge is no "used" one: the challenge is over
    expect((await verify({ challenge, method: 'email', code: other(code) })).body.ret_code).toBe(31201);
    expect(await codeErrors(user.id)).toBe(0);
  });

  it('an authenticator code already used at login: 30057 on the next login, no try counted, five wrong ones still lock', async () => {
    const user = await withTotp();
    const headers = { ...ipHeader(), guid: 'g-app' };
    const code = totpCode(user.secret);
    const first = challengeOf(await login(app, user.email!, user.password, {}, headers));
    expect((await verify({ challenge: first, method: 'totp', code })).body.ret_code).toBe(0);

    const next = challengeOf(await login(app, user.email!, user.password, {}, headers));
    for (let i = 0; i < 6; i += 1) {
      expect((await verify({ challenge: next, method: 'totp', code })).body.ret_code).toBe(30057);
    }
    expect(await codeErrors(user.id)).toBe(0);
    // a wrong code after them is the first counted
    const wrong = await verify({ challenge: next, method: 'totp', code: other(code) });
    expect(wrong.body).toMatchObject({ ret_code: 30050, result: { attempts_left: 4 } });
  });

  it("a re-proof with the authenticator code the login just used: 30057 and the account's tries stay", async () => {
    const user = await withTotp();
    const code = totpCode(user.secret);
    const challenge = challengeOf(await login(app, user.email!, user.password, {}, { ...ipHeader(), guid: 'g-re' }));
    const opened = await verify({ challenge, method: 'totp', code });
    expect(opened.body.ret_code).toBe(0);

    const reused = await reprove(app, opened.body.result.token, user.password, { method: 'totp', code });
    expect(reused.body.ret_code).toBe(30057);
    expect(await codeErrors(user.id)).toBe(0);
  });

  it('a settings code that turned login codes on, typed again: 30057; a code replaced by a newer one stays wrong', async () => {
    const user = await userWithPassword(h.db);
    const token = await tokenFor(h.db, user.uid);
    expect((await reprove(app, token, user.password)).body.ret_code).toBe(0);
    const send = () => post(app, '/x-api/user/security/code/send', { channel: 'email' }, auth(token));
    const turn = (enabled: boolean, code?: string) =>
      post(app, '/x-api/user/security/login-codes', { channel: 'email', enabled, code }, auth(token));

    expect((await send()).body.ret_code).toBe(0);
    const used = await lastCode(app, user.email!);
    expect((await turn(true, used)).body.ret_code).toBe(0);
    // off again (as before; turning off through the api would want a proof with the factor now on)
    await h.db.query('update users set email_2fa = false where id = $1', [user.id]);
    expect((await turn(true, used)).body.ret_code).toBe(30057);
    expect(await codeErrors(user.id)).toBe(0);

    // a newer code replaces the one before, which is then wrong (counted), not "used"
    await h.db.query("update security_codes set created_at = now() - interval '2 minutes' where user_id = $1", [
      user.id,
    ]);
    expect((await send()).body.ret_code).toBe(0);
    const replaced = await lastCode(app, user.email!);
    await h.db.query("update security_codes set created_at = now() - interval '2 minutes' where user_id = $1", [
      user.id,
    ]);
    expect((await send()).body.ret_code).toBe(0);
    const live = await lastCode(app, user.email!);
    if (replaced !== live) {
      expect((await turn(true, replaced)).body).toMatchObject({ ret_code: 30050, result: { attempts_left: 4 } });
    }
    expect((await turn(true, live)).body.ret_code).toBe(0);
  });
});
