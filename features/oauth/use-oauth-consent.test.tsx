import { act, renderHook, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { oauthAuthorizeFacts } from '@/contract/oauth/authorize.facts';
import { oauthConfirmAuthFacts } from '@/contract/oauth/confirm-auth.facts';
import { useOAuthConsent } from '@/features/oauth/use-oauth-consent';
import { setUserToken } from '@/services/identity';
import { apiStatus } from '@/stores/api-status';
import { ok, retCode } from '@/tests/msw/envelope';
import { OAUTH_CONSENT, OAUTH_REDIRECT_URI, oauthHandlers } from '@/tests/msw/handlers/oauth';
import { LISTEN_OPTIONS, server } from '@/tests/msw/server';
import { answerOn, startScreenTest, stubLocation } from '@/tests/support/screen-helpers';

const REQUEST = {
  response_type: 'code',
  client_id: OAUTH_CONSENT.client.client_id,
  redirect_uri: OAUTH_REDIRECT_URI,
  scope: 'openid email',
  state: 'state-7',
};
const QUERY = `?${new URLSearchParams(REQUEST).toString()}`;
const CODE_REDIRECT = `${OAUTH_REDIRECT_URI}?code=auth-code-1&state=${REQUEST.state}`;

let endTest: () => void;
let location: ReturnType<typeof stubLocation>;
beforeAll(() => server.listen(LISTEN_OPTIONS));
beforeEach(() => {
  endTest = startScreenTest();
  server.use(...oauthHandlers);
  location = stubLocation(`/en/oauth${QUERY}`);
});
afterEach(() => {
  endTest();
  server.resetHandlers();
});
afterAll(() => server.close());

function renderConsent(continueIfGranted = false) {
  return renderHook(() => useOAuthConsent({ locale: 'en', continueIfGranted }));
}

describe('useOAuthConsent', () => {
  it('OAUTH-4 signed out: to /oauth-login with the same query, nothing asked', async () => {
    const authorizations = answerOn(oauthAuthorizeFacts, () => ok(OAUTH_CONSENT));
    const { result } = renderConsent();
    await waitFor(() => expect(location.replace).toHaveBeenCalledWith(`/en/oauth-login${QUERY}`));
    expect(result.current.view).toEqual({ kind: 'checking' });
    expect(authorizations).toHaveLength(0);
  });

  describe('signed in', () => {
    beforeEach(() => setUserToken('session-token-7'));

    it('OAUTH-2 OAUTH-3 the checked request is the consent; approve follows the answer to the client', async () => {
      const confirmations = answerOn(oauthConfirmAuthFacts, () => ok({ redirect_uri: CODE_REDIRECT }));
      const { result } = renderConsent();
      expect(result.current.view).toEqual({ kind: 'checking' });
      await waitFor(() => expect(result.current.view).toEqual({ kind: 'consent', consent: OAUTH_CONSENT }));
      expect(result.current.search).toBe(QUERY);

      await act(() => result.current.decide(true));
      expect(confirmations.map((call) => call.body)).toEqual([{ ...REQUEST, approve: true }]);
      expect(location.assign).toHaveBeenCalledWith(CODE_REDIRECT);
      expect(result.current).toMatchObject({ view: { kind: 'leaving' }, busy: null });
    });

    it('OAUTH-3 right after logging in, an application approved before continues at once', async () => {
      answerOn(oauthAuthorizeFacts, () => ok({ ...OAUTH_CONSENT, previously_granted: true }));
      const confirmations = answerOn(oauthConfirmAuthFacts, () => ok({ redirect_uri: CODE_REDIRECT }));
      const { result } = renderConsent(true);
      await waitFor(() => expect(result.current.view).toEqual({ kind: 'leaving' }));
      expect(confirmations).toHaveLength(1);
      expect(location.assign).toHaveBeenCalledWith(CODE_REDIRECT);
    });

    it('OAUTH-3 an answer leading off the requested redirect_uri is an untrusted redirect, never followed', async () => {
      answerOn(oauthConfirmAuthFacts, () => ok({ redirect_uri: 'https://evil.example.test/cb' }));
      const { result } = renderConsent();
      await waitFor(() => expect(result.current.view.kind).toBe('consent'));
      await act(() => result.current.decide(false));
      expect(result.current.view).toEqual({
        kind: 'problem',
        problem: { kind: 'untrusted', reason: 'redirect' },
        back: null,
      });
      expect(location.assign).not.toHaveBeenCalled();
    });

    it('OAUTH-3 a request error carries the way back the redirect policy allows', async () => {
      const back = `${OAUTH_REDIRECT_URI}?error=invalid_scope&state=${REQUEST.state}`;
      answerOn(oauthAuthorizeFacts, () => retCode(50013, 'Invalid scope', { error: 'invalid_scope', redirect: back }));
      const { result } = renderConsent();
      await waitFor(() =>
        expect(result.current.view).toEqual({ kind: 'problem', problem: { kind: 'request', redirect: back }, back }),
      );
      expect(location.assign).not.toHaveBeenCalled();
    });

    it('OAUTH-4 a session the api refuses on the choice goes to log in again', async () => {
      answerOn(oauthConfirmAuthFacts, () => retCode(10006, 'session invalid'));
      const { result } = renderConsent();
      await waitFor(() => expect(result.current.view.kind).toBe('consent'));
      await act(() => result.current.decide(true));
      expect(location.replace).toHaveBeenCalledWith(`/en/oauth-login${QUERY}`);
      expect(location.assign).not.toHaveBeenCalled();
    });

    it('HTTP-8 no answer: still checking, and checked again once the api is back', async () => {
      const authorizations = answerOn(oauthAuthorizeFacts, () =>
        authorizations.length === 1 ? HttpResponse.error() : ok(OAUTH_CONSENT),
      );
      const { result } = renderConsent();
      await waitFor(() => expect(apiStatus.store.getState().reachable).toBe(false));
      expect(result.current.view).toEqual({ kind: 'checking' });

      await act(() => apiStatus.retryNow());
      await waitFor(() => expect(result.current.view.kind).toBe('consent'));
      expect(authorizations).toHaveLength(2);
    });

    it('HTTP-8 no answer to the choice keeps the consent: it can be made again', async () => {
      answerOn(oauthConfirmAuthFacts, () => HttpResponse.error());
      const { result } = renderConsent();
      await waitFor(() => expect(result.current.view.kind).toBe('consent'));
      await act(() => result.current.decide(true));
      expect(result.current).toMatchObject({ view: { kind: 'consent' }, busy: null });
      expect(location.assign).not.toHaveBeenCalled();
    });
  });
});
