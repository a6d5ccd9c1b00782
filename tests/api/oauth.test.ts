import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';

import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildApp } from '@/server/app';
import { hashToken } from '@/server/auth/sessions';
import { registerClient } from '@/server/oauth/client-store';
import { CODE_TTL_SECONDS } from '@/server/oauth/codes';
import { s256Challenge } from '@/server/oauth/pkce';

import { uniqueEmail, uniqueMobile } from './accounts-helpers';
import { describeEachDriver, type ApiHarness } from './harness';
import { auth, createUser, get, post, tokenFor, type Envelope } from './helpers';

const DEMO_CLIENT = 'demo-client';
const DEMO_REDIRECT = 'http://localhost:4000/demo-client/callback';
const PRE_AUTHORIZE = '/x-api/oauth/v1/private/pre_authorize';
const AUTHORIZE = '/x-api/oauth/v1/private/authorize';
const CONFIRM = '/x-api/oauth/v1/private/confirm_auth';
const TOKEN = '/x-api/oauth/v1/public/token';
const USERINFO = '/x-api/oauth/v1/public/userinfo';

type Params = Record<string, string | undefined>;

interface Refusal {
  error: string;
  error_description: string;
  redirect?: string;
}

interface ConsentView {
  client: { client_id: string; name: string; logo_url: string };
  scopes: string[];
  redirect_origin: string;
  account: { uid: string; vague_email: string; vague_mobile: string };
  granted_scopes?: string[];
  previously_granted?: boolean;
}

function pkcePair() {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: s256Challenge(verifier) };
}

/** A valid authorization request of the demo client, with `overrides` (undefined removes a parameter). */
function authorizationParams(challenge: string, overrides: Params = {}): Params {
  return {
    response_type: 'code',
    client_id: DEMO_CLIENT,
    redirect_uri: DEMO_REDIRECT,
    scope: 'openid profile email',
    state: 'st-123',
    code_challenge: challenge,
    code_challenge_method: 'S256',
    ...overrides,
  };
}

function queryOf(params: Params): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) if (value !== undefined) search.append(name, value);
  return search.toString();
}

function definedOnly(params: Params): Record<string, string> {
  return Object.fromEntries(Object.entries(params).filter(([, v]) => v !== undefined)) as Record<string, string>;
}

interface TokenReply {
  status: number;
  headers: Record<string, unknown>;
  body: Record<string, unknown>;
}

async function tokenRequest(
  app: FastifyInstance,
  form: Params,
  headers: Record<string, string> = {},
  as: 'form' | 'json' = 'form',
): Promise<TokenReply> {
  const res = await app.inject({
    method: 'POST',
    url: TOKEN,
    headers: {
      'content-type': as === 'form' ? 'application/x-www-form-urlencoded' : 'application/json',
      ...headers,
    },
    payload: as === 'form' ? queryOf(form) : JSON.stringify(definedOnly(form)),
  });
  return { status: res.statusCode, headers: res.headers, body: res.json<Record<string, unknown>>() };
}

async function userinfo(app: FastifyInstance, token: string | null) {
  const res = await app.inject({
    method: 'GET',
    url: USERINFO,
    headers: token === null ? {} : { authorization: `Bearer ${token}` },
  });
  return { status: res.statusCode, headers: res.headers, body: res.json<Record<string, unknown>>() };
}

/** A signed-in account with an email and a mobile number. */
async function signedIn(h: ApiHarness) {
  const email = uniqueEmail('oauth');
  const mobile = uniqueMobile();
  const user = await createUser(h.db, { email, mobile, countryCode: 'GB' });
  return { ...user, email, mobile, session: auth(await tokenFor(h.db, user.uid)) };
}

/** Approves `params` as the signed-in account and returns the code and the whole redirect. */
async function approve(h: ApiHarness, session: Record<string, string>, params: Params) {
  const res = await post<{ redirect_uri: string }>(h.app, CONFIRM, { ...definedOnly(params), approve: true }, session);
  expect(res.body.ret_code).toBe(0);
  const redirect = new URL(res.body.result.redirect_uri);
  const code = redirect.searchParams.get('code');
  if (!code) throw new Error(`no code in ${res.body.result.redirect_uri}`);
  return { code, redirect };
}

function expectNoRedirect(body: Envelope<Refusal>, retCode: number) {
  expect(body.ret_code).toBe(retCode);
  expect(body.result).not.toHaveProperty('redirect');
  expect(body.result).not.toHaveProperty('redirect_uri');
}

function expectErrorRedirect(body: Envelope<Refusal>, retCode: number, error: string, state: string | null) {
  expect(body.ret_code).toBe(retCode);
  expect(body.result.error).toBe(error);
  const redirect = new URL(body.result.redirect ?? '');
  expect(`${redirect.origin}${redirect.pathname}`).toBe(DEMO_REDIRECT);
  expect(redirect.searchParams.get('error')).toBe(error);
  expect(redirect.searchParams.get('state')).toBe(state);
  expect(redirect.searchParams.has('code')).toBe(false);
}

describeEachDriver('oauth', (h) => {
  describe('client_info and session', () => {
    it('OAUTH-2 client_info names the client and its logo, and nothing secret', async () => {
      const res = await get(h.app, `/x-api/oauth/v1/public/client_info?client_id=${DEMO_CLIENT}`);
      expect(res.body).toMatchObject({
        ret_code: 0,
        result: {
          client_id: DEMO_CLIENT,
          name: 'Demo Portfolio Tracker',
          logo_url: expect.stringMatching(/^data:image\/svg/),
        },
      });
      expect(Object.keys(res.body.result).sort()).toEqual(['client_id', 'logo_url', 'name']);
      const confidential = await registerClient(h.db, {
        name: 'Secret Keeper',
        type: 'confidential',
        allowedScopes: ['openid'],
        redirectUris: ['https://keeper.example/cb'],
      });
      const other = await get(h.app, `/x-api/oauth/v1/public/client_info?client_id=${confidential.clientId}`);
      expect(JSON.stringify(other.body)).not.toMatch(/secret_hash|redirect_uris|keeper\.example/);
    });

    it('OAUTH-2 client_info of an unknown client answers 50010 without a redirect', async () => {
      const res = await get<Refusal>(h.app, '/x-api/oauth/v1/public/client_info?client_id=nobody');
      expectNoRedirect(res.body, 50010);
      expect(res.body.result.error).toBe('invalid_client');
      expectNoRedirect((await get<Refusal>(h.app, '/x-api/oauth/v1/public/client_info')).body, 50010);
    });

    it('OAUTH-2 pre_authorize, authorize and confirm_auth need a session (10006)', async () => {
      const query = queryOf(authorizationParams(pkcePair().challenge));
      expect((await get(h.app, `${PRE_AUTHORIZE}?${query}`)).body.ret_code).toBe(10006);
      expect((await get(h.app, `${AUTHORIZE}?${query}`)).body.ret_code).toBe(10006);
      expect((await post(h.app, CONFIRM, { approve: true })).body.ret_code).toBe(10006);
    });
  });

  describe('authorization request checks', () => {
    it('OAUTH-1 OAUTH-2 pre_authorize answers the client, the scopes and the masked signed-in account', async () => {
      const user = await signedIn(h);
      const res = await get<ConsentView>(
        h.app,
        `${PRE_AUTHORIZE}?${queryOf(authorizationParams(pkcePair().challenge, { scope: 'email openid' }))}`,
        user.session,
      );
      expect(res.body.ret_code).toBe(0);
      expect(res.body.result).toEqual({
        client: { client_id: DEMO_CLIENT, name: 'Demo Portfolio Tracker', logo_url: expect.any(String) },
        scopes: ['openid', 'email'],
        redirect_origin: 'http://localhost:4000',
        account: {
          uid: user.uid,
          vague_email: `${user.email.slice(0, 2)}***@example.com`,
          vague_mobile: `${user.mobile.slice(0, 3)}****${user.mobile.slice(-4)}`,
        },
      });
      expect(JSON.stringify(res.body)).not.toContain(user.email);
    });

    it('OAUTH-1 an unknown or missing client_id is refused with 50010 and no redirect', async () => {
      const { session } = await signedIn(h);
      const { challenge } = pkcePair();
      for (const client_id of ['unknown-app', undefined, 'x'.repeat(100)]) {
        const res = await get<Refusal>(
          h.app,
          `${PRE_AUTHORIZE}?${queryOf(authorizationParams(challenge, { client_id }))}`,
          session,
        );
        expectNoRedirect(res.body, 50010);
      }
    });

    it('OAUTH-7 refuses a redirect_uri that differs by one character, with no redirect', async () => {
      const { session } = await signedIn(h);
      const { challenge } = pkcePair();
      const other = await registerClient(h.db, {
        name: 'Other',
        type: 'public',
        allowedScopes: ['openid'],
        redirectUris: ['https://other.example/cb'],
      });
      for (const redirect_uri of [
        'http://localhost:4000/demo-client/callbacK',
        'http://localhost:4000/demo-client/callback/',
        'http://localhost:4001/demo-client/callback',
        'http://localhost:4000/demo-client/callback?next=1',
        'http://LOCALHOST:4000/demo-client/callback',
        'https://other.example/cb',
        'https://evil.example/cb',
        undefined,
      ]) {
        const res = await get<Refusal>(
          h.app,
          `${PRE_AUTHORIZE}?${queryOf(authorizationParams(challenge, { redirect_uri }))}`,
          session,
        );
        expectNoRedirect(res.body, 50011);
        expect(JSON.stringify(res.body)).not.toContain('evil.example');
      }
      expect(other.clientId).not.toBe(DEMO_CLIENT);
    });

    it('OAUTH-1 a response_type other than code: 50014 with a redirect carrying unsupported_response_type and the state', async () => {
      const { session } = await signedIn(h);
      for (const response_type of ['token', 'code id_token', 'CODE']) {
        const res = await get<Refusal>(
          h.app,
          `${PRE_AUTHORIZE}?${queryOf(authorizationParams(pkcePair().challenge, { response_type }))}`,
          session,
        );
        expectErrorRedirect(res.body, 50014, 'unsupported_response_type', 'st-123');
      }
      const missing = await get<Refusal>(
        h.app,
        `${PRE_AUTHORIZE}?${queryOf(authorizationParams(pkcePair().challenge, { response_type: undefined }))}`,
        session,
      );
      expectErrorRedirect(missing.body, 50012, 'invalid_request', 'st-123');
    });

    it('OAUTH-1 a missing state: 50012 invalid_request, with a redirect that has no state', async () => {
      const { session } = await signedIn(h);
      for (const state of [undefined, '']) {
        const res = await get<Refusal>(
          h.app,
          `${PRE_AUTHORIZE}?${queryOf(authorizationParams(pkcePair().challenge, { state }))}`,
          session,
        );
        expectErrorRedirect(res.body, 50012, 'invalid_request', null);
        expect(res.body.result.error_description).toBe('state is required');
      }
      const tooLong = await get<Refusal>(
        h.app,
        `${PRE_AUTHORIZE}?${queryOf(authorizationParams(pkcePair().challenge, { state: 's'.repeat(513) }))}`,
        session,
      );
      expectErrorRedirect(tooLong.body, 50012, 'invalid_request', null);
    });

    it('OAUTH-7 plain PKCE is refused, never downgraded; a method without a challenge too', async () => {
      const { session } = await signedIn(h);
      const { verifier } = pkcePair();
      for (const overrides of [
        { code_challenge: verifier, code_challenge_method: 'plain' },
        // no method means plain (RFC 7636 §4.3)
        { code_challenge_method: undefined },
        { code_challenge_method: 's256' },
        { code_challenge: undefined },
        { code_challenge: 'not-a-challenge' },
      ]) {
        const res = await get<Refusal>(
          h.app,
          `${PRE_AUTHORIZE}?${queryOf(authorizationParams(pkcePair().challenge, overrides))}`,
          session,
        );
        expectErrorRedirect(res.body, 50012, 'invalid_request', 'st-123');
      }
    });

    it('OAUTH-7 a public client without PKCE is refused', async () => {
      const { session } = await signedIn(h);
      const res = await get<Refusal>(
        h.app,
        `${PRE_AUTHORIZE}?${queryOf(authorizationParams('', { code_challenge: undefined, code_challenge_method: undefined }))}`,
        session,
      );
      expectErrorRedirect(res.body, 50012, 'invalid_request', 'st-123');
      expect(res.body.result.error_description).toBe('public clients must use PKCE (S256)');
    });

    it('OAUTH-1 a scope not allowed for the client, an unknown scope or no scope: 50013 invalid_scope', async () => {
      const { session } = await signedIn(h);
      for (const scope of ['openid read:account', 'openid admin', undefined, ' ']) {
        const res = await get<Refusal>(
          h.app,
          `${PRE_AUTHORIZE}?${queryOf(authorizationParams(pkcePair().challenge, { scope }))}`,
          session,
        );
        expectErrorRedirect(res.body, 50013, 'invalid_scope', 'st-123');
      }
    });

    it('OAUTH-1 a repeated parameter is refused', async () => {
      const { session } = await signedIn(h);
      const query = `${queryOf(authorizationParams(pkcePair().challenge))}&scope=email`;
      const res = await get<Refusal>(h.app, `${PRE_AUTHORIZE}?${query}`, session);
      expectErrorRedirect(res.body, 50012, 'invalid_request', 'st-123');
      const twoRedirects = `${queryOf(authorizationParams(pkcePair().challenge))}&redirect_uri=${encodeURIComponent(DEMO_REDIRECT)}`;
      expectNoRedirect((await get<Refusal>(h.app, `${PRE_AUTHORIZE}?${twoRedirects}`, session)).body, 50011);
    });

    it('OAUTH-7 a confidential client may omit PKCE, but a challenge it sends must be S256; its registered query is kept', async () => {
      const { session } = await signedIn(h);
      const registered = 'https://bank.example/oauth/cb?tenant=eu%20west';
      const client = await registerClient(h.db, {
        name: 'Bank',
        type: 'confidential',
        allowedScopes: ['openid', 'read:account'],
        redirectUris: [registered],
      });
      const base = { client_id: client.clientId, redirect_uri: registered, scope: 'openid read:account' };
      const noPkce = await get(
        h.app,
        `${PRE_AUTHORIZE}?${queryOf(authorizationParams('', { ...base, code_challenge: undefined, code_challenge_method: undefined }))}`,
        session,
      );
      expect(noPkce.body.ret_code).toBe(0);
      const plain = await get<Refusal>(
        h.app,
        `${PRE_AUTHORIZE}?${queryOf(authorizationParams('x'.repeat(43), { ...base, code_challenge_method: 'plain' }))}`,
        session,
      );
      expect(plain.body.ret_code).toBe(50012);
      expect(plain.body.result.redirect).toBe(
        `${registered}&error=invalid_request&error_description=code_challenge_method+must+be+S256&state=st-123`,
      );
    });

    it('OAUTH-2 authorize answers what pre_authorize does, and whether the account approved these scopes before', async () => {
      const user = await signedIn(h);
      const { challenge } = pkcePair();
      const query = queryOf(authorizationParams(challenge, { scope: 'openid profile' }));
      const before = await get<ConsentView>(h.app, `${AUTHORIZE}?${query}`, user.session);
      expect(before.body.result).toMatchObject({
        client: { client_id: DEMO_CLIENT },
        scopes: ['openid', 'profile'],
        account: { uid: user.uid },
        granted_scopes: [],
        previously_granted: false,
      });
      await approve(h, user.session, authorizationParams(challenge, { scope: 'openid profile' }));
      const after = await get<ConsentView>(h.app, `${AUTHORIZE}?${query}`, user.session);
      expect(after.body.result).toMatchObject({ granted_scopes: ['openid', 'profile'], previously_granted: true });
      const more = await get<ConsentView>(
        h.app,
        `${AUTHORIZE}?${queryOf(authorizationParams(challenge, { scope: 'openid email' }))}`,
        user.session,
      );
      expect(more.body.result).toMatchObject({ granted_scopes: ['openid', 'profile'], previously_granted: false });
      const invalid = await get<Refusal>(
        h.app,
        `${AUTHORIZE}?${queryOf(authorizationParams(challenge, { redirect_uri: `${DEMO_REDIRECT}x` }))}`,
        user.session,
      );
      expectNoRedirect(invalid.body, 50011);
    });
  });

  describe('confirm_auth', () => {
    it('OAUTH-3 approve answers the redirect URI with a fresh code and the state; the code is stored hashed, bound and short-lived', async () => {
      const user = await signedIn(h);
      const { challenge } = pkcePair();
      const res = await h.app.inject({
        method: 'POST',
        url: CONFIRM,
        headers: { 'content-type': 'application/json', ...user.session },
        payload: JSON.stringify({
          ...definedOnly(authorizationParams(challenge, { state: 'a b&c=d' })),
          approve: true,
        }),
      });
      expect(res.headers['cache-control']).toBe('no-store');
      const body = res.json<Envelope<{ redirect_uri: string }>>();
      expect(body.ret_code).toBe(0);
      const redirect = new URL(body.result.redirect_uri);
      expect(`${redirect.origin}${redirect.pathname}`).toBe(DEMO_REDIRECT);
      expect([...redirect.searchParams.keys()]).toEqual(['code', 'state']);
      expect(redirect.searchParams.get('state')).toBe('a b&c=d');
      const code = redirect.searchParams.get('code') ?? '';
      expect(code).toMatch(/^[A-Za-z0-9_-]{43}$/);

      const { rows } = await h.db.query<Record<string, unknown>>(
        `select client_id, user_id, redirect_uri, scope, code_challenge, code_challenge_method, used_at,
                extract(epoch from expires_at - created_at)::int as ttl
           from oauth_codes where code_hash = $1`,
        [hashToken(code)],
      );
      expect(rows[0]).toEqual({
        client_id: DEMO_CLIENT,
        user_id: expect.anything(),
        redirect_uri: DEMO_REDIRECT,
        scope: 'openid profile email',
        code_challenge: challenge,
        code_challenge_method: 'S256',
        used_at: null,
        ttl: CODE_TTL_SECONDS,
      });
      expect(Number(rows[0].user_id)).toBe(user.id);
      expect(CODE_TTL_SECONDS).toBeLessThanOrEqual(60);
      const plain = await h.db.query('select 1 from oauth_codes where code_hash = $1', [code]);
      expect(plain.rows).toHaveLength(0);
    });

    it('OAUTH-3 deny answers the redirect URI with access_denied and the state, and issues no code', async () => {
      const user = await signedIn(h);
      const count = async () =>
        Number(
          (await h.db.query<{ n: string }>('select count(*) as n from oauth_codes where user_id = $1', [user.id]))
            .rows[0].n,
        );
      const res = await post<{ redirect_uri: string }>(
        h.app,
        CONFIRM,
        { ...definedOnly(authorizationParams(pkcePair().challenge)), approve: false },
        user.session,
      );
      expect(res.body.ret_code).toBe(0);
      expect(res.body.result.redirect_uri).toBe(`${DEMO_REDIRECT}?error=access_denied&state=st-123`);
      expect(await count()).toBe(0);
    });

    it('OAUTH-3 confirm_auth checks everything again', async () => {
      const { session } = await signedIn(h);
      const { challenge } = pkcePair();
      const confirm = (overrides: Params, approveIt = true) =>
        post<Refusal>(
          h.app,
          CONFIRM,
          { ...definedOnly(authorizationParams(challenge, overrides)), approve: approveIt },
          session,
        );
      expectNoRedirect((await confirm({ redirect_uri: 'https://evil.example/cb' })).body, 50011);
      expectNoRedirect((await confirm({ redirect_uri: 'https://evil.example/cb' }, false)).body, 50011);
      expectNoRedirect((await confirm({ client_id: 'unknown-app' })).body, 50010);
      expectErrorRedirect((await confirm({ code_challenge_method: 'plain' })).body, 50012, 'invalid_request', 'st-123');
      expectErrorRedirect((await confirm({ scope: 'read:account' })).body, 50013, 'invalid_scope', 'st-123');
      expectErrorRedirect((await confirm({ state: undefined })).body, 50012, 'invalid_request', null);
      const notString = await post<Refusal>(
        h.app,
        CONFIRM,
        { ...definedOnly(authorizationParams(challenge)), state: ['a', 'b'], approve: true },
        session,
      );
      expect(notString.body.ret_code).toBe(50012);
      const noApprove = await post(h.app, CONFIRM, definedOnly(authorizationParams(challenge)), session);
      expect(noApprove.body.ret_code).toBe(10001);
    });
  });

  describe('token endpoint', () => {
    async function codeFor(overrides: Params = {}) {
      const user = await signedIn(h);
      const { verifier, challenge } = pkcePair();
      const { code } = await approve(h, user.session, authorizationParams(challenge, overrides));
      return { user, code, verifier };
    }

    const exchangeForm = (code: string, verifier: string, overrides: Params = {}): Params => ({
      grant_type: 'authorization_code',
      code,
      redirect_uri: DEMO_REDIRECT,
      client_id: DEMO_CLIENT,
      code_verifier: verifier,
      ...overrides,
    });

    it('OAUTH-7 a form-encoded exchange with the right verifier answers a Bearer token, never cached', async () => {
      const { user, code, verifier } = await codeFor();
      const res = await tokenRequest(h.app, exchangeForm(code, verifier));
      expect(res.status).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['pragma']).toBe('no-cache');
      expect(res.body).toEqual({
        access_token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
        token_type: 'Bearer',
        expires_in: 3600,
        scope: 'openid profile email',
      });
      expect(res.body).not.toHaveProperty('ret_code');
      const info = await userinfo(h.app, String(res.body.access_token));
      expect(info.body).toMatchObject({ sub: user.uid, email: user.email });
      const stored = await h.db.query('select 1 from oauth_access_tokens where token_hash = $1', [
        hashToken(String(res.body.access_token)),
      ]);
      expect(stored.rows).toHaveLength(1);
    });

    it('OAUTH-7 the token endpoint also accepts JSON', async () => {
      const { code, verifier } = await codeFor();
      const res = await tokenRequest(h.app, exchangeForm(code, verifier), {}, 'json');
      expect(res.status).toBe(200);
      expect(res.body.token_type).toBe('Bearer');
    });

    it('OAUTH-7 a wrong or missing code_verifier is refused with invalid_grant, and the code is spent', async () => {
      const { code, verifier } = await codeFor();
      const wrong = await tokenRequest(h.app, exchangeForm(code, pkcePair().verifier));
      expect(wrong.status).toBe(400);
      expect(wrong.body).toEqual({
        error: 'invalid_grant',
        error_description: 'code_verifier does not match the code_challenge',
      });
      expect((await tokenRequest(h.app, exchangeForm(code, verifier))).body.error).toBe('invalid_grant');

      const second = await codeFor();
      const missing = await tokenRequest(h.app, exchangeForm(second.code, '', { code_verifier: undefined }));
      expect(missing.body).toEqual({ error: 'invalid_grant', error_description: 'code_verifier is required' });
      // the challenge itself is no verifier (what a plain downgrade would send)
      const third = await codeFor();
      const { rows } = await h.db.query<{ code_challenge: string }>(
        'select code_challenge from oauth_codes where code_hash = $1',
        [hashToken(third.code)],
      );
      expect((await tokenRequest(h.app, exchangeForm(third.code, rows[0].code_challenge))).body.error).toBe(
        'invalid_grant',
      );
    });

    it('OAUTH-7 an expired code is refused', async () => {
      const { code, verifier } = await codeFor();
      await h.db.query("update oauth_codes set expires_at = now() - interval '1 second' where code_hash = $1", [
        hashToken(code),
      ]);
      const res = await tokenRequest(h.app, exchangeForm(code, verifier));
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ error: 'invalid_grant', error_description: 'authorization code expired' });
    });

    it('OAUTH-7 a replayed code is refused and revokes the token issued from it', async () => {
      const { user, code, verifier } = await codeFor();
      const first = await tokenRequest(h.app, exchangeForm(code, verifier));
      expect(first.status).toBe(200);
      const token = String(first.body.access_token);
      expect((await userinfo(h.app, token)).status).toBe(200);
      // another token of the same account, from another code, stays valid
      const other = await approve(h, user.session, authorizationParams(s256Challenge(verifier)));
      const otherToken = String((await tokenRequest(h.app, exchangeForm(other.code, verifier))).body.access_token);

      const replay = await tokenRequest(h.app, exchangeForm(code, verifier));
      expect(replay.status).toBe(400);
      expect(replay.body.error).toBe('invalid_grant');
      expect(replay.body).not.toHaveProperty('access_token');
      const revoked = await userinfo(h.app, token);
      expect(revoked.status).toBe(401);
      expect(revoked.headers['www-authenticate']).toMatch(/^Bearer .*error="invalid_token"/);
      expect((await userinfo(h.app, otherToken)).status).toBe(200);
    });

    it('OAUTH-7 redirect_uri must equal the one the code was issued for, and a code belongs to its client', async () => {
      const { code, verifier } = await codeFor();
      const res = await tokenRequest(h.app, exchangeForm(code, verifier, { redirect_uri: `${DEMO_REDIRECT}/` }));
      expect(res.body).toEqual({
        error: 'invalid_grant',
        error_description: 'redirect_uri differs from the authorization request',
      });
      const other = await registerClient(h.db, {
        name: 'Other public',
        type: 'public',
        allowedScopes: ['openid'],
        redirectUris: [DEMO_REDIRECT],
      });
      const second = await codeFor();
      const stolen = await tokenRequest(
        h.app,
        exchangeForm(second.code, second.verifier, { client_id: other.clientId }),
      );
      expect(stolen.body).toEqual({
        error: 'invalid_grant',
        error_description: 'authorization code was issued to another client',
      });
    });

    it('OAUTH-7 malformed requests: grant type, missing code, unknown client, repeats, unreadable bodies', async () => {
      const { code, verifier } = await codeFor();
      const cases: Array<[Params, number, string]> = [
        [exchangeForm(code, verifier, { grant_type: undefined }), 400, 'invalid_request'],
        [exchangeForm(code, verifier, { grant_type: 'client_credentials' }), 400, 'unsupported_grant_type'],
        [exchangeForm(code, verifier, { grant_type: 'password' }), 400, 'unsupported_grant_type'],
        [exchangeForm(code, verifier, { code: undefined }), 400, 'invalid_request'],
        [exchangeForm(code, verifier, { redirect_uri: undefined }), 400, 'invalid_request'],
        [exchangeForm(code, verifier, { client_id: undefined }), 401, 'invalid_client'],
        [exchangeForm(code, verifier, { client_id: 'unknown-app' }), 401, 'invalid_client'],
        [exchangeForm(code, verifier, { client_secret: 'guess' }), 401, 'invalid_client'],
        [exchangeForm('not-a-code', verifier), 400, 'invalid_grant'],
      ];
      for (const [form, status, error] of cases) {
        const res = await tokenRequest(h.app, form);
        expect({ status: res.status, error: res.body.error }).toEqual({ status, error });
        expect(res.headers['cache-control']).toBe('no-store');
        if (status === 401) expect(res.headers['www-authenticate']).toMatch(/^Basic /);
      }
      const repeated = await h.app.inject({
        method: 'POST',
        url: TOKEN,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `${queryOf(exchangeForm(code, verifier))}&code=other`,
      });
      expect(repeated.json()).toMatchObject({ error: 'invalid_request' });
      const badJson = await h.app.inject({
        method: 'POST',
        url: TOKEN,
        headers: { 'content-type': 'application/json' },
        payload: '{not json',
      });
      expect({ status: badJson.statusCode, body: badJson.json() }).toEqual({
        status: 400,
        body: { error: 'invalid_request', error_description: 'the request body could not be read' },
      });
      const text = await h.app.inject({
        method: 'POST',
        url: TOKEN,
        headers: { 'content-type': 'text/plain' },
        payload: 'grant_type=authorization_code',
      });
      expect(text.json()).toMatchObject({ error: 'invalid_request' });
      // none of these spent the code
      expect((await tokenRequest(h.app, exchangeForm(code, verifier))).status).toBe(200);
    });

    it('OAUTH-7 a confidential client authenticates with Basic or client_secret in the body; a wrong secret is 401 invalid_client', async () => {
      const registered = 'https://bank.example/cb';
      const client = await registerClient(h.db, {
        name: 'Bank',
        type: 'confidential',
        allowedScopes: ['openid', 'read:account'],
        redirectUris: [registered],
      });
      const secret = client.clientSecret ?? '';
      const stored = await h.db.query<{ secret_hash: string }>(
        'select secret_hash from oauth_clients where client_id = $1',
        [client.clientId],
      );
      expect(stored.rows[0].secret_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(stored.rows[0].secret_hash).not.toContain(secret);

      const user = await signedIn(h);
      const codeOf = async () =>
        (
          await approve(
            h,
            user.session,
            authorizationParams('', {
              client_id: client.clientId,
              redirect_uri: registered,
              scope: 'openid read:account',
              code_challenge: undefined,
              code_challenge_method: undefined,
            }),
          )
        ).code;
      const form = (code: string, extra: Params = {}): Params => ({
        grant_type: 'authorization_code',
        code,
        redirect_uri: registered,
        ...extra,
      });
      const basic = (id: string, pw: string) => ({
        authorization: `Basic ${Buffer.from(`${encodeURIComponent(id)}:${encodeURIComponent(pw)}`).toString('base64')}`,
      });

      const wrongCode = await codeOf();
      const wrong = await tokenRequest(h.app, form(wrongCode), basic(client.clientId, `${secret}x`));
      expect(wrong.status).toBe(401);
      expect(wrong.body).toEqual({ error: 'invalid_client', error_description: 'client authentication failed' });
      expect(wrong.headers['www-authenticate']).toMatch(/^Basic realm=/);
      const wrongPost = await tokenRequest(
        h.app,
        form(wrongCode, { client_id: client.clientId, client_secret: secret.slice(1) }),
      );
      expect(wrongPost.status).toBe(401);
      const noSecret = await tokenRequest(h.app, form(wrongCode, { client_id: client.clientId }));
      expect(noSecret.body.error).toBe('invalid_client');
      const twoMethods = await tokenRequest(
        h.app,
        form(wrongCode, { client_secret: secret }),
        basic(client.clientId, secret),
      );
      expect(twoMethods.body.error).toBe('invalid_request');

      // the refused authentications did not spend the code
      const viaBasic = await tokenRequest(h.app, form(wrongCode), basic(client.clientId, secret));
      expect(viaBasic.status).toBe(200);
      expect(viaBasic.body.scope).toBe('openid read:account');
      const viaBody = await tokenRequest(
        h.app,
        form(await codeOf(), { client_id: client.clientId, client_secret: secret }),
      );
      expect(viaBody.status).toBe(200);
      const info = await userinfo(h.app, String(viaBody.body.access_token));
      expect(info.body).toEqual({ sub: user.uid, kyc_person_level: 0, lang: 'en' });
      // a verifier for a code issued without a challenge is a downgrade sign
      const downgrade = await tokenRequest(
        h.app,
        form(await codeOf(), { code_verifier: pkcePair().verifier }),
        basic(client.clientId, secret),
      );
      expect(downgrade.body).toEqual({
        error: 'invalid_grant',
        error_description: 'code_verifier sent for a code issued without code_challenge',
      });
    });
  });

  describe('userinfo', () => {
    async function tokenWith(scope: string) {
      const user = await signedIn(h);
      const { verifier, challenge } = pkcePair();
      const { code } = await approve(h, user.session, authorizationParams(challenge, { scope }));
      const res = await tokenRequest(h.app, {
        grant_type: 'authorization_code',
        code,
        redirect_uri: DEMO_REDIRECT,
        client_id: DEMO_CLIENT,
        code_verifier: verifier,
      });
      return { user, token: String(res.body.access_token) };
    }

    it('OAUTH-7 userinfo answers the claims of the token scopes', async () => {
      const only = await tokenWith('openid');
      const res = await userinfo(h.app, only.token);
      expect(res.status).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.body).toEqual({ sub: only.user.uid });

      const all = await tokenWith('openid profile email');
      expect((await userinfo(h.app, all.token)).body).toEqual({
        sub: all.user.uid,
        name: `user${all.user.uid}`,
        vague_email: `${all.user.email.slice(0, 2)}***@example.com`,
        vague_mobile: `${all.user.mobile.slice(0, 3)}****${all.user.mobile.slice(-4)}`,
        email: all.user.email,
        email_verified: false,
      });
    });

    it('OAUTH-7 userinfo refuses a missing, unknown, expired or revoked token with 401 and WWW-Authenticate', async () => {
      const missing = await userinfo(h.app, null);
      expect(missing.status).toBe(401);
      expect(missing.headers['www-authenticate']).toBe('Bearer realm="x-api"');

      const unknown = await userinfo(h.app, randomBytes(32).toString('base64url'));
      expect(unknown.status).toBe(401);
      expect(unknown.headers['www-authenticate']).toMatch(/^Bearer realm="x-api", error="invalid_token"/);
      expect(unknown.body.error).toBe('invalid_token');

      const basicScheme = await h.app.inject({ method: 'GET', url: USERINFO, headers: { authorization: 'Basic abc' } });
      expect(basicScheme.statusCode).toBe(401);

      const expiring = await tokenWith('openid');
      await h.db.query(
        "update oauth_access_tokens set expires_at = now() - interval '1 second' where token_hash = $1",
        [hashToken(expiring.token)],
      );
      expect((await userinfo(h.app, expiring.token)).status).toBe(401);

      const revoked = await tokenWith('openid');
      await h.db.query('update oauth_access_tokens set revoked_at = now() where token_hash = $1', [
        hashToken(revoked.token),
      ]);
      expect((await userinfo(h.app, revoked.token)).headers['www-authenticate']).toMatch(/error="invalid_token"/);

      // a session token is not an access token
      const session = await signedIn(h);
      expect((await userinfo(h.app, session.session.UserToken)).status).toBe(401);
      // nor does a banned account's token keep working
      const banned = await tokenWith('openid');
      await h.db.query('update users set status = 2 where uid = $1', [banned.user.uid]);
      expect((await userinfo(h.app, banned.token)).status).toBe(401);
    });
  });

  describe('demo client', () => {
    it('OAUTH-7 the home page offers "Sign in with Bybit" under a strict CSP, without any script', async () => {
      const res = await h.app.inject({ method: 'GET', url: '/demo-client/' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toMatch(/^default-src 'none'; style-src 'sha256-[A-Za-z0-9+/=]+'; /);
      expect(csp).not.toMatch(/script-src|unsafe/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      expect(res.body).toContain('<a class="button" href="/demo-client/start">Sign in with Bybit</a>');
      expect(res.body).not.toMatch(/<script|\son[a-z]+=/i);
      expect((await h.app.inject({ method: 'GET', url: '/demo-client' })).statusCode).toBe(200);
    });

    it('OAUTH-7 start keeps state and verifier server-side and sends the browser to the consent page with S256', async () => {
      const res = await h.app.inject({ method: 'GET', url: '/demo-client/start' });
      expect(res.statusCode).toBe(302);
      const cookie = String(res.headers['set-cookie']);
      expect(cookie).toMatch(
        /^demo_client_flow=[A-Za-z0-9_-]{22}; Max-Age=600; Path=\/demo-client; HttpOnly; SameSite=Lax$/,
      );
      const location = new URL(String(res.headers.location));
      expect(`${location.origin}${location.pathname}`).toBe('http://localhost:3000/en/oauth');
      expect(Object.fromEntries(location.searchParams)).toEqual({
        response_type: 'code',
        client_id: DEMO_CLIENT,
        redirect_uri: DEMO_REDIRECT,
        scope: 'openid profile email',
        state: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/),
        code_challenge: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
        code_challenge_method: 'S256',
      });
      // the request it builds passes the server's own checks
      const { session } = await signedIn(h);
      const check = await get(h.app, `${PRE_AUTHORIZE}?${location.searchParams}`, session);
      expect(check.body.ret_code).toBe(0);
    });

    it('OAUTH-7 the demo client registration is upserted at start, idempotently, with its origin', async () => {
      const apps = [
        await buildApp({ db: h.db, logLevel: 'silent', demoClient: { origin: 'http://localhost:4100' } }),
        await buildApp({ db: h.db, logLevel: 'silent', demoClient: { origin: 'http://localhost:4100' } }),
      ];
      const { rows } = await h.db.query<{ redirect_uris: unknown }>(
        'select redirect_uris from oauth_clients where client_id = $1',
        [DEMO_CLIENT],
      );
      const uris = rows[0].redirect_uris as string[];
      expect(uris).toContain(DEMO_REDIRECT);
      expect(uris.filter((u) => u === 'http://localhost:4100/demo-client/callback')).toHaveLength(1);
      await Promise.all(apps.map((a) => a.close()));
    });

    it('OAUTH-7 the demo client is not served without dev routes (production)', async () => {
      const app = await buildApp({ db: h.db, logLevel: 'silent', accounts: { production: true } });
      for (const url of ['/demo-client/', '/demo-client/start', '/demo-client/callback?code=x&state=y']) {
        const res = await app.inject({ method: 'GET', url });
        expect(res.statusCode).toBe(404);
      }
      await app.close();
    });

    describe('over HTTP', () => {
      const DEMO_ORIGIN = 'http://localhost:4998';
      let app: FastifyInstance;
      let base: string;
      const logLines: string[] = [];

      beforeAll(async () => {
        app = await buildApp({
          db: h.db,
          logLevel: 'info',
          logStream: { write: (line: string) => void logLines.push(line) },
          accounts: { webOrigin: 'http://localhost:3100' },
          demoClient: { origin: DEMO_ORIGIN },
        });
        await app.listen({ port: 0, host: '127.0.0.1' });
        base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
      });
      afterAll(async () => {
        await app?.close();
      });

      /** What a browser does: /start, then the consent page's params (as the web page would send them). */
      async function startSignIn() {
        const start = await fetch(`${base}/demo-client/start`, { redirect: 'manual' });
        expect(start.status).toBe(302);
        const cookie = (start.headers.get('set-cookie') ?? '').split(';')[0];
        const consent = new URL(start.headers.get('location') ?? '');
        expect(consent.origin).toBe('http://localhost:3100');
        return { cookie, params: Object.fromEntries(consent.searchParams) };
      }

      /** The browser following the client's redirect URI: here the api listens elsewhere than DEMO_ORIGIN. */
      async function followToCallback(redirectUri: string, cookie: string) {
        const url = new URL(redirectUri);
        expect(url.origin).toBe(DEMO_ORIGIN);
        const res = await fetch(`${base}${url.pathname}${url.search}`, { headers: { cookie } });
        return { status: res.status, html: await res.text(), headers: res.headers };
      }

      it('OAUTH-3 OAUTH-7 round trip: start, consent, callback exchanges the code over HTTP and shows who signed in; nothing secret is logged', async () => {
        const user = await signedIn(h);
        const { cookie, params } = await startSignIn();
        expect(cookie).toMatch(/^demo_client_flow=/);

        // the consent page: pre_authorize, then the user approves (a real session, over HTTP)
        const pre = await fetch(`${base}${PRE_AUTHORIZE}?${new URLSearchParams(params)}`, { headers: user.session });
        expect(((await pre.json()) as Envelope).ret_code).toBe(0);
        const confirm = await fetch(`${base}${CONFIRM}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...user.session },
          body: JSON.stringify({ ...params, approve: true }),
        });
        const confirmed = (await confirm.json()) as Envelope<{ redirect_uri: string }>;
        expect(confirmed.ret_code).toBe(0);
        const code = new URL(confirmed.result.redirect_uri).searchParams.get('code') ?? '';

        const page = await followToCallback(confirmed.result.redirect_uri, cookie);
        expect(page.status).toBe(200);
        expect(page.headers.get('content-security-policy')).toMatch(/^default-src 'none'/);
        expect(page.headers.get('set-cookie')).toMatch(/^demo_client_flow=; Max-Age=0/);
        expect(page.html).toContain('<h1>Signed in</h1>');
        expect(page.html).toContain(`as account <strong>${user.uid}</strong>`);
        expect(page.html).toContain(`<tr><th>email</th><td>${user.email}</td></tr>`);
        expect(page.html).toContain(`<tr><th>vague_email</th><td>${user.email.slice(0, 2)}***@example.com</td></tr>`);
        expect(page.html).toContain('Granted scopes: openid profile email');
        expect(page.html).not.toContain(code);

        // the code is spent, the flow cookie too: a reload of the callback signs nobody in
        const reload = await followToCallback(confirmed.result.redirect_uri, cookie);
        expect(reload.status).toBe(400);
        expect(reload.html).toContain('No sign-in is under way');

        const log = logLines.join('');
        expect(log).toContain('/demo-client/callback?code=%5Bredacted%5D');
        expect(log).not.toContain(code);
        const { rows } = await h.db.query<{ n: string }>(
          'select count(*) as n from oauth_access_tokens where code_hash = $1',
          [hashToken(code)],
        );
        expect(Number(rows[0].n)).toBe(1);
      });

      it('OAUTH-3 the demo client shows "Access denied" when the user declines', async () => {
        const user = await signedIn(h);
        const { cookie, params } = await startSignIn();
        const deny = await post<{ redirect_uri: string }>(h.app, CONFIRM, { ...params, approve: false }, user.session);
        expect(deny.body.ret_code).toBe(0);
        const page = await followToCallback(deny.body.result.redirect_uri, cookie);
        expect(page.status).toBe(200);
        expect(page.html).toContain('<h1>Access denied</h1>');
        expect(page.html).not.toContain('Signed in');
      });

      it('OAUTH-7 the demo client refuses an answer whose state is not its own, or with no flow cookie', async () => {
        const user = await signedIn(h);
        const mine = await startSignIn();
        const theirs = await startSignIn();
        // an attacker's own code and state, pushed into the victim's browser (login CSRF)
        const approved = await post<{ redirect_uri: string }>(
          h.app,
          CONFIRM,
          { ...theirs.params, approve: true },
          user.session,
        );
        const forged = await followToCallback(approved.body.result.redirect_uri, mine.cookie);
        expect(forged.status).toBe(400);
        expect(forged.html).toContain('does not belong to the sign-in this browser started');
        const noCookie = await followToCallback(`${DEMO_ORIGIN}/demo-client/callback?code=x&state=y`, '');
        expect(noCookie.status).toBe(400);
        // escaped, whatever an error parameter says
        const third = await startSignIn();
        const hostile = await followToCallback(
          `${DEMO_ORIGIN}/demo-client/callback?${new URLSearchParams({ state: third.params.state, error: '<img src=x onerror=alert(1)>' })}`,
          third.cookie,
        );
        expect(hostile.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
        expect(hostile.html).not.toContain('<img');
      });
    });
  });
});
