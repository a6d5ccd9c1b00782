import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/server';
import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';

import { hashToken } from '@/server/auth/sessions';
import { issueRecoveryCodes } from '@/server/security/recovery-codes';
import { sealSecret } from '@/server/security/secret-box';
import { newTotpSecret } from '@/server/security/totp';

import {
  captcha,
  ipHeader,
  lastCode,
  outbox,
  passwordFields,
  userWithPassword,
  type SessionResult,
} from './accounts-helpers';
import { describeEachDriver } from './harness';
import { auth, browserOf, post, tokenFor } from './helpers';
import { SoftwareAuthenticator } from './software-authenticator';

const ORIGIN = 'http://localhost:3000';
/** The page's address as the web forwards it. */
const PAGE = { 'x-forwarded-host': 'localhost:3000', 'x-forwarded-proto': 'http' };
/** The captcha scene of the recovery pages (security verification). */
const SCENE = 30093;
const NEW_PASSWORD = 'Fresh4321pass';

interface Ceremony<O> {
  ceremony: string;
  options: O;
}

describeEachDriver('a reset or a recovery removes the passkeys (issue 36 item 2)', (h) => {
  /**
   * A passkey of the software authenticator added by a signed-in session of
   * the account, as the thief of issue 36 did (the session's re-proof is
   * written as made: what is proven here is what a reset leaves behind).
   */
  async function addPasskey(userUid: string, kind: 'password' | 'factor'): Promise<SoftwareAuthenticator> {
    const token = await tokenFor(h.db, userUid);
    await h.db.query('update sessions set reproved_at = now(), reproof_kind = $2 where token_hash = $1', [
      hashToken(token),
      kind,
    ]);
    const browser = browserOf(h.app);
    const headers = { ...PAGE, ...ipHeader(), ...auth(token) };
    const options = await post<Ceremony<PublicKeyCredentialCreationOptionsJSON>>(
      browser,
      '/x-api/user/private/passkey/register/options',
      {},
      headers,
    );
    expect(options.body.ret_code).toBe(0);
    const authenticator = new SoftwareAuthenticator(ORIGIN);
    const response = authenticator.create(options.body.result.options);
    const added = await post(
      browser,
      '/x-api/user/private/passkey/register/verify',
      { ceremony: options.body.result.ceremony, name: 'Thief laptop', response },
      headers,
    );
    expect(added.body.ret_code).toBe(0);
    return authenticator;
  }

  /** A login with the authenticator's passkey, from a fresh browser. */
  async function passkeyLogin(authenticator: SoftwareAuthenticator): Promise<number> {
    const browser = browserOf(h.app);
    const headers = { ...PAGE, ...ipHeader() };
    const options = await post<Ceremony<PublicKeyCredentialRequestOptionsJSON>>(
      browser,
      '/x-api/user/public/passkey/login/options',
      {},
      headers,
    );
    const verified = await post<SessionResult>(
      browser,
      '/x-api/user/public/passkey/login/verify',
      { ceremony: options.body.result.ceremony, response: authenticator.get(options.body.result.options) },
      headers,
    );
    return verified.body.ret_code;
  }

  async function passwordReset(app: FastifyInstance, email: string) {
    const sent = await post<{ reset_token: string }>(
      app,
      '/x-api/user/password/reset/send',
      { login_name: email, ...(await captcha(app, SCENE)) },
      ipHeader(),
    );
    const token = sent.body.result.reset_token;
    expect(
      (await post(app, '/x-api/user/password/reset/check', { reset_token: token, code: await lastCode(app, email) }))
        .body.ret_code,
    ).toBe(0);
    return post<{ reset: boolean; passkeys_removed: number }>(app, '/x-api/user/password/reset', {
      reset_token: token,
      ...(await passwordFields(app, NEW_PASSWORD)),
    });
  }

  it('issue 36 item 2: a passkey that logs in before a password reset is refused after it; the answer and the notice say so', async () => {
    const user = await userWithPassword(h.db);
    const email = user.email as string;
    const thief = await addPasskey(user.uid, 'password');
    const second = await addPasskey(user.uid, 'password');
    expect(await passkeyLogin(thief)).toBe(0);

    const reset = await passwordReset(h.app, email);
    expect(reset.body).toMatchObject({ ret_code: 0, result: { reset: true, passkeys_removed: 2 } });
    // no passkey, nor any passkey request of the account, is left
    expect(await passkeyLogin(thief)).toBe(31222);
    expect(await passkeyLogin(second)).toBe(31222);
    const left = await h.db.query(
      `select (select count(*)::int from passkeys where user_id = $1) as keys,
              (select count(*)::int from passkey_ceremonies where user_id = $1) as ceremonies`,
      [user.id],
    );
    expect(left.rows[0]).toEqual({ keys: 0, ceremonies: 0 });

    const [notice] = await outbox(h.app, email);
    expect(notice.subject).toBe('Your password was changed');
    expect(notice.body).toContain('Your 2 passkeys were removed');
    expect(notice.body).toContain('/app/user/account-info');
    expect(notice.body).toMatch(/If this was not you/);
  });

  it('issue 36 item 2: a reset of an account without passkeys says none were removed, and its notice names none', async () => {
    const user = await userWithPassword(h.db);
    const reset = await passwordReset(h.app, user.email as string);
    expect(reset.body).toMatchObject({ ret_code: 0, result: { reset: true, passkeys_removed: 0 } });
    const [notice] = await outbox(h.app, user.email as string);
    expect(notice.body).not.toContain('passkey');
  });

  it('issue 36 item 2: the lost-factor recovery removes the passkeys too: the passkey is refused after it, the notice says so', async () => {
    const user = await userWithPassword(h.db);
    const email = user.email as string;
    await h.db.query('update users set totp_secret = $2, has_google2fa = true where id = $1', [
      user.id,
      sealSecret(h.app.security.secretKey, newTotpSecret()),
    ]);
    const [code] = await issueRecoveryCodes(h.db, user.id);
    const thief = await addPasskey(user.uid, 'factor');
    expect(await passkeyLogin(thief)).toBe(0);

    const started = await post<{ recover_token: string }>(
      h.app,
      '/x-api/user/security/recover/start',
      { login_name: email, ...(await passwordFields(h.app, user.password)), ...(await captcha(h.app, SCENE)) },
      ipHeader(),
    );
    expect(started.body.ret_code).toBe(0);
    const recovered = await post(h.app, '/x-api/user/security/recover', {
      recover_token: started.body.result.recover_token,
      method: 'recovery',
      code,
    });
    expect(recovered.body).toMatchObject({ ret_code: 0, result: { recovered: true, passkeys_removed: 1 } });
    expect(await passkeyLogin(thief)).toBe(31222);
    const [notice] = await outbox(h.app, email);
    expect(notice.subject).toBe('Two-step verification was turned off');
    expect(notice.body).toContain('Your passkey was removed');
  });
});
