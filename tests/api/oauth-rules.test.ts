import { describe, expect, it } from 'vitest';

import { checkAuthorizationRequest } from '@/server/oauth/authorization-request';
import { clientSecretMatches, hashClientSecret, type OAuthClient } from '@/server/oauth/client';
import { codeRefusal } from '@/server/oauth/codes';
import { PendingSignIns, stateMatches } from '@/server/oauth/demo-client';
import { escapeHtml } from '@/server/oauth/demo-client-pages';
import { parseFormBody } from '@/server/oauth/form-body';
import { s256Challenge, verifierMatches } from '@/server/oauth/pkce';
import { redirectUriProblem, withQuery } from '@/server/oauth/redirect-uri';
import { checkScopes } from '@/server/oauth/scopes';
import { parseBasicCredentials, readTokenRequest } from '@/server/oauth/token-request';
import { userinfoClaims } from '@/server/oauth/userinfo';

// RFC 7636 Appendix B
const RFC_VERIFIER = 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk';
const RFC_CHALLENGE = 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM';

const CLIENT: OAuthClient = {
  clientId: 'app',
  name: 'App',
  logoUrl: '',
  type: 'public',
  secretHash: null,
  allowedScopes: ['openid', 'profile'],
  redirectUris: ['https://app.example/cb?tenant=a%20b'],
  enabled: true,
};

const VALID = {
  response_type: 'code',
  client_id: 'app',
  redirect_uri: 'https://app.example/cb?tenant=a%20b',
  scope: 'profile openid profile',
  state: 'xyz',
  code_challenge: RFC_CHALLENGE,
  code_challenge_method: 'S256',
};

describe('OAuth rules', () => {
  it('OAUTH-7 S256 follows RFC 7636 Appendix B and compares verifiers strictly', () => {
    expect(s256Challenge(RFC_VERIFIER)).toBe(RFC_CHALLENGE);
    expect(verifierMatches(RFC_VERIFIER, RFC_CHALLENGE)).toBe(true);
    expect(verifierMatches(`${RFC_VERIFIER.slice(0, -1)}Z`, RFC_CHALLENGE)).toBe(false);
    // plain would mean verifier === challenge: never accepted
    expect(verifierMatches(RFC_CHALLENGE, RFC_CHALLENGE)).toBe(false);
    expect(verifierMatches('short', RFC_CHALLENGE)).toBe(false);
  });

  it('OAUTH-1 a valid request normalises its scopes; refusals after the redirect check carry error and state', () => {
    const ok = checkAuthorizationRequest(VALID, CLIENT);
    expect(ok).toMatchObject({ ok: true, request: { scopes: ['openid', 'profile'], state: 'xyz' } });
    const denied = checkAuthorizationRequest({ ...VALID, response_type: 'token' }, CLIENT);
    expect(denied).toMatchObject({ ok: false, reason: 'unsupportedResponseType' });
    expect(!denied.ok && denied.redirect).toBe(
      'https://app.example/cb?tenant=a%20b&error=unsupported_response_type&error_description=only+response_type%3Dcode+is+supported&state=xyz',
    );
    expect(checkAuthorizationRequest({ ...VALID, redirect_uri: 'https://app.example/cb' }, CLIENT)).toEqual({
      ok: false,
      reason: 'badRedirectUri',
      description: expect.any(String),
      redirect: null,
    });
    expect(checkAuthorizationRequest(VALID, { ...CLIENT, enabled: false })).toMatchObject({
      reason: 'unknownClient',
      redirect: null,
    });
    expect(checkAuthorizationRequest({ ...VALID, client_id: ['app', 'app'] }, CLIENT)).toMatchObject({
      reason: 'unknownClient',
    });
  });

  it('OAUTH-1 scopes: known ids, within the allowed list, never empty', () => {
    expect(checkScopes('email openid', ['openid', 'email'])).toEqual({ ok: true, scopes: ['openid', 'email'] });
    expect(checkScopes('openid  email', ['openid', 'email'])).toMatchObject({ ok: true });
    expect(checkScopes('', ['openid'])).toMatchObject({ ok: false });
    expect(checkScopes('openid admin', ['openid'])).toMatchObject({ ok: false, description: 'unknown scope: admin' });
    expect(checkScopes('email', ['openid'])).toMatchObject({ ok: false });
  });

  it('OAUTH-7 redirect URIs: only canonical https or loopback http, no fragment, no reserved parameters', () => {
    expect(redirectUriProblem('https://app.example/cb')).toBeNull();
    expect(redirectUriProblem('http://localhost:4000/demo-client/callback')).toBeNull();
    expect(redirectUriProblem('http://127.0.0.1:8080/cb')).toBeNull();
    expect(redirectUriProblem('http://app.example/cb')).toMatch(/https/);
    expect(redirectUriProblem('https://app.example')).toMatch(/canonical/);
    expect(redirectUriProblem('https://APP.example/cb')).toMatch(/canonical/);
    expect(redirectUriProblem('https://app.example/cb#x')).toMatch(/fragment/);
    expect(redirectUriProblem('https://app.example/cb?state=1')).toMatch(/state/);
    expect(redirectUriProblem('https://u:p@app.example/cb')).toMatch(/credentials/);
    expect(redirectUriProblem('/cb')).toMatch(/absolute/);
    expect(redirectUriProblem('javascript:alert(1)')).toMatch(/canonical|https/);
  });

  it('OAUTH-3 answers are appended to the registered query, which stays as it was', () => {
    expect(withQuery('https://app.example/cb', { code: 'a b', state: undefined })).toBe(
      'https://app.example/cb?code=a+b',
    );
    expect(withQuery('https://app.example/cb?x=%2F&y', { code: 'c', state: 's&t' })).toBe(
      'https://app.example/cb?x=%2F&y&code=c&state=s%26t',
    );
  });

  it('OAUTH-7 form bodies keep repeats, and the token request refuses them', () => {
    const body = parseFormBody('grant_type=authorization_code&code=a&code=b&__proto__=x&redirect_uri=https%3A%2F%2Fa');
    expect(body.code).toEqual(['a', 'b']);
    expect(body.redirect_uri).toBe('https://a');
    expect(Object.getPrototypeOf(body)).toBeNull();
    expect(readTokenRequest(body, undefined)).toMatchObject({ ok: false, error: { error: 'invalid_request' } });
  });

  it('OAUTH-7 Basic client credentials are form-decoded (RFC 6749 §2.3.1)', () => {
    const header = `Basic ${Buffer.from('my%20app:s%3Ac+r').toString('base64')}`;
    expect(parseBasicCredentials(header)).toEqual({ clientId: 'my app', secret: 's:c r' });
    expect(parseBasicCredentials('Basic !!!')).toBeNull();
    expect(parseBasicCredentials(`Basic ${Buffer.from('no-colon').toString('base64')}`)).toBeNull();
    expect(parseBasicCredentials('Bearer abc')).toBeNull();
  });

  it('OAUTH-7 client secrets are compared by hash', () => {
    const confidential: OAuthClient = { ...CLIENT, type: 'confidential', secretHash: hashClientSecret('s3cret') };
    expect(clientSecretMatches(confidential, 's3cret')).toBe(true);
    expect(clientSecretMatches(confidential, 's3cre')).toBe(false);
    expect(clientSecretMatches(CLIENT, 's3cret')).toBe(false);
  });

  it('OAUTH-7 a code is refused when expired, for another client or redirect URI, or without its verifier', () => {
    const bound = { clientId: 'app', redirectUri: 'https://a/cb', codeChallenge: RFC_CHALLENGE, expired: false };
    const presented = { clientId: 'app', redirectUri: 'https://a/cb', codeVerifier: RFC_VERIFIER };
    expect(codeRefusal(bound, presented)).toBeNull();
    expect(codeRefusal({ ...bound, expired: true }, presented)).toMatch(/expired/);
    expect(codeRefusal(bound, { ...presented, clientId: 'other' })).toMatch(/another client/);
    expect(codeRefusal(bound, { ...presented, redirectUri: 'https://a/cb/' })).toMatch(/redirect_uri/);
    expect(codeRefusal(bound, { ...presented, codeVerifier: null })).toMatch(/required/);
    expect(codeRefusal({ ...bound, codeChallenge: null }, presented)).toMatch(/without code_challenge/);
  });

  it('OAUTH-7 userinfo releases claims by scope, sub always', () => {
    const account = {
      uid: '42',
      username: 'alice',
      email: 'alice@example.com',
      emailVerified: true,
      mobile: '7911123456',
      kycPersonLevel: 1,
      lang: 'en',
    };
    expect(userinfoClaims(account, ['openid'])).toEqual({ sub: '42' });
    expect(userinfoClaims(account, ['openid', 'profile'])).toEqual({
      sub: '42',
      name: 'alice',
      vague_email: 'al***@example.com',
      vague_mobile: '791****3456',
    });
    expect(userinfoClaims(account, ['email', 'read:account'])).toEqual({
      sub: '42',
      email: 'alice@example.com',
      email_verified: true,
      kyc_person_level: 1,
      lang: 'en',
    });
  });

  it('OAUTH-7 demo client: pending sign-ins work once, expire, and state compares exactly', () => {
    let now = 1000;
    const signIns = new PendingSignIns(60_000, 2, () => now);
    const first = signIns.start();
    expect(first.pending.state).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(first.pending.codeVerifier).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(signIns.take(first.id)).toEqual(first.pending);
    expect(signIns.take(first.id)).toBeNull();
    const second = signIns.start();
    now += 60_000;
    expect(signIns.take(second.id)).toBeNull();
    // bounded: the oldest is dropped
    const a = signIns.start();
    signIns.start();
    signIns.start();
    expect(signIns.take(a.id)).toBeNull();
    expect(stateMatches('abc', 'abc')).toBe(true);
    expect(stateMatches('abc', 'abd')).toBe(false);
    expect(stateMatches('abc', ['abc'])).toBe(false);
    expect(escapeHtml(`<script>"x" & 'y'</script>`)).toBe(
      '&lt;script&gt;&quot;x&quot; &amp; &#39;y&#39;&lt;/script&gt;',
    );
  });
});
