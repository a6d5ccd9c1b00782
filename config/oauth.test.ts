import Cookies from 'js-cookie';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { COOKIES } from '@/config/http';
import { FRAME_TOKEN_KEY } from '@/config/oauth';
import { RET_CODES } from '@/contract/ret-codes';
import {
  consentExit,
  consentProblem,
  oauthQuery,
  oauthRequestObject,
  problemWayBack,
  scopeKey,
} from '@/features/oauth/oauth-request';
import { classifyAnswer } from '@/services/errors/catalogue';
import { ApiError } from '@/services/http/errors';
import { clearUserToken, getUserToken, isFramed, setUserToken } from '@/services/identity';
import { oauthClientRedirect } from '@/services/redirect-policy';

const URI = 'https://client.example/callback';

function refusal(code: number, result?: unknown): ApiError {
  const url = '/x-api/oauth/v1/private/authorize';
  const reaction = classifyAnswer({ code, message: 'refused', endpoint: 'authorize', result });
  return new ApiError(code, 'refused', reaction, url, result);
}

describe('OAuth request of the page', () => {
  it('OAUTH-1 keeps the OAuth parameters as sent, repeats included, and drops everything else', () => {
    const query = oauthQuery(
      `?response_type=code&client_id=c&redirect_uri=${encodeURIComponent(URI)}&scope=openid+email&state=s&state=t&code_challenge=x&code_challenge_method=S256&utm_source=ad`,
    );
    expect(query.getAll('state')).toEqual(['s', 't']);
    expect(query.get('scope')).toBe('openid email');
    expect(query.get('redirect_uri')).toBe(URI);
    expect(query.has('utm_source')).toBe(false);
    expect(oauthRequestObject(query)).toMatchObject({ state: 's', client_id: 'c', response_type: 'code' });
  });

  it('OAUTH-3 scope ids become translation keys without the namespace separator', () => {
    expect(scopeKey('read:account')).toBe('scopes.read_account');
    expect(scopeKey('openid')).toBe('scopes.openid');
  });
});

describe('OAuth refusals on the consent page', () => {
  it('OAUTH-4 a missing session sends the visitor to log in', () => {
    const error = refusal(10006);
    expect(error.reaction.kind).toBe('page-session');
    expect(consentProblem(error)).toEqual({ kind: 'login' });
  });

  it('OAUTH-7 an unknown client or an unregistered redirect_uri is untrusted: no redirect, no toast', () => {
    for (const [code, reason] of [
      [RET_CODES.oauthInvalidClient, 'client'],
      [RET_CODES.oauthInvalidRedirectUri, 'redirect'],
    ] as const) {
      const error = refusal(code, {
        error: 'invalid_request',
        error_description: 'x',
        redirect: 'https://evil.example/',
      });
      expect(error.reaction.kind).toBe('page');
      expect(consentProblem(error)).toEqual({ kind: 'untrusted', reason });
    }
  });

  it('OAUTH-7 request errors once the redirect URI is trusted carry the way back to the client', () => {
    for (const code of [
      RET_CODES.oauthInvalidRequest,
      RET_CODES.oauthInvalidScope,
      RET_CODES.oauthUnsupportedResponseType,
    ]) {
      const redirect = `${URI}?error=invalid_request&state=s`;
      expect(consentProblem(refusal(code, { error: 'invalid_request', error_description: 'x', redirect }))).toEqual({
        kind: 'request',
        redirect,
      });
    }
    expect(consentProblem(refusal(RET_CODES.oauthInvalidScope))).toEqual({ kind: 'request', redirect: null });
    // not an api answer (a bug): the error page says the page failed
    expect(consentProblem(new Error('network'))).toEqual({
      kind: 'other',
      message: { ns: 'auth', key: 'errors.unexpected' },
    });
  });

  it('OAUTH-3 HTTP-8 no answer from the api is the page notice, not an error page', () => {
    const reaction = classifyAnswer({
      failure: 'network',
      code: -200,
      message: 'Network Error',
      endpoint: 'authorize',
    });
    const error = new ApiError(-200, 'Network Error', reaction, '/x-api/oauth/v1/private/authorize');

    expect(consentProblem(error)).toEqual({ kind: 'unreachable' });
  });

  it('OAUTH-3 ERR-2 any other refusal is the error page with the catalogue text', () => {
    expect(consentProblem(refusal(12345))).toEqual({
      kind: 'other',
      message: { ns: 'errors', key: 'codes.12345', fallback: 'refused', code: 12345 },
    });
  });
});

describe('OAUTH-3 the redirect back to the client', () => {
  it('OAUTH-3 follows the api answer only to the requested redirect_uri, as the parsed href', () => {
    expect(oauthClientRedirect(`${URI}?code=abc&state=s`, URI)).toBe(`${URI}?code=abc&state=s`);
    expect(oauthClientRedirect(`${URI}?error=access_denied&state=s`, URI)).toBe(`${URI}?error=access_denied&state=s`);
  });

  it('OAUTH-7 refuses another origin, another path, credentials, other schemes and garbage', () => {
    expect(oauthClientRedirect('https://evil.example/callback?code=a', URI)).toBeNull();
    expect(oauthClientRedirect('https://client.example/other?code=a', URI)).toBeNull();
    expect(oauthClientRedirect('https://user:pw@client.example/callback?code=a', URI)).toBeNull();
    expect(oauthClientRedirect('javascript:alert(1)//https://client.example/callback', URI)).toBeNull();
    expect(oauthClientRedirect('/callback?code=a', URI)).toBeNull();
    expect(oauthClientRedirect(`${URI}?code=a`, '')).toBeNull();
    expect(oauthClientRedirect('http://[', URI)).toBeNull();
  });

  it('OAUTH-3 the answer to a choice leaves for the client only through the policy', () => {
    const query = new URLSearchParams({ redirect_uri: URI });
    expect(consentExit(`${URI}?code=abc`, query)).toEqual({ kind: 'leave', target: `${URI}?code=abc` });
    expect(consentExit('https://evil.example/callback?code=abc', query)).toEqual({
      kind: 'problem',
      problem: { kind: 'untrusted', reason: 'redirect' },
    });
  });

  it('OAUTH-3 a request error offers its way back only when the policy lets it', () => {
    const query = new URLSearchParams({ redirect_uri: URI });
    const back = `${URI}?error=invalid_scope`;
    expect(problemWayBack({ kind: 'request', redirect: back }, query)).toBe(back);
    expect(problemWayBack({ kind: 'request', redirect: 'https://evil.example/callback' }, query)).toBeNull();
    expect(problemWayBack({ kind: 'request', redirect: null }, query)).toBeNull();
    expect(problemWayBack({ kind: 'untrusted', reason: 'client' }, query)).toBeNull();
  });
});

describe('OAUTH-5 the token inside a frame', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    clearUserToken();
    sessionStorage.clear();
  });

  it('OAUTH-5 a framed page keeps the token in session storage and reads it from there', () => {
    vi.spyOn(window, 'top', 'get').mockReturnValue({} as Window);
    expect(isFramed()).toBe(true);
    setUserToken('framed-token');
    expect(sessionStorage.getItem(FRAME_TOKEN_KEY)).toBe('framed-token');
    // the third-party frame lost the cookie: the session storage copy still answers
    Cookies.remove(COOKIES.token, { path: '/' });
    expect(getUserToken()).toBe('framed-token');
    clearUserToken();
    expect(getUserToken()).toBeNull();
  });

  it('OAUTH-5 a top-level page keeps the token only in its cookie', () => {
    expect(isFramed()).toBe(false);
    setUserToken('top-token');
    expect(sessionStorage.getItem(FRAME_TOKEN_KEY)).toBeNull();
    expect(getUserToken()).toBe('top-token');
  });
});
