import { act, renderHook, waitFor } from '@testing-library/react';
import { StrictMode, type ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { PENDING_THIRDPARTY_KEY, type PendingThirdParty } from '@/components/auth/thirdparty';
import { thirdPartyLinkFacts } from '@/contract/thirdparty/link.facts';
import { thirdPartyLoginFacts } from '@/contract/thirdparty/login.facts';
import { useThirdPartyReturn } from '@/features/login/use-third-party-return';
import { getUserToken } from '@/services/identity';
import { ok, retCode } from '@/tests/msw/envelope';
import { LOGIN_RESULT } from '@/tests/msw/handlers/auth';
import { LISTEN_OPTIONS, server } from '@/tests/msw/server';
import {
  answerOn,
  pageContext,
  startScreenTest,
  stubLocation,
  webConfigAnswer,
  webConfigReady,
} from '@/tests/support/screen-helpers';

// the proof-of-work captcha and the RSA encryption are replaced at their module boundary (reasons in screen-helpers)
vi.mock('@/services/captcha/page-captcha', async () =>
  (await import('@/tests/support/screen-helpers')).pageCaptchaStub(),
);
vi.mock('@/services/auth/password-encryption', async () =>
  (await import('@/tests/support/screen-helpers')).passwordEncryptionStub(),
);

/** the starting page's query, given back to the address before the redirect policy reads it */
const STARTING_QUERY = '?redirect_url=%2Fen%2Fassets';

let endTest: () => void;
let location: ReturnType<typeof stubLocation>;
/** each test's provider answer is its own: a code works once, and the page remembers the ones it sent */
let answer = 0;
let code = '';

beforeAll(() => server.listen(LISTEN_OPTIONS));
beforeEach(() => {
  endTest = startScreenTest();
  window.sessionStorage.clear();
  server.use(webConfigAnswer());
  answer += 1;
  code = `code-${answer}`;
});
afterEach(() => {
  endTest();
  window.sessionStorage.clear();
  server.resetHandlers();
});
afterAll(() => server.close());

/** A sign-in this browser started on `lang`'s login page (its query kept), and the provider's return. */
function returnFromProvider({ lang = 'en', query = `code=${code}&state=st-${answer}` } = {}) {
  const pending: PendingThirdParty = {
    provider: 'google',
    label: 'Google',
    lang,
    search: STARTING_QUERY,
    startedAt: Date.now(),
  };
  window.sessionStorage.setItem(PENDING_THIRDPARTY_KEY, JSON.stringify(pending));
  location = stubLocation(`/en/authorized?${query}`);
}

function renderReturn(path = '/authorized', wrapper?: (props: { children: ReactNode }) => ReactNode) {
  return renderHook(() => useThirdPartyReturn(pageContext({ path })), { wrapper });
}

describe('useThirdPartyReturn', () => {
  it('LOGIN-6 ROUTE-2 the code is exchanged once for a session; the query of the page it started on is given back before the redirect policy decides', async () => {
    returnFromProvider();
    const exchanges = answerOn(thirdPartyLoginFacts, () => ok(LOGIN_RESULT));
    const { result } = renderReturn('/authorized', StrictMode);
    await webConfigReady();

    await waitFor(() => expect(location.assign).toHaveBeenCalledWith('/en/dashboard'));
    expect(result.current.step).toEqual({ kind: 'working' });
    expect(result.current.provider).toBe('Google');
    expect(exchanges).toHaveLength(1);
    expect(exchanges[0].body).toEqual({ provider: 'google', code, state: `st-${answer}` });
    // the address bar (jsdom's own URL: the test's location stand-in does not follow history)
    expect(new URL(document.URL).search).toBe(STARTING_QUERY);
    expect(window.sessionStorage.getItem(PENDING_THIRDPARTY_KEY)).toBeNull();
    expect(getUserToken()).toBe(LOGIN_RESULT.token);
  });

  it('LOGIN-6 nothing started in this browser: whatever the address says, there is nothing to finish', async () => {
    location = stubLocation(`/en/authorized?code=${code}&state=s`);
    const exchanges = answerOn(thirdPartyLoginFacts, () => ok(LOGIN_RESULT));
    const { result } = renderReturn();
    await waitFor(() => expect(result.current.step).toEqual({ kind: 'ended', reason: 'expired' }));
    expect(result.current.loginHref).toBe('/en/login');
    expect(exchanges).toHaveLength(0);
  });

  it('LOGIN-6 turned down at the provider: the sign-in in progress ends', async () => {
    returnFromProvider({ query: 'error=access_denied&state=s' });
    const { result } = renderReturn();
    await waitFor(() => expect(result.current.step).toEqual({ kind: 'ended', reason: 'cancelled' }));
    expect(window.sessionStorage.getItem(PENDING_THIRDPARTY_KEY)).toBeNull();
  });

  it('ROUTE-2 started in another language, the return page is shown in that one, the code untouched', async () => {
    returnFromProvider({ lang: 'de-DE' });
    const exchanges = answerOn(thirdPartyLoginFacts, () => ok(LOGIN_RESULT));
    const { result } = renderReturn('/tr-authorized');
    await waitFor(() =>
      expect(location.replace).toHaveBeenCalledWith(`/de-DE/tr-authorized?code=${code}&state=st-${answer}`),
    );
    expect(result.current.step).toEqual({ kind: 'working' });
    expect(result.current.loginHref).toMatch(/^\/de-DE\/tr-login\?redirect_url=/);
    expect(exchanges).toHaveLength(0);
  });

  it.each([
    { name: 'an expired flow', refusal: () => retCode(33202, 'expired'), step: { kind: 'ended', reason: 'expired' } },
    {
      name: 'a refusal handed to the page',
      refusal: () => retCode(31018, 'ip'),
      step: { kind: 'ended', reason: 'failed' },
    },
  ])('LOGIN-6 $name ends the page', async ({ refusal, step }) => {
    returnFromProvider();
    answerOn(thirdPartyLoginFacts, refusal);
    const { result } = renderReturn();
    await waitFor(() => expect(result.current.step).toEqual(step));
    if (step.reason === 'failed') expect(result.current.alert).toMatchObject({ ns: 'errors', code: 31018 });
    else expect(result.current.alert).toBeNull();
    expect(location.assign).not.toHaveBeenCalled();
  });

  it('LOGIN-6 LOGIN-4 an email with an account asks its password; the link sends it encrypted with the captcha, then leaves', async () => {
    returnFromProvider();
    answerOn(thirdPartyLoginFacts, () => retCode(33201, 'link', { link_token: 'lt-1', email: 'al***@example.test' }));
    const links = answerOn(thirdPartyLinkFacts, () => ok(LOGIN_RESULT));
    const { result } = renderReturn();
    await webConfigReady();
    await waitFor(() =>
      expect(result.current.step).toEqual({ kind: 'link', linkToken: 'lt-1', email: 'al***@example.test' }),
    );

    await act(() => result.current.link());
    expect(result.current.errors.password).toEqual({ ns: 'auth', key: 'validation.required' });
    expect(links).toHaveLength(0);

    act(() => result.current.changePassword('Secret123'));
    expect(result.current.errors.password).toBeUndefined();
    await act(() => result.current.link());

    expect(links).toHaveLength(1);
    expect(links[0].body).toMatchObject({
      link_token: 'lt-1',
      encrypt_password: 'rsa(Secret123)',
      magpie_verify_info: { scene: 31001 },
    });
    await waitFor(() => expect(location.assign).toHaveBeenCalledWith('/en/dashboard'));
    expect(new URL(document.URL).search).toBe(STARTING_QUERY);
  });

  it('LOGIN-5 ERR-8 a wrong password on the link is told by the password field with the attempts left', async () => {
    returnFromProvider();
    answerOn(thirdPartyLoginFacts, () => retCode(33201, 'link', { link_token: 'lt-2', email: 'e' }));
    answerOn(thirdPartyLinkFacts, () => retCode(31002, 'wrong', { pass_err_count: 4 }));
    const { result } = renderReturn();
    await webConfigReady();
    await waitFor(() => expect(result.current.step.kind).toBe('link'));

    act(() => result.current.changePassword('nope'));
    await act(() => result.current.link());

    expect(result.current.errors.password).toEqual({
      ns: 'auth',
      key: 'errors.wrongPasswordLeft',
      values: { count: 1 },
    });
    expect(location.assign).not.toHaveBeenCalled();
  });
});
