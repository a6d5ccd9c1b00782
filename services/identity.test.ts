import Cookies from 'js-cookie';
import { http as route } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { COOKIES, GUID_COOKIE_DAYS, GUID_LENGTH, PROFILE_CACHE_MS, TOKEN_COOKIE_DAYS } from '@/config/http';
import { fetchMemberInfo, fetchProfile, isKycVerified, isLoggedIn } from '@/services/api/user';
import { http } from '@/services/http';
import { clearUserToken, ensureGuid, getUserToken, isValidGuid, setUserToken } from '@/services/identity';
import { ok } from '@/tests/msw/envelope';
import { MEMBER_INFO, PROFILE } from '@/tests/msw/handlers/user';
import { LISTEN_OPTIONS, recordRequests, server } from '@/tests/msw/server';
import { clearBrowserStorage, readCookie } from '@/tests/support/browser-storage';

beforeAll(() => server.listen(LISTEN_OPTIONS));
afterEach(() => {
  server.resetHandlers();
  server.events.removeAllListeners();
  clearBrowserStorage();
  http.cache.deleteWhere(() => true);
  vi.restoreAllMocks();
});
afterAll(() => server.close());

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('SEC-1 device GUID cookie', () => {
  it('SEC-1 a first visit creates a 36-character GUID cookie for 120 days', () => {
    const set = vi.spyOn(Cookies, 'set');
    expect(readCookie(COOKIES.guid)).toBeUndefined();

    const guid = ensureGuid();

    expect(guid).toHaveLength(36);
    expect(GUID_LENGTH).toBe(36);
    expect(guid).toMatch(UUID_V4);
    expect(readCookie(COOKIES.guid)).toBe(guid);
    expect(set).toHaveBeenCalledTimes(1);
    expect(set).toHaveBeenCalledWith(COOKIES.guid, guid, expect.objectContaining({ expires: 120, path: '/' }));
    expect(GUID_COOKIE_DAYS).toBe(120);
  });

  it('SEC-1 the GUID is created once and kept on later calls', () => {
    const first = ensureGuid();
    const set = vi.spyOn(Cookies, 'set');

    expect(ensureGuid()).toBe(first);
    expect(ensureGuid()).toBe(first);
    expect(set).not.toHaveBeenCalled();
    expect(readCookie(COOKIES.guid)).toBe(first);
  });

  it('SEC-1 a valid GUID set earlier (another tab, the server) is kept', () => {
    const existing = '0b7c6f1e-2a3d-4e5f-8a9b-1c2d3e4f5a6b';
    document.cookie = `${COOKIES.guid}=${existing}; path=/`;

    expect(ensureGuid()).toBe(existing);
  });

  it.each([
    ['too short', 'abc'],
    ['37 characters', '0b7c6f1e-2a3d-4e5f-8a9b-1c2d3e4f5a6bc'],
    ['36 characters, not hex', 'zzzzzzzz-zzzz-zzzz-zzzz-zzzzzzzzzzzz'],
    ['36 characters, no dashes', '0b7c6f1e2a3d4e5f8a9b1c2d3e4f5a6b1234'],
    ['markup', '<script>alert(1)</script>-----------'],
  ])('SEC-1 a malformed GUID cookie (%s) is replaced by a new one', (_label, bad) => {
    document.cookie = `${COOKIES.guid}=${encodeURIComponent(bad)}; path=/`;

    const guid = ensureGuid();

    expect(guid).not.toBe(bad);
    expect(guid).toMatch(UUID_V4);
    expect(readCookie(COOKIES.guid)).toBe(guid);
  });

  it('SEC-1 isValidGuid accepts only 36-character UUIDs', () => {
    expect(isValidGuid('0b7c6f1e-2a3d-4e5f-8a9b-1c2d3e4f5a6b')).toBe(true);
    expect(isValidGuid('0B7C6F1E-2A3D-4E5F-8A9B-1C2D3E4F5A6B')).toBe(true);
    expect(isValidGuid('0b7c6f1e-2a3d-4e5f-8a9b-1c2d3e4f5a6')).toBe(false);
    expect(isValidGuid('')).toBe(false);
    expect(isValidGuid(null)).toBe(false);
    expect(isValidGuid(undefined)).toBe(false);
  });

  it('SEC-1 two first visits (two browsers) get different GUIDs', () => {
    const first = ensureGuid();
    clearBrowserStorage();
    expect(ensureGuid()).not.toBe(first);
  });
});

describe('SEC-1 SEC-2 user token cookie', () => {
  it('SEC-1 the token is stored in a 7-day cookie and read back', () => {
    const set = vi.spyOn(Cookies, 'set');

    setUserToken('tok-123');

    expect(getUserToken()).toBe('tok-123');
    expect(readCookie(COOKIES.token)).toBe('tok-123');
    expect(set).toHaveBeenCalledWith(COOKIES.token, 'tok-123', expect.objectContaining({ expires: 7, path: '/' }));
    expect(TOKEN_COOKIE_DAYS).toBe(7);
  });

  it('SEC-1 clearing the token removes the cookie', () => {
    setUserToken('tok-123');

    clearUserToken();

    expect(getUserToken()).toBeNull();
    expect(readCookie(COOKIES.token)).toBeUndefined();
  });

  it('SEC-1 no cookie, or an empty one, means no token', () => {
    expect(getUserToken()).toBeNull();
    document.cookie = `${COOKIES.token}=; path=/`;
    expect(getUserToken()).toBeNull();
  });

  it('SEC-2 the stored token travels in the UserToken header and stops after logout', async () => {
    const requests = recordRequests();
    setUserToken('tok-456');
    await fetchMemberInfo();
    clearUserToken();
    await fetchMemberInfo();

    expect(requests.seen.map((r) => r.headers.get('usertoken'))).toEqual(['tok-456', null]);
  });
});

describe('LOGIN-10 logged in', () => {
  it.each([
    [{ id: 1001 }, true],
    [{ id: 1 }, true],
    [{ id: 0 }, false],
    [{ id: -1 }, false],
    [{ id: Number.NaN }, false],
    [null, false],
    [undefined, false],
  ])('LOGIN-10 isLoggedIn(%j) is %s', (profile, expected) => {
    expect(isLoggedIn(profile)).toBe(expected);
  });

  it('LOGIN-10 the profile from GET /v2/private/user/profile means logged in', async () => {
    const profile = await fetchProfile();

    expect(profile).toEqual(PROFILE);
    expect(isLoggedIn(profile)).toBe(true);
  });

  it('LOGIN-10 an anonymous profile (id 0) means not logged in', async () => {
    server.use(route.get('*/x-api/v2/private/user/profile', () => ok({ ...PROFILE, id: 0 })));

    expect(isLoggedIn(await fetchProfile())).toBe(false);
  });

  it('LOGIN-10 the profile is kept 10 s: a second read within that time makes no request', async () => {
    // the shared client captured Date.now when it was created, so fake timers cannot age its cache;
    // expiry itself is covered with an injected clock in client.test.ts (HTTP-5)
    const call = vi.spyOn(http, 'call');
    const requests = recordRequests();

    const first = await fetchProfile();
    const second = await fetchProfile();

    expect(second).toEqual(first);
    expect(requests.to('/x-api/v2/private/user/profile')).toHaveLength(1);
    expect(call).toHaveBeenCalledWith(
      expect.objectContaining({ method: 'GET', path: '/v2/private/user/profile' }),
      {},
      { cache: { ttlMs: 10_000 } },
    );
    expect(PROFILE_CACHE_MS).toBe(10_000);
  });
});

describe('SEC-4 KYC', () => {
  it.each([
    [{ kyc_person_level: 1, member_tag: {} }, true],
    [{ kyc_person_level: 0, member_tag: { KYC: 1 } }, true],
    [{ kyc_person_level: 2, member_tag: { KYC: 0 } }, true],
    [{ kyc_person_level: 0, member_tag: { KYC: 0 } }, false],
    [{ kyc_person_level: 0, member_tag: {} }, false],
    [null, false],
    [undefined, false],
  ])('SEC-4 isKycVerified(%j) is %s', (info, expected) => {
    expect(isKycVerified(info)).toBe(expected);
  });

  it('SEC-4 GET /user/private/member/info with a KYC level means verified', async () => {
    const info = await fetchMemberInfo();

    expect(info).toEqual(MEMBER_INFO);
    expect(isKycVerified(info)).toBe(true);
  });
});
