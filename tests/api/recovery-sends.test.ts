import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';

import { RECOVERY_SENDS_PER_DAY } from '@/config/x-api';
import { claimDailySend, RESET_SEND_MIN_MS } from '@/server/accounts/account-recovery';
import { issueRecoveryCodes } from '@/server/security/recovery-codes';
import { sealSecret } from '@/server/security/secret-box';
import { newTotpSecret } from '@/server/security/totp';

import { captcha, ipHeader, outbox, passwordFields, uniqueEmail, userWithPassword } from './accounts-helpers';
import { describeEachDriver } from './harness';
import { post } from './helpers';

/** The captcha scene of the recovery pages (security verification). */
const SCENE = 30093;

interface Sent {
  reset_token: string;
  resend_in: number;
}

async function sendReset(app: FastifyInstance, loginName: string) {
  const body = { login_name: loginName, ...(await captcha(app, SCENE)) };
  const started = Date.now();
  const reply = await post<Sent>(app, '/x-api/user/password/reset/send', body, ipHeader());
  return { body: reply.body, ms: Date.now() - started };
}

describeEachDriver('recovery sends capped per day (issue 36 item 6)', (h) => {
  /** The minute between two reset sends of a name (and between two codes of its account) passes. */
  async function minutePasses(loginName: string): Promise<void> {
    await h.db.query("update password_reset_sends set sent_at = now() - interval '2 minutes' where account_key = $1", [
      `email:${loginName}`,
    ]);
    await h.db.query(
      `update security_codes set created_at = now() - interval '2 minutes'
        where user_id = (select id from users where email = $1)`,
      [loginName],
    );
  }

  /** Sends a reset a minute after the last, `times` times: the ret_codes. */
  async function sendsAMinuteApart(loginName: string, times: number): Promise<number[]> {
    const codes = [];
    for (let i = 0; i < times; i += 1) {
      await minutePasses(loginName);
      codes.push((await sendReset(h.app, loginName)).body.ret_code);
    }
    return codes;
  }

  it('issue 36 item 6: the 6th reset send of a day is refused with 31214, for an account and for a name no account has, alike and as late', async () => {
    const user = await userWithPassword(h.db);
    const email = user.email as string;
    const nobody = uniqueEmail('nobody-cap');
    const allowed = Array(RECOVERY_SENDS_PER_DAY).fill(0);
    expect(await sendsAMinuteApart(email, RECOVERY_SENDS_PER_DAY)).toEqual(allowed);
    expect(await sendsAMinuteApart(nobody, RECOVERY_SENDS_PER_DAY)).toEqual(allowed);
    expect(await outbox(h.app, email)).toHaveLength(RECOVERY_SENDS_PER_DAY);

    await minutePasses(email);
    await minutePasses(nobody);
    const known = await sendReset(h.app, email);
    const unknown = await sendReset(h.app, nobody);
    for (const answer of [known, unknown]) {
      expect(answer.body).toMatchObject({ ret_code: 31214, result: {} });
      expect(answer.ms).toBeGreaterThanOrEqual(RESET_SEND_MIN_MS - 5);
    }
    expect(known.body.ret_msg).toBe(unknown.body.ret_msg);
    // within the minute too, the cap is what is told
    expect((await sendReset(h.app, email)).body.ret_code).toBe(31214);
    expect(await outbox(h.app, email)).toHaveLength(RECOVERY_SENDS_PER_DAY);
  }, 60_000);

  it('issue 36 item 6: the day rolling over lets sends again', async () => {
    const user = await userWithPassword(h.db);
    const email = user.email as string;
    await sendsAMinuteApart(email, RECOVERY_SENDS_PER_DAY);
    await minutePasses(email);
    expect((await sendReset(h.app, email)).body.ret_code).toBe(31214);
    await h.db.query(
      "update recovery_send_days set day_started_at = now() - interval '1 day 1 minute' where send_key = $1",
      [`reset:email:${email}`],
    );
    expect((await sendReset(h.app, email)).body.ret_code).toBe(0);
    expect(await outbox(h.app, email)).toHaveLength(RECOVERY_SENDS_PER_DAY + 1);
  }, 60_000);

  it('issue 36 item 6: 20 reset sends at once, round after round, never send more than 5 in a day', async () => {
    const user = await userWithPassword(h.db);
    const email = user.email as string;
    const answered: number[] = [];
    for (let round = 0; round <= RECOVERY_SENDS_PER_DAY; round += 1) {
      await minutePasses(email);
      const bodies = await Promise.all(
        Array.from({ length: 20 }, async () => ({ login_name: email, ...(await captcha(h.app, SCENE)) })),
      );
      const replies = await Promise.all(
        bodies.map((body) => post<Sent>(h.app, '/x-api/user/password/reset/send', body, ipHeader())),
      );
      answered.push(...replies.map((r) => r.body.ret_code));
    }
    expect(answered.filter((c) => c === 0)).toHaveLength(RECOVERY_SENDS_PER_DAY);
    expect(answered.every((c) => c === 0 || c === 30054 || c === 31214)).toBe(true);
    expect(await outbox(h.app, email)).toHaveLength(RECOVERY_SENDS_PER_DAY);
  }, 120_000);

  it('issue 36 item 6: the cap itself, claimed 20 times at once, lets exactly 5 through', async () => {
    const key = `test:${uniqueEmail('claims')}`;
    const claims = await Promise.all(Array.from({ length: 20 }, () => claimDailySend(h.db, key)));
    expect(claims.filter(Boolean)).toHaveLength(RECOVERY_SENDS_PER_DAY);
  });

  it('issue 36 item 6: the lost-factor recovery sends at most 5 codes a day, 20 asked at once included; then 31214', async () => {
    const user = await userWithPassword(h.db);
    const email = user.email as string;
    await h.db.query('update users set totp_secret = $2, has_google2fa = true where id = $1', [
      user.id,
      sealSecret(h.app.security.secretKey, newTotpSecret()),
    ]);
    await issueRecoveryCodes(h.db, user.id);
    const start = async () =>
      (
        await post<{ recover_token: string }>(
          h.app,
          '/x-api/user/security/recover/start',
          {
            login_name: email,
            ...(await passwordFields(h.app, user.password)),
            ...(await captcha(h.app, SCENE)),
          },
          ipHeader(),
        )
      ).body.result.recover_token;
    const send = (token: string) =>
      post(h.app, '/x-api/user/security/recover/send', { recover_token: token, method: 'email' }).then(
        (r) => r.body.ret_code,
      );

    const token = await start();
    const burst = await Promise.all(Array.from({ length: 20 }, () => send(token)));
    expect(burst.filter((c) => c === 0).length).toBeLessThanOrEqual(RECOVERY_SENDS_PER_DAY);
    expect(burst.every((c) => c === 0 || c === 30054 || c === 31214)).toBe(true);
    // more recoveries (new tokens) the same day: the account's count goes on to 5, then 31214
    let sent = burst.filter((c) => c === 0).length;
    while (sent < RECOVERY_SENDS_PER_DAY) {
      expect(await send(await start())).toBe(0);
      sent += 1;
    }
    expect(await send(await start())).toBe(31214);
    expect(await outbox(h.app, email)).toHaveLength(RECOVERY_SENDS_PER_DAY);
    // the next day
    await h.db.query(
      "update recovery_send_days set day_started_at = now() - interval '1 day 1 minute' where send_key = $1",
      [`recover:${user.id}`],
    );
    expect(await send(await start())).toBe(0);
  }, 60_000);
});
