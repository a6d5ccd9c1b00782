import type { FastifyInstance } from 'fastify';
import { beforeAll, expect, it } from 'vitest';

import { LOCK_HOURS } from '@/config/x-api';
import { buildApp } from '@/server/app';
import { hashToken } from '@/server/auth/sessions';
import type { Queryable } from '@/server/db';
import { LOCKED_NOW, liveCount, lockState } from '@/server/security/account-lock';
import { sealSecret } from '@/server/security/secret-box';
import { newTotpSecret, totpCode } from '@/server/security/totp';

import { captcha, ipHeader, lastCode, login, passwordFields, uniqueEmail, userWithPassword } from './accounts-helpers';
import { describeEachDriver } from './harness';
import { auth, post, tokenFor, type Reply } from './helpers';

/** The captcha scene of the recovery pages (security verification). */
const RECOVERY_SCENE = 30093;

interface Challenge {
  challenge: string;
}

/** A code other than `code`. */
const otherThan = (code: string, step = 1) => String((Number(code) + step) % 1_000_000).padStart(6, '0');

/** The lock's end the database holds, in Unix seconds (null: none). */
async function storedLockEnd(db: Queryable, userId: number): Promise<number | null> {
  const { rows } = await db.query<{ s: number | null }>(
    'select ceil(extract(epoch from locked_until))::bigint as s from users where id = $1',
    [userId],
  );
  return rows[0]?.s === null || rows[0]?.s === undefined ? null : Number(rows[0].s);
}

/** Moves the account's lock to have ended a second ago: two hours pass. */
async function lockRunsOut(db: Queryable, userId: number): Promise<void> {
  await db.query("update users set locked_until = now() - interval '1 second' where id = $1", [userId]);
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** An end "about LOCK_HOURS from now", as the answers carry it (Unix seconds). */
function expectLockEndNearTwoHours(seconds: unknown): void {
  expect(typeof seconds).toBe('number');
  const ahead = Number(seconds) - nowSeconds();
  expect(ahead).toBeGreaterThan(LOCK_HOURS * 3600 - 120);
  expect(ahead).toBeLessThanOrEqual(LOCK_HOURS * 3600 + 2);
}

describeEachDriver('locks end (issue 36 item 3)', (h) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    // the product's default: the new-device check on (a second step asked of every new browser)
    app = await buildApp({ db: h.db, logLevel: 'silent', countryOverride: true });
    return () => app.close();
  });

  async function withTotp() {
    const user = await userWithPassword(h.db);
    const secret = newTotpSecret();
    await h.db.query('update users set totp_secret = $2, has_google2fa = true where id = $1', [
      user.id,
      sealSecret(app.security.secretKey, secret),
    ]);
    return { ...user, email: user.email as string, secret };
  }

  const device = (guid: string) => ({ ...ipHeader(), guid });

  async function challengeFor(email: string, password: string, guid: string): Promise<string> {
    const reply = await login(app, email, password, {}, device(guid));
    expect(reply.body.ret_code).toBe(31200);
    return (reply.body.result as unknown as Challenge).challenge;
  }

  const verify = (challenge: string, code: string) =>
    post<{ token: string; locked_until?: number; attempts_left?: number }>(app, '/x-api/login/second-step', {
      challenge,
      method: 'totp',
      code,
    });

  const sendReset = (loginName: string) =>
    captcha(app, RECOVERY_SCENE).then((solved) =>
      post<{ reset_token: string }>(
        app,
        '/x-api/user/password/reset/send',
        { login_name: loginName, ...solved },
        ipHeader(),
      ),
    );

  const checkReset = (token: string, code: string) =>
    post<{ authenticator: boolean; locked_until?: number; attempts_left?: number }>(
      app,
      '/x-api/user/password/reset/check',
      { reset_token: token, code },
    );

  /** Five wrong authenticator codes: the account is locked (31202) with its end. */
  async function lockByWrongCodes(user: { email: string; password: string; secret: string }, guid: string) {
    const challenge = await challengeFor(user.email, user.password, guid);
    const wrong = otherThan(totpCode(user.secret), 500_000);
    const replies: Reply<{ locked_until?: number; attempts_left?: number }>[] = [];
    for (let i = 0; i < 5; i += 1) replies.push(await verify(challenge, wrong));
    expect(replies.slice(0, 4).map((r) => r.body.ret_code)).toEqual([30050, 30050, 30050, 30050]);
    expect(replies[4].body.ret_code).toBe(31202);
    return replies[4];
  }

  it('issue 36 item 3 LOGIN-5: 5 wrong codes lock; after the lock runs out, one wrong password must not keep the right code refused for good', async () => {
    const user = await withTotp();
    await lockByWrongCodes(user, 'guid-repro');
    await lockRunsOut(h.db, user.id);
    // one wrong password after the end: counted as the first of a fresh count
    const wrong = await login(app, user.email, 'Wrong1234pass', {}, device('guid-repro'));
    expect(wrong.body).toMatchObject({ ret_code: 31002, result: { pass_err_count: 1 } });
    // the right password and the right code now open the account
    const challenge = await challengeFor(user.email, user.password, 'guid-repro');
    const right = await verify(challenge, totpCode(user.secret));
    expect(right.body.ret_code).toBe(0);
    const { rows } = await h.db.query<{ pass: number; code: number; locked: boolean }>(
      'select pass_err_count as pass, code_err_count as code, locked_until is not null as locked from users where id = $1',
      [user.id],
    );
    expect(rows[0]).toEqual({ pass: 0, code: 0, locked: false });
  });

  it('issue 36 item 3: an expired code lock cleared by a right password clears both counts, and forgot-password works after the end', async () => {
    const user = await withTotp();
    await lockByWrongCodes(user, 'guid-forgot');
    await lockRunsOut(h.db, user.id);
    // the right password clears the ended lock: both counts start afresh
    expect((await login(app, user.email, user.password, {}, device('guid-forgot'))).body.ret_code).toBe(31200);
    const { rows } = await h.db.query<{ pass: number; code: number }>(
      'select pass_err_count as pass, code_err_count as code from users where id = $1',
      [user.id],
    );
    expect(rows[0]).toEqual({ pass: 0, code: 0 });
    // forgot-password: its code is checked, not refused as locked (30051)
    const sent = await sendReset(user.email);
    expect(sent.body.ret_code).toBe(0);
    const checked = await checkReset(sent.body.result.reset_token, await lastCode(app, user.email));
    expect(checked.body).toMatchObject({ ret_code: 0, result: { authenticator: true } });
  });

  it('issue 36 item 3: 5 wrong reset codes lock; after the end a wrong password, then the right code at login and at reset, all work', async () => {
    const user = await withTotp();
    const sent = await sendReset(user.email);
    const code = await lastCode(app, user.email);
    const answers = [];
    for (let i = 1; i <= 6; i += 1)
      answers.push((await checkReset(sent.body.result.reset_token, otherThan(code, i))).body);
    expect(answers.map((a) => a.ret_code)).toEqual([30050, 30050, 30050, 30050, 30050, 30051]);
    // 30051 here is the account's lock: it says when it ends
    expect(answers[5].result.locked_until).toBe(await storedLockEnd(h.db, user.id));
    expectLockEndNearTwoHours(answers[5].result.locked_until);
    // the login is refused for the same lock, with the same end
    const refused = await login(app, user.email, user.password, {}, device('guid-reset'));
    expect(refused.body).toMatchObject({ ret_code: 31030, result: { locked_until: answers[5].result.locked_until } });

    await lockRunsOut(h.db, user.id);
    expect((await login(app, user.email, 'Wrong1234pass', {}, device('guid-reset'))).body.ret_code).toBe(31002);
    const challenge = await challengeFor(user.email, user.password, 'guid-reset');
    expect((await verify(challenge, totpCode(user.secret))).body.ret_code).toBe(0);
    const again = await sendReset(user.email);
    // the minute between two reset sends
    if (again.body.ret_code === 30054) {
      await h.db.query(
        "update password_reset_sends set sent_at = now() - interval '2 minutes' where account_key = $1",
        [`email:${user.email}`],
      );
    }
    const next = again.body.ret_code === 0 ? again : await sendReset(user.email);
    expect(next.body.ret_code).toBe(0);
    const ok = await checkReset(next.body.result.reset_token, await lastCode(app, user.email));
    expect(ok.body.ret_code).toBe(0);
  });

  it('issue 36 item 3 LOGIN-5: 31030 carries the lock end (Unix seconds), the same for every refusal while it lasts', async () => {
    const user = await userWithPassword(h.db);
    const email = user.email as string;
    for (let i = 0; i < 5; i += 1) await login(h.app, email, 'Wrong1234pass');
    const first = await login(h.app, email, user.password);
    expect(first.body.ret_code).toBe(31030);
    const end = (first.body.result as unknown as { locked_until: number }).locked_until;
    expect(end).toBe(await storedLockEnd(h.db, user.id));
    expectLockEndNearTwoHours(end);
    const second = await login(h.app, email, 'Wrong1234pass');
    expect(second.body).toMatchObject({ ret_code: 31030, result: { locked_until: end } });
    await lockRunsOut(h.db, user.id);
    expect((await login(h.app, email, user.password)).body.ret_code).toBe(0);
  });

  it('issue 36 item 3 LOGIN-5: the wrong password that locks says when the lock ends; the ones before it do not; a name without an account alike', async () => {
    const user = await userWithPassword(h.db);
    const ghost = uniqueEmail('ghost-fifth');
    for (const email of [user.email as string, ghost]) {
      const answers: Reply<Record<string, unknown>>[] = [];
      for (let i = 0; i < 5; i += 1) answers.push(await login(h.app, email, 'Wrong1234pass'));
      for (const early of answers.slice(0, 4)) expect(early.body.result).not.toHaveProperty('locked_until');
      const fifth = answers[4].body;
      expect(fifth).toMatchObject({ ret_code: 31002, result: { pass_err_count: 5 } });
      const end = (fifth.result as { locked_until: number }).locked_until;
      expectLockEndNearTwoHours(end);
      // the refusals while locked name the same end
      expect((await login(h.app, email, 'Wrong1234pass')).body).toMatchObject({ result: { locked_until: end } });
    }
  });

  it('issue 36 item 3 LOGIN-5: an account that does not exist locks alike: 31030 with an end computed the same way, unchanged by more attempts', async () => {
    const email = uniqueEmail('ghost-lock');
    for (let n = 1; n <= 5; n += 1) {
      expect((await login(h.app, email, 'Wrong1234pass')).body).toMatchObject({
        ret_code: 31002,
        result: { pass_err_count: n },
      });
    }
    const first = await login(h.app, email, 'Wrong1234pass');
    expect(first.body.ret_code).toBe(31030);
    const end = (first.body.result as unknown as { locked_until: number }).locked_until;
    expectLockEndNearTwoHours(end);
    expect(Object.keys(first.body.result)).toEqual(['locked_until']);
    const second = await login(h.app, email, 'Wrong1234pass');
    expect(second.body).toMatchObject({ ret_code: 31030, result: { locked_until: end } });
    // two hours later the name counts afresh, as an account does
    await h.db.query("update account_name_locks set locked_until = now() - interval '1 second'");
    expect((await login(h.app, email, 'Wrong1234pass')).body).toMatchObject({
      ret_code: 31002,
      result: { pass_err_count: 1 },
    });
  });

  it('issue 36 item 3: the second step that locks, and every refusal after it, says when the lock ends (31202)', async () => {
    const user = await withTotp();
    const locked = await lockByWrongCodes(user, 'guid-code-end');
    const end = locked.body.result.locked_until;
    expect(end).toBe(await storedLockEnd(h.db, user.id));
    expectLockEndNearTwoHours(end);
    // the login is refused for the lock before any step
    const refused = await login(app, user.email, user.password, {}, device('guid-code-end'));
    expect(refused.body).toMatchObject({ ret_code: 31030, result: { locked_until: end } });
  });

  it('issue 36 item 3: a reset of an account that does not exist: its lock says when it ends, as an account would', async () => {
    const sent = await sendReset(uniqueEmail('nobody-lock'));
    const answers = [];
    for (let i = 0; i < 7; i += 1) answers.push((await checkReset(sent.body.result.reset_token, `00000${i}`)).body);
    expect(answers.map((a) => a.ret_code)).toEqual([30050, 30050, 30050, 30050, 30050, 30051, 30051]);
    expectLockEndNearTwoHours(answers[5].result.locked_until);
    expect(answers[6].result.locked_until).toBe(answers[5].result.locked_until);
  });

  it('issue 36 item 3: the lost-factor recovery refuses a locked account with the lock end (31030 at its password, 30051 at its code)', async () => {
    const user = await withTotp();
    const recoverStart = async () =>
      post<{ recover_token: string }>(
        app,
        '/x-api/user/security/recover/start',
        {
          login_name: user.email,
          ...(await passwordFields(app, user.password)),
          ...(await captcha(app, RECOVERY_SCENE)),
        },
        ipHeader(),
      );
    // a recovery started before the lock
    const started = await recoverStart();
    expect(started.body.ret_code).toBe(0);
    await lockByWrongCodes(user, 'guid-recover');
    const end = await storedLockEnd(h.db, user.id);
    expect((await recoverStart()).body).toMatchObject({ ret_code: 31030, result: { locked_until: end } });
    const code = await post(app, '/x-api/user/security/recover', {
      recover_token: started.body.result.recover_token,
      method: 'recovery',
      code: 'k7m2p-xq9ra',
    });
    expect(code.body).toMatchObject({ ret_code: 30051, result: { locked_until: end } });
  });

  it('issue 36 item 3: a settings change confirmed by a code refuses a locked account with the lock end (31202)', async () => {
    const user = await withTotp();
    await lockByWrongCodes(user, 'guid-settings');
    const end = await storedLockEnd(h.db, user.id);
    const token = await tokenFor(h.db, user.uid);
    // the session proved itself (issue 36 item 1): what is looked at here is the code's lock
    await h.db.query("update sessions set reproved_at = now(), reproof_kind = 'factor' where token_hash = $1", [
      hashToken(token),
    ]);
    const refused = await post(
      app,
      '/x-api/user/security/login-codes',
      { channel: 'email', enabled: true, code: '123456' },
      auth(token),
    );
    expect(refused.body).toMatchObject({ ret_code: 31202, result: { locked_until: end } });
  });

  it('issue 36 item 3: the SQL of the lock and its pure rule agree, row by row (locked, ran out, never locked)', async () => {
    const now = new Date();
    const rows = [
      { pass_err_count: 5, code_err_count: 0, locked_until: new Date(now.getTime() + 3_600_000) },
      { pass_err_count: 0, code_err_count: 5, locked_until: new Date(now.getTime() - 1_000) },
      { pass_err_count: 3, code_err_count: 2, locked_until: null },
      { pass_err_count: 1, code_err_count: 5, locked_until: new Date(now.getTime() - 3_600_000) },
    ];
    for (const row of rows) {
      const { rows: sql } = await h.db.query<{ locked: boolean; pass: number; code: number }>(
        `select ${LOCKED_NOW} as locked, ${liveCount('pass_err_count')} as pass, ${liveCount('code_err_count')} as code
           from (select $1::int as pass_err_count, $2::int as code_err_count, $3::timestamptz as locked_until) r`,
        [row.pass_err_count, row.code_err_count, row.locked_until],
      );
      const rule = lockState(row, new Date());
      expect({ locked: sql[0].locked, pass: Number(sql[0].pass), code: Number(sql[0].code) }).toEqual({
        locked: rule.locked,
        pass: rule.passErrors,
        code: rule.codeErrors,
      });
    }
  });
});
