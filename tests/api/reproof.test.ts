import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/server';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';

import { REPROOF_TTL_MINUTES } from '@/config/x-api';
import { buildApp } from '@/server/app';
import { reproofHolds } from '@/server/security/reproof';
import { sealSecret } from '@/server/security/secret-box';
import { newTotpSecret, TOTP_PERIOD_SECONDS, totpCode } from '@/server/security/totp';

import { ipHeader, lastCode, outbox, passwordFields, reprove, userWithPassword } from './accounts-helpers';
import { describeEachDriver } from './harness';
import { auth, browserOf, get, post, tokenFor } from './helpers';
import { SoftwareAuthenticator } from './software-authenticator';

const ORIGIN = 'http://localhost:3000';
/** The page's address as the web forwards it. */
const PAGE = { 'x-forwarded-host': 'localhost:3000', 'x-forwarded-proto': 'http' };
const SETTINGS = '/x-api/user/security';
const PASSKEYS = '/x-api/user/private/passkey';

interface Ceremony<O> {
  ceremony: string;
  options: O;
}

/** Every change to how an account is protected, as a session would ask for it. */
const CHANGES: readonly [string, Record<string, unknown>][] = [
  [`${SETTINGS}/totp/setup`, {}],
  [`${SETTINGS}/totp/enable`, { code: '123456' }],
  [`${SETTINGS}/totp/disable`, {}],
  [`${SETTINGS}/login-codes`, { channel: 'email', enabled: false }],
  [`${SETTINGS}/recovery-codes`, {}],
  [`${PASSKEYS}/register/options`, {}],
  [`${PASSKEYS}/remove`, { id: 'AAAA' }],
];

describeEachDriver('re-proof before a security change (issue 36 item 1)', (h) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildApp({ db: h.db, logLevel: 'silent', countryOverride: true, security: { newDeviceCheck: false } });
    return () => app.close();
  });

  /** A signed-in account, its authenticator on when asked (the key sealed as the settings keep it). */
  async function account(options: { totp?: boolean } = {}) {
    const user = await userWithPassword(h.db);
    const secret = newTotpSecret();
    if (options.totp) {
      await h.db.query('update users set totp_secret = $2, has_google2fa = true where id = $1', [
        user.id,
        sealSecret(app.security.secretKey, secret),
      ]);
    }
    const token = await tokenFor(h.db, user.uid);
    return { ...user, secret, token, headers: { ...PAGE, ...ipHeader(), ...auth(token) } };
  }

  /** A code of the key from the next time step, so a code used a moment ago is not reused. */
  const laterCode = (secret: string, steps = 1) => totpCode(secret, Date.now() + steps * TOTP_PERIOD_SECONDS * 1000);

  it('issue 36 item 1: a session alone cannot replace the authenticator, add or remove a passkey, or change any factor', async () => {
    const owner = await account({ totp: true });
    for (const [path, body] of CHANGES) {
      const reply = await post(app, path, body, owner.headers);
      expect(reply.body, path).toMatchObject({ ret_code: 31230, result: { need: expect.any(String) } });
    }
    // the owner's key stands, nothing is pending, and the owner's codes still log in
    const { rows } = await h.db.query<{ pending: string | null; on: boolean }>(
      'select totp_pending_secret as pending, has_google2fa as on from users where id = $1',
      [owner.id],
    );
    expect(rows[0]).toEqual({ pending: null, on: true });
  });

  it('issue 36 item 1: with a factor on, the password alone is no proof; the password and a code of the factor are', async () => {
    const owner = await account({ totp: true });
    const ways = await get<{ methods: string[]; passkey: boolean; valid_until: number }>(
      app,
      `${SETTINGS}/reproof`,
      owner.headers,
    );
    expect(ways.body.result).toMatchObject({ methods: ['totp'], passkey: false, valid_until: 0 });

    // no code: refused before the password is judged (the count stays)
    expect((await reprove(app, owner.token, owner.password)).body.ret_code).toBe(31203);
    const counts = await h.db.query<{ n: number }>('select pass_err_count as n from users where id = $1', [owner.id]);
    expect(Number(counts.rows[0].n)).toBe(0);

    const wrongPassword = await reprove(app, owner.token, 'Wrong-pass1', {
      method: 'totp',
      code: totpCode(owner.secret),
    });
    expect(wrongPassword.body).toMatchObject({ ret_code: 31002, result: { pass_err_count: 1 } });
    const wrongCode = await reprove(app, owner.token, owner.password, { method: 'totp', code: '000000' });
    expect([30050, 0]).toContain(wrongCode.body.ret_code);

    const proved = await reprove(app, owner.token, owner.password, { method: 'totp', code: laterCode(owner.secret) });
    expect(proved.body.ret_code).toBe(0);
    const now = Math.floor(Date.now() / 1000);
    expect(proved.body.result.valid_until).toBeGreaterThan(now + REPROOF_TTL_MINUTES * 60 - 30);
    expect(proved.body.result.valid_until).toBeLessThanOrEqual(now + REPROOF_TTL_MINUTES * 60 + 1);

    // the owner replaces the key: the new key's own code confirms it, and codes of the old key stop working
    const setup = await post<{ secret: string }>(app, `${SETTINGS}/totp/setup`, {}, owner.headers);
    expect(setup.body.ret_code).toBe(0);
    const enable = await post(
      app,
      `${SETTINGS}/totp/enable`,
      { code: totpCode(setup.body.result.secret) },
      owner.headers,
    );
    expect(enable.body.ret_code).toBe(0);
    const mails = await outbox(app, owner.email!);
    expect(mails[0]).toMatchObject({ subject: 'Authenticator app replaced', code: null });
  });

  it('issue 36 item 1: the proof is this session’s, lasts 10 minutes, and ends with the clock', async () => {
    const owner = await account();
    const other = await tokenFor(h.db, owner.uid);
    expect((await reprove(app, owner.token, owner.password)).body.ret_code).toBe(0);
    expect((await post(app, `${PASSKEYS}/register/options`, {}, owner.headers)).body.ret_code).toBe(0);
    // another session of the same account proved nothing
    const elsewhere = await post(app, `${PASSKEYS}/register/options`, {}, { ...PAGE, ...auth(other) });
    expect(elsewhere.body.ret_code).toBe(31230);

    // the clock moves past the 10 minutes
    await h.db.query(
      `update sessions set reproved_at = now() - make_interval(mins => $1::int, secs => 1) where user_id = $2`,
      [REPROOF_TTL_MINUTES, owner.id],
    );
    expect((await post(app, `${PASSKEYS}/register/options`, {}, owner.headers)).body.ret_code).toBe(31230);
    const ways = await get<{ valid_until: number }>(app, `${SETTINGS}/reproof`, owner.headers);
    expect(ways.body.result.valid_until).toBe(0);
  });

  it('issue 36 item 1: a proof made with the password alone stops counting once a factor is on', async () => {
    const owner = await account();
    expect((await reprove(app, owner.token, owner.password)).body.ret_code).toBe(0);
    expect((await post(app, `${SETTINGS}/code/send`, { channel: 'email' }, owner.headers)).body.ret_code).toBe(0);
    const code = await lastCode(app, owner.email!);
    const on = await post(app, `${SETTINGS}/login-codes`, { channel: 'email', enabled: true, code }, owner.headers);
    expect(on.body.ret_code).toBe(0);
    // the account now has a factor: the same session's password-only proof no longer does
    const renew = await post(app, `${SETTINGS}/recovery-codes`, {}, owner.headers);
    expect(renew.body.ret_code).toBe(31230);
  });

  it('issue 36 item 1: the password of a re-proof is used once: the same request replayed is refused', async () => {
    const owner = await account();
    const body = await passwordFields(app, owner.password);
    const headers = { ...ipHeader(), ...auth(owner.token) };
    expect((await post(app, `${SETTINGS}/reproof`, body, headers)).body.ret_code).toBe(0);
    expect((await post(app, `${SETTINGS}/reproof`, body, headers)).body.ret_code).toBe(10001);
  });

  it('issue 36 item 1: wrong passwords of a re-proof count toward the account lock, in parallel too', async () => {
    const owner = await account();
    const replies = await Promise.all(
      Array.from({ length: 30 }, () => reprove(app, owner.token, 'Wrong-pass1', {}, ipHeader())),
    );
    const codes = replies.map((r) => r.body.ret_code);
    expect(codes.filter((c) => c === 31002).length).toBeLessThanOrEqual(5);
    expect(codes.every((c) => c === 31002 || c === 31030)).toBe(true);
    // the account is locked now: even the right password proves nothing
    expect((await reprove(app, owner.token, owner.password)).body.ret_code).toBe(31030);
  });

  it('issue 36 item 1: of 40 re-proofs with wrong codes at once, at most 5 codes are checked, then the account locks', async () => {
    const owner = await account({ totp: true });
    const right = totpCode(owner.secret);
    const wrong = right === '000000' ? '111111' : '000000';
    const replies = await Promise.all(
      Array.from({ length: 40 }, () => reprove(app, owner.token, owner.password, { method: 'totp', code: wrong })),
    );
    const codes = replies.map((r) => r.body.ret_code);
    expect(codes.filter((c) => c === 30050).length).toBeLessThanOrEqual(4);
    expect(codes).toContain(31202);
    expect((await reprove(app, owner.token, owner.password, { method: 'totp', code: right })).body.ret_code).not.toBe(
      0,
    );
  });

  it('issue 36 item 1: a passkey of the account stands for the password and the code, except for a new authenticator key', async () => {
    const owner = await account({ totp: true });
    const browser = browserOf(app);
    const authenticator = new SoftwareAuthenticator(ORIGIN);
    // add the passkey after a full proof
    expect(
      (await reprove(app, owner.token, owner.password, { method: 'totp', code: totpCode(owner.secret) })).body.ret_code,
    ).toBe(0);
    const options = await post<Ceremony<PublicKeyCredentialCreationOptionsJSON>>(
      browser,
      `${PASSKEYS}/register/options`,
      {},
      owner.headers,
    );
    const added = await post(
      browser,
      `${PASSKEYS}/register/verify`,
      {
        ceremony: options.body.result.ceremony,
        name: 'Laptop',
        response: authenticator.create(options.body.result.options),
      },
      owner.headers,
    );
    expect(added.body.ret_code).toBe(0);
    expect((await outbox(app, owner.email!))[0]).toMatchObject({ subject: 'Passkey added' });
    expect((await outbox(app, owner.email!))[0].body).toContain('"Laptop"');

    // a fresh session proves itself with the passkey alone
    const token = await tokenFor(h.db, owner.uid);
    const headers = { ...PAGE, ...ipHeader(), ...auth(token) };
    const asked = await post<Ceremony<PublicKeyCredentialRequestOptionsJSON>>(
      browser,
      `${SETTINGS}/reproof/passkey/options`,
      {},
      headers,
    );
    expect(asked.body.ret_code).toBe(0);
    expect(asked.body.result.options.allowCredentials?.map((c) => c.id)).toEqual([authenticator.id]);
    const proved = await post(
      browser,
      `${SETTINGS}/reproof/passkey`,
      { ceremony: asked.body.result.ceremony, response: authenticator.get(asked.body.result.options) },
      headers,
    );
    expect(proved.body.ret_code).toBe(0);
    expect((await post(app, `${SETTINGS}/recovery-codes`, {}, headers)).body.ret_code).toBe(0);
    // a new authenticator key while a factor is on needs the factor's code itself
    const setup = await post(app, `${SETTINGS}/totp/setup`, {}, headers);
    expect(setup.body).toMatchObject({ ret_code: 31230, result: { need: 'factor' } });
  });

  it("issue 36 item 1: another account's passkey, or an answer replayed, proves nothing", async () => {
    const owner = await account();
    const stranger = await account();
    const browser = browserOf(app);
    const theirs = new SoftwareAuthenticator(ORIGIN);
    expect((await reprove(app, stranger.token, stranger.password)).body.ret_code).toBe(0);
    const options = await post<Ceremony<PublicKeyCredentialCreationOptionsJSON>>(
      browser,
      `${PASSKEYS}/register/options`,
      {},
      stranger.headers,
    );
    await post(
      browser,
      `${PASSKEYS}/register/verify`,
      { ceremony: options.body.result.ceremony, name: 'Theirs', response: theirs.create(options.body.result.options) },
      stranger.headers,
    );
    // the owner has no passkey: no options
    expect((await post(browser, `${SETTINGS}/reproof/passkey/options`, {}, owner.headers)).body.ret_code).toBe(31226);

    // the stranger's own proof, replayed
    const asked = await post<Ceremony<PublicKeyCredentialRequestOptionsJSON>>(
      browser,
      `${SETTINGS}/reproof/passkey/options`,
      {},
      stranger.headers,
    );
    const body = { ceremony: asked.body.result.ceremony, response: theirs.get(asked.body.result.options) };
    expect((await post(browser, `${SETTINGS}/reproof/passkey`, body, stranger.headers)).body.ret_code).toBe(0);
    expect((await post(browser, `${SETTINGS}/reproof/passkey`, body, stranger.headers)).body.ret_code).toBe(31220);
    // the stranger's request answered for the owner's session: not the owner's ceremony
    const again = await post<Ceremony<PublicKeyCredentialRequestOptionsJSON>>(
      browser,
      `${SETTINGS}/reproof/passkey/options`,
      {},
      stranger.headers,
    );
    const forOwner = { ceremony: again.body.result.ceremony, response: theirs.get(again.body.result.options) };
    expect((await post(browser, `${SETTINGS}/reproof/passkey`, forOwner, owner.headers)).body.ret_code).toBe(31220);
  });

  it('issue 36 item 4: turning the authenticator on and off, login codes, recovery codes and passkeys each send a notice', async () => {
    const owner = await account();
    expect((await reprove(app, owner.token, owner.password)).body.ret_code).toBe(0);
    const setup = await post<{ secret: string }>(app, `${SETTINGS}/totp/setup`, {}, owner.headers);
    const secret = setup.body.result.secret;
    expect((await post(app, `${SETTINGS}/totp/enable`, { code: totpCode(secret) }, owner.headers)).body.ret_code).toBe(
      0,
    );
    const [on] = await outbox(app, owner.email!);
    expect(on.subject).toBe('Authenticator app turned on');
    expect(on.body).toMatch(/When: \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC/);
    expect(on.body).toContain(`Account: ${owner.email!.slice(0, 2)}***@`);
    expect(on.body).toMatch(/Device: .+\(10\.\d+\.\d+\.\*, [A-Z]{2}\)/);
    expect(on.body).toContain('/app/user/retrieve');
    expect(on.body).toContain('/app/user/security-item-find');

    // a factor is on now: a new full proof, then new recovery codes and the app off
    expect(
      (await reprove(app, owner.token, owner.password, { method: 'totp', code: laterCode(secret) })).body.ret_code,
    ).toBe(0);
    expect((await post(app, `${SETTINGS}/recovery-codes`, {}, owner.headers)).body.ret_code).toBe(0);
    expect((await outbox(app, owner.email!))[0].subject).toBe('New recovery codes');
    expect((await post(app, `${SETTINGS}/totp/disable`, {}, owner.headers)).body.ret_code).toBe(0);
    expect((await outbox(app, owner.email!))[0].subject).toBe('Authenticator app turned off');
    // no notice carries a code or the key
    for (const mail of await outbox(app, owner.email!)) {
      if (mail.subject.startsWith('Authenticator') || mail.subject.startsWith('New recovery')) {
        expect(mail.code).toBeNull();
        expect(mail.body).not.toContain(secret);
      }
    }
  });
});

describe('the re-proof rule (issue 36 item 1)', () => {
  const fresh = (kind: 'password' | 'factor' | 'passkey', ageSeconds = 60) => ({ kind, ageSeconds });
  it('issue 36 item 1: no proof, an old one, or one from the future never holds', () => {
    expect(reproofHolds({ kind: null, ageSeconds: null }, false)).toBe(false);
    expect(reproofHolds(fresh('factor', REPROOF_TTL_MINUTES * 60 + 1), true)).toBe(false);
    expect(reproofHolds(fresh('password', -5), false)).toBe(false);
    expect(reproofHolds(fresh('password', REPROOF_TTL_MINUTES * 60), false)).toBe(true);
  });
  it('issue 36 item 1: with a factor on, the password alone is too weak; a passkey does except for a new key', () => {
    expect(reproofHolds(fresh('password'), true)).toBe(false);
    expect(reproofHolds(fresh('factor'), true)).toBe(true);
    expect(reproofHolds(fresh('passkey'), true)).toBe(true);
    expect(reproofHolds(fresh('passkey'), true, 'factor')).toBe(false);
    expect(reproofHolds(fresh('factor'), true, 'factor')).toBe(true);
    // with no factor on, any fresh proof does
    expect(reproofHolds(fresh('password'), false, 'factor')).toBe(true);
  });
});
