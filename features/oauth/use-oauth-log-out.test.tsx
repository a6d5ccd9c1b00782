import { renderHook, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { logoutSessionFacts } from '@/contract/login/logout.facts';
import { useOAuthLogOut } from '@/features/oauth/use-oauth-log-out';
import { getUserToken, setUserToken } from '@/services/identity';
import { ok } from '@/tests/msw/envelope';
import { LISTEN_OPTIONS, server } from '@/tests/msw/server';
import { answerOn, startScreenTest, stubLocation } from '@/tests/support/screen-helpers';

const QUERY = '?response_type=code&client_id=demo-client&state=s-1';
const TOKEN = 'session-token-6';

let endTest: () => void;
let location: ReturnType<typeof stubLocation>;
beforeAll(() => server.listen(LISTEN_OPTIONS));
beforeEach(() => {
  endTest = startScreenTest();
  location = stubLocation(`/en/oauth-log-out${QUERY}`);
  setUserToken(TOKEN);
});
afterEach(() => {
  endTest();
  server.resetHandlers();
});
afterAll(() => server.close());

describe('useOAuthLogOut', () => {
  it.each([
    { name: 'the api logs out', answer: () => ok(null) },
    { name: 'no answer', answer: () => HttpResponse.error() },
  ])('OAUTH-6 logs out and returns to log in with the same query: $name', async ({ answer }) => {
    const logouts = answerOn(logoutSessionFacts, answer);
    renderHook(() => useOAuthLogOut('en'));

    await waitFor(() => expect(location.replace).toHaveBeenCalledWith(`/en/oauth-login${QUERY}`));
    expect(logouts).toHaveLength(1);
    expect(logouts[0].headers.get('UserToken')).toBe(TOKEN);
    expect(getUserToken()).toBeNull();
  });
});
