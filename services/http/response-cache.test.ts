import { http as route, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import { PROFILE_CACHE_MS, STORAGE_KEYS } from '@/config/http';
import { fetchProfile, forgetProfile } from '@/services/api/user';
import { clearUserToken, setUserToken } from '@/services/identity';
import { PROFILE } from '@/tests/msw/handlers/user';
import { LISTEN_OPTIONS, recordRequests, server } from '@/tests/msw/server';
import { clearBrowserStorage } from '@/tests/support/browser-storage';

import { http } from './index';
import { ResponseCache } from './response-cache';
import { sessionScope } from './session-scope';

beforeAll(() => server.listen(LISTEN_OPTIONS));
afterEach(() => {
  server.resetHandlers();
  clearBrowserStorage();
  clearUserToken();
  http.cache.deleteWhere(() => true);
});
afterAll(() => server.close());

const TOKEN_A = 'token-of-session-a-0123456789abcdefghijklmnop';
const TOKEN_B = 'token-of-session-b-0123456789abcdefghijklmnop';

/** A cache whose session is the one `session.token` names, as the browser's reads its cookie. */
function sessionCache() {
  const session = { token: null as string | null, now: 1_000 };
  const cache = new ResponseCache(
    () => session.now,
    () => window.localStorage,
    20,
    () => sessionScope(session.token),
  );
  return { session, cache };
}

describe('kept answers belong to their session (issue 36 item 7, HTTP-5)', () => {
  it('issue 36 item 7: two tokens never share an entry', () => {
    const { session, cache } = sessionCache();
    const key = 'GET /v2/private/user/profile {} ';
    session.token = TOKEN_A;
    cache.set(key, { name: 'a' }, PROFILE_CACHE_MS);
    session.token = TOKEN_B;
    expect(cache.get(key)).toBeUndefined();
    cache.set(key, { name: 'b' }, PROFILE_CACHE_MS);
    expect(cache.get(key)).toEqual({ name: 'b' });
    session.token = TOKEN_A;
    expect(cache.get(key)).toEqual({ name: 'a' });
    // no session at all is a scope of its own too
    session.token = null;
    expect(cache.get(key)).toBeUndefined();
    expect(sessionScope(TOKEN_A)).not.toBe(sessionScope(TOKEN_B));
  });

  it('issue 36 item 7: the token is never a key, and a session’s answers never reach localStorage: the next page asks the api', () => {
    const { session, cache } = sessionCache();
    cache.set('GET /user/public/get-white-hosts {} ', ['a.example']);
    session.token = TOKEN_A;
    cache.set('GET /v2/private/user/profile {} ', PROFILE, PROFILE_CACHE_MS);
    expect(cache.get('GET /v2/private/user/profile {} ')).toEqual(PROFILE);
    const saved = window.localStorage.getItem(STORAGE_KEYS.responseCache) ?? '';
    expect(saved).toContain('get-white-hosts');
    expect(saved).not.toContain('private/user/profile');
    expect(saved).not.toContain(TOKEN_A);
    expect(sessionScope(TOKEN_A)).not.toContain(TOKEN_A.slice(0, 8));
    expect(sessionScope('')).toBe('');
    // the next page of the same session: nothing kept for it, the api is asked
    const next = new ResponseCache(
      () => session.now,
      () => window.localStorage,
      20,
      () => sessionScope(session.token),
    );
    expect(next.get('GET /v2/private/user/profile {} ')).toBeUndefined();
  });

  it('issue 36 item 7: forgetting an endpoint forgets it for every session', () => {
    const { session, cache } = sessionCache();
    for (const token of [TOKEN_A, TOKEN_B]) {
      session.token = token;
      cache.set('GET /v2/private/user/profile {} ', token);
      cache.set('GET /user/public/get-white-hosts {} ', token);
    }
    cache.deleteWhere((key) => key.startsWith('GET /v2/private/user/profile '));
    for (const token of [TOKEN_A, TOKEN_B]) {
      session.token = token;
      expect(cache.get('GET /v2/private/user/profile {} ')).toBeUndefined();
      expect(cache.get('GET /user/public/get-white-hosts {} ')).toBe(token);
    }
  });

  it('issue 36 item 7: a dead session is not answered from another session’s kept profile: the page asks the api and hears it ended', async () => {
    const requests = recordRequests();
    setUserToken(TOKEN_A);
    expect(await fetchProfile()).toEqual(PROFILE);
    // within the 10 s, the same session is answered from what was kept
    expect(await fetchProfile()).toEqual(PROFILE);
    expect(requests.to('/x-api/v2/private/user/profile')).toHaveLength(1);

    // the browser now holds another token, whose session has ended (a reset elsewhere)
    server.use(
      route.get('*/x-api/v2/private/user/profile', ({ request }) =>
        request.headers.get('usertoken') === TOKEN_B
          ? HttpResponse.json({ ret_code: 10006, ret_msg: 'session expired', result: {} })
          : HttpResponse.json({ ret_code: 0, ret_msg: 'OK', result: PROFILE }),
      ),
    );
    setUserToken(TOKEN_B);
    await expect(fetchProfile()).rejects.toMatchObject({ code: 10006 });
    expect(requests.to('/x-api/v2/private/user/profile')).toHaveLength(2);
    forgetProfile();
  });
});
