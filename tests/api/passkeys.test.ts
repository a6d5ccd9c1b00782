import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/server';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';

import { PASSKEY_REQUESTS_PER_IP_LIMIT, PASSKEYS_PER_ACCOUNT } from '@/config/passkeys';
import type { PasskeyItem } from '@/contract/passkeys/webauthn';
import { DEFAULT_IP_LIMIT } from '@/server/accounts/options';
import { relyingPartyOf } from '@/server/security/passkey-party';
import { counterAdvances } from '@/server/security/passkeys';

import { ipHeader, login, reprove, userWithPassword, type SessionResult } from './accounts-helpers';
import { describeEachDriver } from './harness';
import { auth, browserOf, get, post, tokenFor } from './helpers';
import { SoftwareAuthenticator, type Overrides } from './software-authenticator';

const BASE = '/x-api/user';
const ORIGIN = 'http://localhost:3000';
/** The page's address as the web forwards it. */
const PAGE = { 'x-forwarded-host': 'localhost:3000', 'x-forwarded-proto': 'http' };

interface Ceremony<O> {
  ceremony: string;
  options: O;
}

type Headers = Record<string, string>;

describeEachDriver('passkeys', (h) => {
  /** A signed-in browser of a fresh account with a password. */
  async function signedIn() {
    const user = await userWithPassword(h.db);
    const token = await tokenFor(h.db, user.uid);
    // issue 36: adding or removing a passkey needs a fresh re-proof of the session
    expect((await reprove(h.app, token, user.password)).body.ret_code).toBe(0);
    return { user, token, browser: browserOf(h.app), headers: { ...PAGE, ...ipHeader(), ...auth(token) } };
  }

  const registerOptions = (browser: FastifyInstance, headers: Headers) =>
    post<Ceremony<PublicKeyCredentialCreationOptionsJSON>>(
      browser,
      `${BASE}/private/passkey/register/options`,
      {},
      headers,
    );

  /** Adds the authenticator's passkey to the account the headers sign in as. */
  async function addPasskey(
    browser: FastifyInstance,
    headers: Headers,
    authenticator: SoftwareAuthenticator,
    overrides: Overrides = {},
  ) {
    const options = await registerOptions(browser, headers);
    expect(options.body.ret_code).toBe(0);
    const { ceremony } = options.body.result;
    const response = authenticator.create(options.body.result.options, overrides);
    return post<PasskeyItem>(
      browser,
      `${BASE}/private/passkey/register/verify`,
      { ceremony, name: '  Chrome   on macOS ', response },
      headers,
    );
  }

  const loginOptions = (browser: FastifyInstance, headers: Headers = { ...PAGE, ...ipHeader() }) =>
    post<Ceremony<PublicKeyCredentialRequestOptionsJSON>>(browser, `${BASE}/public/passkey/login/options`, {}, headers);

  const verifyLogin = (browser: FastifyInstance, body: unknown, headers: Headers = { ...PAGE, ...ipHeader() }) =>
    post<SessionResult>(browser, `${BASE}/public/passkey/login/verify`, body, headers);

  /** A login with the authenticator's passkey, in `browser`, from the page. */
  async function passkeyLogin(
    browser: FastifyInstance,
    authenticator: SoftwareAuthenticator,
    overrides: Overrides = {},
  ) {
    const options = await loginOptions(browser);
    expect(options.body.ret_code).toBe(0);
    const { ceremony } = options.body.result;
    return verifyLogin(browser, { ceremony, response: authenticator.get(options.body.result.options, overrides) });
  }

  it('a signed-in account adds a passkey (discoverable, user verification preferred), lists it, and logs in with it', async () => {
    const { user, browser, headers } = await signedIn();
    const options = await registerOptions(browser, headers);
    expect(options.body.ret_code).toBe(0);
    expect(options.body.result.options).toMatchObject({
      rp: { id: 'localhost' },
      user: { name: user.email },
      attestation: 'none',
      authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
      excludeCredentials: [],
    });

    const authenticator = new SoftwareAuthenticator(ORIGIN);
    const added = await addPasskey(browser, headers, authenticator);
    expect(added.body).toMatchObject({
      ret_code: 0,
      result: { id: authenticator.id, name: 'Chrome on macOS', last_used_at: null },
    });
    const listed = await get<{ list: PasskeyItem[] }>(browser, `${BASE}/private/passkey/list`, headers);
    expect(listed.body.result.list).toEqual([added.body.result]);

    // a second passkey's options exclude the first: the authenticator will not make another of this account
    const again = await registerOptions(browser, headers);
    expect(again.body.result.options.excludeCredentials).toEqual([
      { id: authenticator.id, type: 'public-key', transports: ['internal', 'hybrid'] },
    ]);
    // the account's handle is the one its first passkey was made with
    const { rows } = await h.db.query<{ user_handle: string }>(
      'select user_handle from passkeys where credential_id = $1',
      [authenticator.id],
    );
    expect(again.body.result.options.user.id).toBe(rows[0].user_handle);

    // the login: anyone's browser, no account named
    const visitor = browserOf(h.app);
    const loginAsk = await loginOptions(visitor);
    expect(loginAsk.body.ret_code).toBe(0);
    expect(loginAsk.body.result.options).toMatchObject({ rpId: 'localhost', userVerification: 'preferred' });
    expect(loginAsk.body.result.options.allowCredentials ?? []).toEqual([]);
    const session = await verifyLogin(visitor, {
      ceremony: loginAsk.body.result.ceremony,
      response: authenticator.get(loginAsk.body.result.options),
    });
    expect(session.body).toMatchObject({ ret_code: 0, result: { uid: user.uid } });
    const profile = await get<{ uid: string }>(
      h.app,
      '/x-api/v2/private/user/profile',
      auth(session.body.result.token),
    );
    expect(profile.body.result.uid).toBe(user.uid);

    const used = await get<{ list: PasskeyItem[] }>(browser, `${BASE}/private/passkey/list`, headers);
    expect(used.body.result.list[0].last_used_at).not.toBeNull();
  });

  it('a passkey login skips the second step, even for an account with email codes on', async () => {
    const { user, browser, headers } = await signedIn();
    const authenticator = new SoftwareAuthenticator(ORIGIN);
    expect((await addPasskey(browser, headers, authenticator)).body.ret_code).toBe(0);
    await h.db.query('update users set email_2fa = true where id = $1', [user.id]);

    // the password alone is asked for the email code
    const byPassword = await login(h.app, user.email!, user.password);
    expect(byPassword.body.ret_code).toBe(31200);
    // the passkey is two factors: the session opens at once
    const byPasskey = await passkeyLogin(browserOf(h.app), authenticator);
    expect(byPasskey.body).toMatchObject({ ret_code: 0, result: { uid: user.uid } });
    expect(byPasskey.body.result.token).toBeTruthy();
  });

  it('a signature counter that does not increase is refused as a cloned authenticator; one that never counts is not', async () => {
    const { browser, headers } = await signedIn();
    const counting = new SoftwareAuthenticator(ORIGIN);
    await addPasskey(browser, headers, counting);
    expect((await passkeyLogin(browserOf(h.app), counting, { counter: 5 })).body.ret_code).toBe(0);
    // the same count again (a copy of the key used elsewhere, or a replay), a lower one, or none at all
    expect((await passkeyLogin(browserOf(h.app), counting, { counter: 5 })).body.ret_code).toBe(31223);
    expect((await passkeyLogin(browserOf(h.app), counting, { counter: 3 })).body.ret_code).toBe(31223);
    expect((await passkeyLogin(browserOf(h.app), counting, { counter: 0 })).body.ret_code).toBe(31223);
    // the refused ones did not move the kept count: the genuine authenticator goes on
    expect((await passkeyLogin(browserOf(h.app), counting, { counter: 6 })).body.ret_code).toBe(0);

    const synced = new SoftwareAuthenticator(ORIGIN, false);
    const other = await signedIn();
    await addPasskey(other.browser, other.headers, synced);
    expect((await passkeyLogin(browserOf(h.app), synced)).body.ret_code).toBe(0);
    expect((await passkeyLogin(browserOf(h.app), synced)).body.ret_code).toBe(0);
  });

  it('counterAdvances: an authenticator that counts must count up; 0 and 0 is one that does not count', () => {
    expect(counterAdvances(0, 0)).toBe(true);
    expect(counterAdvances(0, 1)).toBe(true);
    expect(counterAdvances(7, 8)).toBe(true);
    expect(counterAdvances(7, 7)).toBe(false);
    expect(counterAdvances(7, 0)).toBe(false);
    expect(counterAdvances(7, 2)).toBe(false);
  });

  it('a login request is answered once, in the browser that asked for it, within 5 minutes', async () => {
    const { browser, headers } = await signedIn();
    const authenticator = new SoftwareAuthenticator(ORIGIN, false);
    await addPasskey(browser, headers, authenticator);

    const visitor = browserOf(h.app);
    const asked = await loginOptions(visitor);
    const body = { ceremony: asked.body.result.ceremony, response: authenticator.get(asked.body.result.options) };
    // another browser (no cookie, or another's) cannot answer it, and does not spend it
    expect((await verifyLogin(h.app, body)).body.ret_code).toBe(31220);
    expect((await verifyLogin(browserOf(h.app), body)).body.ret_code).toBe(31220);
    expect((await verifyLogin(visitor, body)).body.ret_code).toBe(0);
    // the same answer again: used
    expect((await verifyLogin(visitor, body)).body.ret_code).toBe(31220);

    // a request past its 5 minutes
    const late = await loginOptions(visitor);
    await h.db.query(`update passkey_ceremonies set expires_at = now() - interval '1 second' where id = $1`, [
      late.body.result.ceremony,
    ]);
    const lateBody = { ceremony: late.body.result.ceremony, response: authenticator.get(late.body.result.options) };
    expect((await verifyLogin(visitor, lateBody)).body.ret_code).toBe(31220);

    // a wrong answer spends the request too: it cannot be tried again
    const once = await loginOptions(visitor);
    const wrong = authenticator.get(once.body.result.options, { origin: 'https://evil.example' });
    expect((await verifyLogin(visitor, { ceremony: once.body.result.ceremony, response: wrong })).body.ret_code).toBe(
      31221,
    );
    const right = authenticator.get(once.body.result.options);
    expect((await verifyLogin(visitor, { ceremony: once.body.result.ceremony, response: right })).body.ret_code).toBe(
      31220,
    );

    // a registration request is the signed-in account's: another account in the same browser cannot answer it
    const asking = await registerOptions(browser, headers);
    const otherUser = await userWithPassword(h.db);
    const otherToken = await tokenFor(h.db, otherUser.uid);
    expect((await reprove(h.app, otherToken, otherUser.password)).body.ret_code).toBe(0);
    const otherHeaders = { ...PAGE, ...auth(otherToken) };
    const stolen = await post(
      browser,
      `${BASE}/private/passkey/register/verify`,
      {
        ceremony: asking.body.result.ceremony,
        name: 'Mine',
        response: new SoftwareAuthenticator(ORIGIN).create(asking.body.result.options),
      },
      otherHeaders,
    );
    expect(stolen.body.ret_code).toBe(31220);
  });

  it('a signature for another origin or relying party is refused, and an address we do not serve gets no request', async () => {
    const { browser, headers } = await signedIn();
    // registration: made on a phishing page, or for its relying party
    const phished = await addPasskey(browser, headers, new SoftwareAuthenticator(ORIGIN), {
      origin: 'https://evil.example',
    });
    expect(phished.body.ret_code).toBe(31221);
    const otherParty = await addPasskey(browser, headers, new SoftwareAuthenticator(ORIGIN), { rpId: 'evil.example' });
    expect(otherParty.body.ret_code).toBe(31221);

    const authenticator = new SoftwareAuthenticator(ORIGIN);
    await addPasskey(browser, headers, authenticator);
    expect(
      (await passkeyLogin(browserOf(h.app), authenticator, { origin: 'https://evil.example' })).body.ret_code,
    ).toBe(31221);
    expect((await passkeyLogin(browserOf(h.app), authenticator, { rpId: 'evil.example' })).body.ret_code).toBe(31221);
    // the account a passkey was made for is the one it logs in to
    expect(
      (await passkeyLogin(browserOf(h.app), authenticator, { userHandle: 'c29tZW9uZS1lbHNl' })).body.ret_code,
    ).toBe(31221);

    // a host the client claims and we do not serve: no options, no verification
    const foreign = { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https', ...ipHeader() };
    expect((await loginOptions(browserOf(h.app), foreign)).body.ret_code).toBe(31224);
    expect((await registerOptions(browser, { ...headers, ...foreign })).body.ret_code).toBe(31224);
    // the request made on our page cannot be answered as if from another of our pages
    const visitor = browserOf(h.app);
    const asked = await loginOptions(visitor);
    const onRegional = await verifyLogin(
      visitor,
      { ceremony: asked.body.result.ceremony, response: authenticator.get(asked.body.result.options) },
      { 'x-forwarded-host': 'hk.localhost:3000', 'x-forwarded-proto': 'http', ...ipHeader() },
    );
    expect(onRegional.body.ret_code).toBe(31221);
  });

  it('a removed passkey no longer logs in; an account cannot remove another account’s passkey', async () => {
    const { browser, headers } = await signedIn();
    const authenticator = new SoftwareAuthenticator(ORIGIN);
    await addPasskey(browser, headers, authenticator);
    const stranger = await signedIn();
    const theirs = await post(
      stranger.browser,
      `${BASE}/private/passkey/remove`,
      { id: authenticator.id },
      stranger.headers,
    );
    expect(theirs.body.ret_code).toBe(31226);

    const removed = await post(browser, `${BASE}/private/passkey/remove`, { id: authenticator.id }, headers);
    expect(removed.body.ret_code).toBe(0);
    const listed = await get<{ list: PasskeyItem[] }>(browser, `${BASE}/private/passkey/list`, headers);
    expect(listed.body.result.list).toEqual([]);
    expect((await passkeyLogin(browserOf(h.app), authenticator)).body.ret_code).toBe(31222);
  });

  it('a passkey already added is refused; an account has at most 10 passkeys', async () => {
    const { user, browser, headers } = await signedIn();
    const authenticator = new SoftwareAuthenticator(ORIGIN);
    await addPasskey(browser, headers, authenticator);
    // the authenticator ignored the exclusion list and offered the same credential again
    expect((await addPasskey(browser, headers, authenticator)).body.ret_code).toBe(31225);

    for (let i = 1; i < PASSKEYS_PER_ACCOUNT; i += 1) {
      await h.db.query(
        `insert into passkeys (credential_id, user_id, user_handle, public_key, name) values ($1, $2, 'h', 'k', 'Old')`,
        [`old-${user.uid}-${i}`, user.id],
      );
    }
    expect((await registerOptions(browser, headers)).body.ret_code).toBe(31227);
  });

  it('one network asks at most 10 times the per-IP limit of login requests in 10 minutes', async () => {
    const network = { ...PAGE, ...ipHeader() };
    const allowed = DEFAULT_IP_LIMIT * PASSKEY_REQUESTS_PER_IP_LIMIT;
    for (let i = 0; i < allowed; i += 1) {
      expect((await loginOptions(h.app, network)).body.ret_code).toBe(0);
    }
    expect((await loginOptions(h.app, network)).body.ret_code).toBe(31018);
    // another network is not held back by it
    expect((await loginOptions(h.app)).body.ret_code).toBe(0);
  });

  it('the private endpoints need a session', async () => {
    const options = await post(h.app, `${BASE}/private/passkey/register/options`, {}, PAGE);
    expect(options.body.ret_code).toBe(10006);
    expect((await get(h.app, `${BASE}/private/passkey/list`, PAGE)).body.ret_code).toBe(10006);
  });
});

describe('the relying party of a page', () => {
  const dev = { development: true, webOrigin: 'http://localhost:3000' };
  const production = { development: false, webOrigin: 'https://login.example.org' };

  it('is a served site’s domain without www, over https, whatever scheme was forwarded', () => {
    expect(relyingPartyOf('www.bybit.com', 'http', production)).toEqual({
      rpId: 'bybit.com',
      origin: 'https://www.bybit.com',
    });
    expect(relyingPartyOf('bybit.com.hk', 'https', production)).toEqual({
      rpId: 'bybit.com.hk',
      origin: 'https://bybit.com.hk',
    });
  });

  it('is localhost and the regional *.localhost hosts with their port, outside production only', () => {
    expect(relyingPartyOf('localhost:3100', 'http', dev)).toEqual({
      rpId: 'localhost',
      origin: 'http://localhost:3100',
    });
    expect(relyingPartyOf('www.hk.localhost:3100', 'http', dev)).toEqual({
      rpId: 'hk.localhost',
      origin: 'http://www.hk.localhost:3100',
    });
    expect(relyingPartyOf('localhost:3100', 'http', production)).toBeNull();
  });

  it('is the configured web origin as configured', () => {
    expect(relyingPartyOf('login.example.org', 'http', production)).toEqual({
      rpId: 'login.example.org',
      origin: 'https://login.example.org',
    });
  });

  it('is nobody for a host we do not serve, an unknown *.localhost, an IP address or a malformed host', () => {
    for (const host of [
      'evil.example',
      'bybit.com.evil.example',
      'xx.localhost',
      '127.0.0.1:3000',
      '[::1]:3000',
      '',
      'a b',
    ]) {
      expect(relyingPartyOf(host, 'https', dev)).toBeNull();
    }
  });
});
