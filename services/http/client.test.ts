import { delay, http as route, HttpResponse, passthrough } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import {
  NETWORK_ERROR_CODE,
  PERSISTENT_CACHE_MAX_STORAGE_CHARS,
  REQUEST_TIMEOUT_MS,
  RESPONSE_CACHE_MAX_ENTRIES,
  RESPONSE_CACHE_TTL_MS,
  RESPONSE_TYPE_ERROR,
  STORAGE_KEYS,
} from '@/config/http';
import { fetchBanners, fetchWebConfig } from '@/services/api/config';
import { fetchCountryList } from '@/services/api/countries';
import { fetchProfile, fetchWhiteHosts } from '@/services/api/user';
import { browserRequestContext, http, setRequestPage, storedApiHost } from '@/services/http';
import { cacheKey, createHttpClient, type HttpClient } from '@/services/http/client';
import { ApiError, HttpError } from '@/services/http/errors';
import { ResponseCache } from '@/services/http/response-cache';
import { setUserToken } from '@/services/identity';
import { pendingMonitorEvents, setMonitorSink, type MonitorEvent } from '@/services/monitoring';
import { ok } from '@/tests/msw/envelope';
import { WEB_CONFIG } from '@/tests/msw/handlers/config';
import { COUNTRIES } from '@/tests/msw/handlers/countries';
import { PROFILE } from '@/tests/msw/handlers/user';
import { LISTEN_OPTIONS, recordRequests, server } from '@/tests/msw/server';
import { clearBrowserStorage } from '@/tests/support/browser-storage';
import { byUrl } from '@/tests/support/by-url';
import { CONTRACT_ENDPOINTS } from '@/tests/support/contract-endpoints';
import { startSilentServer } from '@/tests/support/node-side';
import {
  collectReactions,
  manualClock,
  resetMonitoring,
  TEST_GUID,
  TEST_TOKEN,
  TEST_USER_AGENT,
  testContext,
} from '@/tests/support/request-context';

beforeAll(() => server.listen(LISTEN_OPTIONS));
afterEach(() => {
  server.resetHandlers();
  server.events.removeAllListeners();
  clearBrowserStorage();
  http.cache.deleteWhere(() => true);
  resetMonitoring();
  vi.restoreAllMocks();
});
afterAll(() => server.close());

/** The settled promise, so a test can assert on a rejection's fields. */
async function failureOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the call to fail, it resolved');
}

function newClient(overrides: Parameters<typeof createHttpClient>[0] = { context: testContext() }): HttpClient {
  return createHttpClient(overrides);
}

describe('HTTP-1 headers', () => {
  it('HTTP-1 the client is one axios instance: a call made on the instance itself runs the same interceptor chain', async () => {
    const requests = recordRequests();
    const client = newClient();
    const reactions = collectReactions(client);
    server.use(
      route.post('*/x-api/login', () => HttpResponse.json({ ret_code: 10006, ret_msg: 'expired', result: {} })),
    );

    const envelope = await client.instance.get('/v2/private/user/profile');
    const refused = await failureOf(client.instance.post('/login', { email: 'a@b.c' }));

    expect(envelope.data).toMatchObject({ ret_code: 0 });
    const [sent] = requests.to('/x-api/v2/private/user/profile');
    expect(sent.headers.get('usertoken')).toBe(TEST_TOKEN);
    expect(sent.headers.get('guid')).toBe(TEST_GUID);
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).code).toBe(10006);
    expect(reactions.map((seen) => seen.url)).toEqual(['/v2/private/user/profile', '/login']);
  });

  it('HTTP-1 a POST sends JSON Content-Type and Accept, Guid, Lang, platform, X-User-Agent and UserToken', async () => {
    const requests = recordRequests();
    const client = newClient({ context: testContext({ lang: () => 'zh-TW', platform: () => 'mobile' }) });

    await byUrl(client).post('/user/private/trade/switch', { env: 1 });

    const [sent] = requests.to('/x-api/user/private/trade/switch');
    expect(sent.method).toBe('POST');
    expect(sent.headers.get('content-type')).toBe('application/json');
    expect(sent.headers.get('accept')).toBe('application/json');
    expect(sent.headers.get('guid')).toBe(TEST_GUID);
    expect(sent.headers.get('lang')).toBe('zh-TW');
    expect(sent.headers.get('platform')).toBe('mobile');
    expect(sent.headers.get('x-user-agent')).toBe(TEST_USER_AGENT);
    expect(sent.headers.get('usertoken')).toBe(TEST_TOKEN);
  });

  it('HTTP-1 a GET sends Accept JSON and the visitor headers too; the JSON Content-Type is the client default', async () => {
    const requests = recordRequests();
    const client = newClient();

    await byUrl(client).get('/v2/private/user/profile');

    const [sent] = requests.to('/x-api/v2/private/user/profile');
    expect(sent.headers.get('accept')).toBe('application/json');
    expect(sent.headers.get('guid')).toBe(TEST_GUID);
    expect(sent.headers.get('lang')).toBe('en');
    expect(sent.headers.get('platform')).toBe('pc');
    expect(sent.headers.get('x-user-agent')).toBe(TEST_USER_AGENT);
    expect(sent.headers.get('usertoken')).toBe(TEST_TOKEN);
    // a request without a body says nothing about its type; the default is still JSON
    expect(sent.headers.get('content-type')).toBeNull();
    expect(client.defaults.headers['Content-Type']).toBe('application/json');
    expect(client.defaults.headers.Accept).toBe('application/json');
  });

  it("HTTP-1 platform header defaults to 'pc' when the page has not told the platform yet", async () => {
    const requests = recordRequests();
    // the type says 'mobile' | 'pc', but before setRequestPage runs a page may hand over an empty string
    const client = newClient({ context: testContext({ platform: () => '' as 'pc' }) });

    await byUrl(client).post('/v3/config/web', { project: 'web' });

    expect(requests.to('/x-api/v3/config/web')[0].headers.get('platform')).toBe('pc');
  });

  it('HTTP-1 requests are sent with credentials', async () => {
    const requests = recordRequests();

    await byUrl(newClient()).get('/v2/private/user/profile');

    expect(requests.seen.map((sent) => sent.credentials)).toEqual(['include']);
    expect(newClient().defaults.credentials).toBe('include');
    expect(http.defaults.credentials).toBe('include');
  });

  it('HTTP-1 the browser client sends the language and platform the page set', async () => {
    const requests = recordRequests();
    setRequestPage('zh-TW', 'mobile');
    try {
      await byUrl(http).post('/v3/config/web', { project: 'web' });
    } finally {
      setRequestPage('en', 'pc');
    }

    const [sent] = requests.seen;
    expect(sent.headers.get('lang')).toBe('zh-TW');
    expect(sent.headers.get('platform')).toBe('mobile');
    expect(sent.headers.get('x-user-agent')).toBe(window.navigator.userAgent);
  });

  it('HTTP-1 SEC-2 the browser client reads Guid and UserToken from the cookies and sends them', async () => {
    const requests = recordRequests();
    setUserToken('cookie-token-1');

    const profile = await fetchProfile();

    expect(profile).toEqual(PROFILE);
    const [sent] = requests.to('/x-api/v2/private/user/profile');
    expect(sent.headers.get('usertoken')).toBe('cookie-token-1');
    expect(sent.headers.get('guid')).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('HTTP-2 where requests go', () => {
  it('HTTP-2 paths are prefixed with /x-api on the page origin', async () => {
    const requests = recordRequests();

    await byUrl(newClient()).post('/v3/config/web', { project: 'web' });

    expect(requests.seen).toHaveLength(1);
    expect(requests.seen[0].url.origin).toBe(window.location.origin);
    expect(requests.seen[0].url.pathname).toBe('/x-api/v3/config/web');
  });

  it('HTTP-2 the configured base path goes in front of /x-api', async () => {
    const requests = recordRequests();

    await byUrl(newClient({ context: testContext(), basePath: '/exchange' })).post('/v3/config/web', {
      project: 'web',
    });

    expect(requests.seen.map((r) => r.url.pathname)).toEqual(['/exchange/x-api/v3/config/web']);
  });

  it('HTTP-2 a stored host override replaces the api origin', async () => {
    server.use(route.post('https://api.testnet.example/x-api/v3/config/web', () => ok({ data: [], from: 'testnet' })));
    const requests = recordRequests();
    const client = newClient({ context: testContext({ apiHostOverride: () => 'https://api.testnet.example' }) });

    const res = await byUrl(client).post<{ from: string }>('/v3/config/web', { project: 'web' });

    expect(res.result.from).toBe('testnet');
    expect(requests.seen.map((r) => r.url.href)).toEqual(['https://api.testnet.example/x-api/v3/config/web']);
  });

  it('HTTP-2 the browser context honours a stored http(s) origin and ignores anything else', () => {
    window.localStorage.setItem(STORAGE_KEYS.apiHost, 'https://api.testnet.example/some/path?x=1');
    expect(browserRequestContext.apiHostOverride()).toBe('https://api.testnet.example');
    window.localStorage.setItem(STORAGE_KEYS.apiHost, 'javascript:alert(1)');
    expect(browserRequestContext.apiHostOverride()).toBeNull();
    window.localStorage.removeItem(STORAGE_KEYS.apiHost);
    expect(browserRequestContext.apiHostOverride()).toBeNull();
  });

  it.each([
    ['https://api.testnet.example', 'https://api.testnet.example'],
    ['http://localhost:8080/', 'http://localhost:8080'],
    ['https://api.testnet.example/x-api?debug=1', 'https://api.testnet.example'],
    ['javascript:alert(document.cookie)', null],
    ['data:text/html,<script>alert(1)</script>', null],
    ['ftp://files.example', null],
    ['file:///etc/passwd', null],
    ['api.testnet.example', null],
    ['not a url at all', null],
    ['', null],
  ])('HTTP-2 storedApiHost(%j) is %j', (stored, expected) => {
    window.localStorage.setItem(STORAGE_KEYS.apiHost, stored);
    expect(storedApiHost(window.localStorage)).toBe(expected);
  });

  it('HTTP-2 storedApiHost without storage (server side) is null', () => {
    expect(storedApiHost(null)).toBeNull();
  });
});

describe('HTTP-3 GET with a body', () => {
  it('HTTP-3 the body of a GET becomes its query string and no body is sent', async () => {
    let sentBody: string | null = null;
    let sentMethod = '';
    server.use(
      route.get('*/x-api/user/public/captcha-info', async ({ request }) => {
        sentMethod = request.method;
        sentBody = await request.text();
        return ok({});
      }),
    );
    const requests = recordRequests();

    // a contract call never gives a GET a body; the interceptor chain itself still folds one into the query
    await newClient().instance.get('/user/public/captcha-info', {
      params: { type: 'CAPTCHA_TYPE_BEHAVIOR_GEETEST' },
      data: { login_name: 'hashed-guid', scene: 31004 },
    });

    expect(sentMethod).toBe('GET');
    expect(sentBody).toBe('');
    const query = Object.fromEntries(requests.seen[0].url.searchParams);
    expect(query).toEqual({ type: 'CAPTCHA_TYPE_BEHAVIOR_GEETEST', login_name: 'hashed-guid', scene: '31004' });
  });

  it('HTTP-3 a POST keeps its JSON body', async () => {
    let sentBody: unknown = null;
    server.use(
      route.post('*/x-api/v3/config/banner', async ({ request }) => {
        sentBody = await request.json();
        return ok({ data: [] });
      }),
    );

    await byUrl(newClient()).post('/v3/config/banner', { project: 'web', keys: ['a'] });

    expect(sentBody).toEqual({ project: 'web', keys: ['a'] });
  });
});

describe('HTTP-4 methods, params, timeout', () => {
  it.each(['get', 'post', 'put', 'patch', 'delete'] as const)(
    'HTTP-4 %s sends its method, query params and (when it has one) its body',
    async (method) => {
      let seen: { method: string; query: Record<string, string>; body: string } | null = null;
      server.use(
        route.all('*/x-api/v3/private/test/echo', async ({ request }) => {
          seen = {
            method: request.method,
            query: Object.fromEntries(new URL(request.url).searchParams),
            body: await request.text(),
          };
          return ok({ method: request.method });
        }),
      );
      const client = byUrl(newClient());
      const options = { params: { page: 2, tag: 'x y' } };
      const body = { name: 'n' };

      const res =
        method === 'get' || method === 'delete'
          ? await client[method]<{ method: string }>('/v3/private/test/echo', options)
          : await client[method]<{ method: string }>('/v3/private/test/echo', body, options);

      expect(res.result.method).toBe(method.toUpperCase());
      expect(seen).toEqual({
        method: method.toUpperCase(),
        query: { page: '2', tag: 'x y' },
        body: method === 'get' || method === 'delete' ? '' : JSON.stringify(body),
      });
    },
  );

  it('HTTP-4 a query passed as received keeps its repeated keys and order', async () => {
    const requests = recordRequests();
    server.use(route.get('*/x-api/v3/private/test/echo', () => ok({})));
    const query = new URLSearchParams('scope=a&client_id=c&scope=b');

    await newClient().call(
      { method: 'GET', path: '/v3/private/test/echo', kind: 'other', token: true },
      { scope: 'b', client_id: 'c' },
      { query },
    );

    expect(requests.seen[0].url.search).toBe('?scope=a&client_id=c&scope=b');
  });

  it('HTTP-4 the default timeout is 30000 ms, per call too', async () => {
    vi.useFakeTimers();
    try {
      // an upstream that only ends when the client gives up on it
      server.use(route.get('*/x-api/v2/public/country-list', () => delay('infinite')));
      const client = newClient();
      const settled: string[] = [];
      const track = (label: string, call: Promise<unknown>) =>
        call.catch((error: unknown) => settled.push(`${label}: ${(error as ApiError).message}`));

      const byDefault = track('default', byUrl(client).get('/v2/public/country-list'));
      const perCall = track('per call', byUrl(client).get('/v2/public/country-list', { timeout: 1234 }));
      await vi.advanceTimersByTimeAsync(1233);
      expect(settled).toEqual([]);
      await vi.advanceTimersByTimeAsync(1);
      await perCall;
      expect(settled).toEqual(['per call: timeout of 1234ms exceeded']);
      await vi.advanceTimersByTimeAsync(30_000 - 1234 - 1);
      expect(settled).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(1);
      await byDefault;

      expect(settled).toEqual(['per call: timeout of 1234ms exceeded', 'default: timeout of 30000ms exceeded']);
      expect(REQUEST_TIMEOUT_MS).toBe(30_000);
      expect(client.defaults.timeout).toBe(30_000);
    } finally {
      vi.useRealTimers();
    }
  });

  it("HTTP-4 HTTP-8 a slow upstream (real socket) rejects with 'timeout of {n}ms exceeded' as a -200 ApiError", async () => {
    // the slow answer comes from a real socket that never answers, not from a mocked delay
    const silent = await startSilentServer();
    server.use(route.all(`${silent.origin}/*`, () => passthrough()));
    const client = newClient({ context: testContext({ apiHostOverride: () => silent.origin }) });
    const reactions = collectReactions(client);
    try {
      const error = await failureOf(byUrl(client).get('/v2/private/user/profile', { timeout: 150 }));

      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).message).toBe('timeout of 150ms exceeded');
      expect((error as ApiError).code).toBe(NETWORK_ERROR_CODE);
      // no toast: the page's one notice tells the api is not answering (stores/api-status)
      expect(reactions).toEqual([
        {
          url: '/v2/private/user/profile',
          code: -200,
          reaction: {
            kind: 'unreachable',
            message: { code: -200, translationKey: 'codes.timeout', fallback: 'timeout of 150ms exceeded' },
          },
        },
      ]);
      expect((error as ApiError).reaction).toEqual(reactions[0].reaction);
    } finally {
      silent.server.closeAllConnections();
      silent.server.close();
    }
  });

  it("HTTP-4 a delayed MSW answer rejects with exactly 'timeout of {n}ms exceeded'", async () => {
    server.use(
      route.get('*/x-api/v2/public/country-list', async () => {
        await delay(1_000);
        return ok({ list: [] });
      }),
    );
    const requests = recordRequests();
    const client = newClient();

    const error = await failureOf(byUrl(client).get('/v2/public/country-list', { timeout: 60 }));

    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('timeout of 60ms exceeded');
    expect((error as ApiError).code).toBe(NETWORK_ERROR_CODE);
    expect(requests.seen.map((sent) => sent.url.href)).toEqual([
      `${window.location.origin}/x-api/v2/public/country-list`,
    ]);
  });

  it('HTTP-4 a call the caller aborts rejects as a cancellation: no ApiError, nothing told to the UI', async () => {
    server.use(
      route.get('*/x-api/v2/public/country-list', async () => {
        await delay(1_000);
        return ok({ list: [] });
      }),
    );
    const client = newClient();
    const reactions = collectReactions(client);
    const controller = new AbortController();

    const pending = failureOf(byUrl(client).get('/v2/public/country-list', { signal: controller.signal }));
    setTimeout(() => controller.abort(), 20);
    const error = await pending;

    expect(error).not.toBeInstanceOf(ApiError);
    expect((error as DOMException).name).toBe('AbortError');
    expect(error).toBe(controller.signal.reason);
    expect(reactions).toEqual([]);

    const before = new AbortController();
    before.abort();
    const early = await failureOf(byUrl(client).get('/v2/public/country-list', { signal: before.signal }));
    expect((early as DOMException).name).toBe('AbortError');
    expect(reactions).toEqual([]);
  });

  it('HTTP-4 params are serialised as before: nulls left out, arrays as key[], spaces as +, : $ , kept', async () => {
    const requests = recordRequests();

    await byUrl(newClient()).get('/v2/public/country-list', {
      params: { ids: [1, 2], skip: undefined, none: null, q: 'a b:c$d,e&f', flag: true },
    });

    expect(requests.seen[0].url.search).toBe('?ids%5B%5D=1&ids%5B%5D=2&q=a+b:c$d,e%26f&flag=true');
    expect(requests.seen[0].url.searchParams.getAll('ids[]')).toEqual(['1', '2']);
  });

  it('HTTP-4 params write a date as ISO text and an object as key[sub], leaving out empty members', async () => {
    const requests = recordRequests();

    await byUrl(newClient()).get('/v2/public/country-list', {
      params: { at: new Date(Date.UTC(2024, 0, 2, 3, 4, 5)), filter: { side: 'buy', gone: null }, n: 0 },
    });

    expect(requests.seen[0].url.search).toBe('?at=2024-01-02T03:04:05.000Z&filter%5Bside%5D=buy&n=0');
  });

  it('HTTP-4 params are added to a path that already has a query', async () => {
    const requests = recordRequests();

    await byUrl(newClient()).get('/v2/public/country-list?lang=en', { params: { page: 2 } });

    expect(requests.seen[0].url.search).toBe('?lang=en&page=2');
  });
});

describe('HTTP-5 response cache', () => {
  it('HTTP-5 a second identical cached call is served without a round trip', async () => {
    const requests = recordRequests();
    const client = newClient();

    const first = await byUrl(client).get('/v2/public/country-list', { params: { is_disable: 1 }, cache: true });
    const second = await byUrl(client).get('/v2/public/country-list', { params: { is_disable: 1 }, cache: true });

    expect(requests.to('/x-api/v2/public/country-list')).toHaveLength(1);
    expect(second).toEqual(first);
    expect(second.result).toEqual({ list: COUNTRIES });
  });

  it('HTTP-5 calls without the cache option always go to the network', async () => {
    const requests = recordRequests();
    const client = newClient();

    await byUrl(client).get('/v2/public/country-list');
    await byUrl(client).get('/v2/public/country-list');

    expect(requests.to('/x-api/v2/public/country-list')).toHaveLength(2);
  });

  it('HTTP-5 different params (or bodies) are different entries', async () => {
    const requests = recordRequests();
    const client = newClient();

    await byUrl(client).get('/v2/public/country-list', { cache: true });
    await byUrl(client).get('/v2/public/country-list', { params: { is_disable: 1 }, cache: true });
    await byUrl(client).post('/v3/config/web', { project: 'web', keys: ['a'] }, { cache: true });
    await byUrl(client).post('/v3/config/web', { project: 'web', keys: ['b'] }, { cache: true });
    await byUrl(client).post('/v3/config/web', { keys: ['b'], project: 'web' }, { cache: true });

    expect(requests.to('/x-api/v2/public/country-list')).toHaveLength(2);
    // key order does not matter: the last body is the same as the one before
    expect(requests.to('/x-api/v3/config/web')).toHaveLength(2);
  });

  it('HTTP-5 an entry lives 60000 ms by default, then the next call goes to the network', async () => {
    const clock = manualClock();
    const requests = recordRequests();
    const client = newClient({ context: testContext(), now: clock.now });

    await byUrl(client).get('/v2/public/country-list', { cache: true });
    clock.advance(RESPONSE_CACHE_TTL_MS - 1);
    await byUrl(client).get('/v2/public/country-list', { cache: true });
    expect(requests.seen).toHaveLength(1);

    clock.advance(1);
    await byUrl(client).get('/v2/public/country-list', { cache: true });
    expect(RESPONSE_CACHE_TTL_MS).toBe(60_000);
    expect(requests.seen).toHaveLength(2);
  });

  it('HTTP-5 a call may ask for its own lifetime', async () => {
    const clock = manualClock();
    const requests = recordRequests();
    const client = newClient({ context: testContext(), now: clock.now });

    await byUrl(client).get('/v2/private/user/profile', { cache: { ttlMs: 10_000 } });
    clock.advance(9_999);
    await byUrl(client).get('/v2/private/user/profile', { cache: { ttlMs: 10_000 } });
    clock.advance(1);
    await byUrl(client).get('/v2/private/user/profile', { cache: { ttlMs: 10_000 } });

    expect(requests.seen).toHaveLength(2);
  });

  it('HTTP-5 only success answers are kept', async () => {
    server.use(route.get('*/x-api/v2/public/country-list', () => HttpResponse.json({ ret_code: 33003, ret_msg: '' })));
    const requests = recordRequests();
    const client = newClient();

    await byUrl(client).get('/v2/public/country-list', { cache: true });
    await byUrl(client).get('/v2/public/country-list', { cache: true });

    expect(requests.seen).toHaveLength(2);
    expect(client.cache.size).toBe(0);
  });

  it('HTTP-5 at most 20 entries are kept, the oldest evicted first', async () => {
    const requests = recordRequests();
    const client = newClient();
    const page = (n: number) => byUrl(client).get('/v2/public/country-list', { params: { page: n }, cache: true });

    for (let n = 1; n <= RESPONSE_CACHE_MAX_ENTRIES + 1; n += 1) await page(n);
    expect(client.cache.size).toBe(20);
    expect(requests.seen).toHaveLength(21);

    await page(21); // newest: still kept
    await page(2); // second oldest: still kept
    expect(requests.seen).toHaveLength(21);

    await page(1); // oldest: evicted by the 21st
    expect(requests.seen).toHaveLength(22);
    expect(RESPONSE_CACHE_MAX_ENTRIES).toBe(20);
  });

  it('HTTP-5 kept answers are copied to localStorage and a new client (next page load) serves them', async () => {
    const requests = recordRequests();

    const first = await byUrl(newClient()).post('/v3/config/web', { project: 'web' }, { cache: true });
    const saved = window.localStorage.getItem(STORAGE_KEYS.responseCache);
    expect(saved).toContain('/v3/config/web');

    const reloaded = newClient();
    expect(reloaded.cache.size).toBe(1);
    const second = await byUrl(reloaded).post('/v3/config/web', { project: 'web' }, { cache: true });

    expect(second).toEqual(first);
    expect(requests.seen).toHaveLength(1);
  });

  it('HTTP-5 a restored cache drops expired and broken saved entries', () => {
    const clock = manualClock();
    window.localStorage.setItem(
      STORAGE_KEYS.responseCache,
      JSON.stringify([
        ['fresh', { value: 1, expiresAt: clock.now() + 1 }],
        ['stale', { value: 2, expiresAt: clock.now() }],
        ['broken', null],
      ]),
    );
    const restored = new ResponseCache(clock.now);
    expect(restored.size).toBe(1);
    expect(restored.get('fresh')).toBe(1);
    expect(restored.get('stale')).toBeUndefined();

    window.localStorage.setItem(STORAGE_KEYS.responseCache, '{not json');
    expect(new ResponseCache(clock.now).size).toBe(0);
  });

  it('HTTP-5 the saved answers are read back on first use, not when the request layer is made', () => {
    const clock = manualClock();
    window.localStorage.setItem(
      STORAGE_KEYS.responseCache,
      JSON.stringify([['fresh', { value: 1, expiresAt: clock.now() + 1 }]]),
    );
    const reads: string[] = [];
    const storage = () =>
      ({
        ...window.localStorage,
        getItem: (key: string) => (reads.push(key), window.localStorage.getItem(key)),
      }) as Storage;
    const cache = new ResponseCache(clock.now, storage);
    expect(reads).toEqual([]);
    expect(cache.get('fresh')).toBe(1);
    expect(reads).toEqual([STORAGE_KEYS.responseCache]);
    cache.get('fresh');
    expect(reads).toHaveLength(1);
  });

  it('HTTP-5 the persistent copy is skipped when localStorage holds more than 4718592 characters', async () => {
    const key = 'filler';
    window.localStorage.setItem(key, 'x'.repeat(PERSISTENT_CACHE_MAX_STORAGE_CHARS - key.length + 1));
    const client = newClient();
    const requests = recordRequests();

    await byUrl(client).post('/v3/config/web', { project: 'web' }, { cache: true });
    await byUrl(client).post('/v3/config/web', { project: 'web' }, { cache: true });

    expect(PERSISTENT_CACHE_MAX_STORAGE_CHARS).toBe(4_718_592);
    expect(window.localStorage.getItem(STORAGE_KEYS.responseCache)).toBeNull();
    // the memory copy still serves
    expect(requests.seen).toHaveLength(1);
  });

  it('HTTP-5 at exactly 4718592 characters the persistent copy is still written', async () => {
    const key = 'filler';
    window.localStorage.setItem(key, 'x'.repeat(PERSISTENT_CACHE_MAX_STORAGE_CHARS - key.length));

    await byUrl(newClient()).post('/v3/config/web', { project: 'web' }, { cache: true });

    expect(window.localStorage.getItem(STORAGE_KEYS.responseCache)).toContain('/v3/config/web');
  });

  it('HTTP-5 cache keys ignore query string spelling, and tell methods apart', () => {
    expect(cacheKey('get', '/v2/public/country-list', { b: 1, a: 2 })).toBe(
      cacheKey('GET', '/v2/public/country-list', { a: 2, b: 1 }),
    );
    expect(cacheKey('get', '/v2/public/country-list')).not.toBe(cacheKey('post', '/v2/public/country-list'));
  });
});

describe('HTTP-6 SEC-2 no token on public endpoints', () => {
  /** An endpoint's facts as a fetcher keeps them (services/api), with the token rule under test. */
  const facts = (method: 'GET' | 'POST', path: string, token: boolean) =>
    ({ method, path, kind: 'other', token }) as const;

  /** HTTP-6: permission, captcha-info, white-hosts, qrcode generate, country-list, config. */
  const publicCalls = [
    'GET /register/permission_v2',
    'GET /v3/public/user/captcha-info',
    'GET /user/public/captcha-info',
    'GET /user/public/get-white-hosts',
    'GET /v3/public/qrcode/generate',
    'GET /v2/public/country-list',
    'POST /v3/config/web',
    'POST /v3/config/banner',
  ];

  it('HTTP-6 SEC-2 the endpoints HTTP-6 names are declared public in the contract', () => {
    const declared = new Map(CONTRACT_ENDPOINTS.map((e) => [`${e.method} ${e.path}`, e.token]));
    expect(publicCalls.map((call) => [call, declared.get(call)])).toEqual(publicCalls.map((call) => [call, false]));
  });

  it('HTTP-1 HTTP-6 every other endpoint the pages call carries the token', () => {
    const withoutToken = CONTRACT_ENDPOINTS.filter((e) => !e.token)
      .map((e) => `${e.method} ${e.path}`)
      .sort();
    expect(withoutToken).toEqual(
      [
        ...publicCalls,
        // the monitor beacon (sendBeacon sets no headers) and the api's health probe, which no page calls
        'POST /monitor/v1/events',
        'GET /health',
      ].sort(),
    );
  });

  it.each([
    ['GET', '/v2/public/country-list'],
    ['POST', '/v3/config/web'],
  ] as const)('HTTP-6 SEC-2 a public %s %s carries no UserToken but the other headers', async (method, path) => {
    const requests = recordRequests();

    await newClient().call(facts(method, path, false), method === 'GET' ? {} : { project: 'web' });

    const [sent] = requests.to(`/x-api${path}`);
    expect(sent.headers.has('usertoken')).toBe(false);
    expect(sent.headers.get('guid')).toBe(TEST_GUID);
  });

  it('HTTP-6 SEC-2 a caller cannot force the token onto a public endpoint through per-call headers', async () => {
    const requests = recordRequests();

    await newClient().call(facts('GET', '/v2/public/country-list', false), {}, { headers: { UserToken: 'smuggled' } });

    expect(requests.seen[0].headers.has('usertoken')).toBe(false);
  });

  it('HTTP-6 SEC-2 private endpoints get the token in the UserToken header', async () => {
    const requests = recordRequests();
    const client = newClient();

    await client.call(facts('GET', '/v2/private/user/profile', true), {});
    await client.call(facts('GET', '/user/private/member/info', true), {});

    expect(requests.seen.map((r) => r.headers.get('usertoken'))).toEqual([TEST_TOKEN, TEST_TOKEN]);
  });

  it('HTTP-6 SEC-2 the app api calls for config, banners, countries and white hosts send no token; profile does', async () => {
    setUserToken('cookie-token-2');
    const requests = recordRequests();

    expect(await fetchWebConfig()).toEqual(Object.fromEntries(WEB_CONFIG.map((e) => [e.name, e.value])));
    await fetchBanners(['register_bonus'], 'en');
    await fetchCountryList();
    await fetchWhiteHosts();
    await fetchProfile();

    const tokenByPath = requests.seen.map((r) => [r.url.pathname, r.headers.get('usertoken')]);
    expect(tokenByPath).toEqual([
      ['/x-api/v3/config/web', null],
      ['/x-api/v3/config/banner', null],
      ['/x-api/v2/public/country-list', null],
      ['/x-api/user/public/get-white-hosts', null],
      ['/x-api/v2/private/user/profile', 'cookie-token-2'],
    ]);
  });

  it('HTTP-6 without a token no UserToken header is sent anywhere', async () => {
    const requests = recordRequests();

    await byUrl(newClient({ context: testContext({ token: () => null }) })).get('/v2/private/user/profile');

    expect(requests.seen[0].headers.has('usertoken')).toBe(false);
  });
});

describe('HTTP-7 slow requests', () => {
  function clockAdvancingInHandler(ms: number) {
    const clock = manualClock();
    server.use(
      route.post('*/x-api/v3/config/web', () => {
        clock.advance(ms);
        return ok({ data: [] });
      }),
    );
    return clock;
  }

  it('HTTP-7 a request answered after more than 5000 ms is reported to monitoring', async () => {
    const clock = clockAdvancingInHandler(6_000);
    const sink = vi.fn<(event: MonitorEvent) => void>();
    setMonitorSink(sink);

    await byUrl(newClient({ context: testContext(), now: clock.now })).post('/v3/config/web', { project: 'web' });

    expect(sink).toHaveBeenCalledTimes(1);
    expect(sink).toHaveBeenCalledWith({
      name: 'slow_request',
      data: { url: '/v3/config/web', method: 'post', ms: 6_000 },
    });
  });

  it('HTTP-7 a slow report waits in the queue until monitoring is installed', async () => {
    const clock = clockAdvancingInHandler(5_001);

    await byUrl(newClient({ context: testContext(), now: clock.now })).post('/v3/config/web', { project: 'web' });

    expect(pendingMonitorEvents()).toEqual([
      { name: 'slow_request', data: { url: '/v3/config/web', method: 'post', ms: 5_001 } },
    ]);
  });

  it('HTTP-7 a slow failure is reported as well', async () => {
    const clock = manualClock();
    server.use(
      route.post('*/x-api/v3/config/web', () => {
        clock.advance(7_000);
        return HttpResponse.json({ ret_code: 10000 }, { status: 500 });
      }),
    );
    const sink = vi.fn<(event: MonitorEvent) => void>();
    setMonitorSink(sink);

    await failureOf(byUrl(newClient({ context: testContext(), now: clock.now })).post('/v3/config/web', {}));

    expect(sink).toHaveBeenCalledWith({
      name: 'slow_request',
      data: { url: '/v3/config/web', method: 'post', ms: 7_000 },
    });
  });

  it('HTTP-7 a request answered within 5000 ms is not reported', async () => {
    const clock = clockAdvancingInHandler(5_000);
    const sink = vi.fn<(event: MonitorEvent) => void>();
    setMonitorSink(sink);

    await byUrl(newClient({ context: testContext(), now: clock.now })).post('/v3/config/web', { project: 'web' });

    expect(sink).not.toHaveBeenCalled();
    expect(pendingMonitorEvents()).toEqual([]);
  });
});

describe('HTTP-8 unsupported answers and network failures', () => {
  it('HTTP-8 a network failure becomes an ApiError with code -200 and an unreachable reaction, no toast', async () => {
    server.use(route.get('*/x-api/v2/private/user/profile', () => HttpResponse.error()));
    const client = newClient();
    const reactions = collectReactions(client);

    const error = await failureOf(byUrl(client).get('/v2/private/user/profile'));

    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe(-200);
    expect((error as ApiError).message).toBe('Network Error');
    expect(reactions).toEqual([
      {
        url: '/v2/private/user/profile',
        code: -200,
        reaction: {
          kind: 'unreachable',
          message: { code: -200, translationKey: 'codes.-200', fallback: 'Network Error' },
        },
      },
    ]);
    expect((error as ApiError).reaction).toEqual(reactions[0].reaction);
  });

  it('HTTP-8 a network failure on a form endpoint, or from a dialog, is unreachable too: never a toast', async () => {
    server.use(route.post('*/x-api/login', () => HttpResponse.error()));
    const client = newClient();
    const reactions = collectReactions(client);

    await failureOf(byUrl(client).post('/login', {}));
    await failureOf(byUrl(client).post('/login', {}, { inDialog: true }));

    expect(reactions.map((r) => r.reaction.kind)).toEqual(['unreachable', 'unreachable']);
  });

  it('HTTP-8 a refused connection (real socket, nothing listening) becomes code -200', async () => {
    const refusedOrigin = 'http://127.0.0.1:9';
    server.use(route.all(`${refusedOrigin}/*`, () => passthrough()));
    const client = newClient({ context: testContext({ apiHostOverride: () => refusedOrigin }) });

    const reactions = collectReactions(client);

    const error = await failureOf(byUrl(client).get('/v2/private/user/profile'));

    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe(NETWORK_ERROR_CODE);
    expect(reactions.map((r) => r.reaction)).toEqual([
      { kind: 'unreachable', message: expect.objectContaining({ code: -200, translationKey: 'codes.-200' }) },
    ]);
  });

  it("HTTP-8 asking for a blob rejects with 'responseType not support' before any request", async () => {
    const requests = recordRequests();

    const error = await failureOf(byUrl(newClient()).get('/v2/private/user/profile', { responseType: 'blob' }));

    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toBe(RESPONSE_TYPE_ERROR);
    expect(RESPONSE_TYPE_ERROR).toBe('responseType not support');
    expect(requests.seen).toHaveLength(0);
  });

  it.each([
    ['an HTML page', () => HttpResponse.html('<!doctype html><html><body>Maintenance</body></html>')],
    [
      'malformed JSON',
      () => HttpResponse.text('{"ret_code":0,"result":', { headers: { 'Content-Type': 'application/json' } }),
    ],
    ['JSON without a ret_code', () => HttpResponse.json({ data: [1, 2] })],
    ['an empty body', () => new HttpResponse(null, { status: 200 })],
  ])("HTTP-8 a 200 with %s rejects with ApiError -200 'responseType not support'", async (_label, resolver) => {
    server.use(route.get('*/x-api/v2/private/user/profile', resolver));
    const client = newClient();
    const reactions = collectReactions(client);

    const error = await failureOf(byUrl(client).get('/v2/private/user/profile'));

    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe(-200);
    expect((error as ApiError).message).toBe('responseType not support');
    expect(reactions.map((r) => r.reaction)).toEqual([
      {
        kind: 'unreachable',
        message: { code: -200, translationKey: 'codes.badResponse', fallback: 'responseType not support' },
      },
    ]);
    expect((error as ApiError).reaction).toEqual(reactions[0].reaction);
  });
});

describe('HTTP-8 answers read by their text', () => {
  it('HTTP-8 an envelope is read whatever the Content-Type says (JSON sent as text/plain)', async () => {
    server.use(
      route.get('*/x-api/v2/private/user/profile', () =>
        HttpResponse.text('{"ret_code":0,"ret_msg":"","result":{"uid":7}}'),
      ),
    );

    const res = await byUrl(newClient()).get<{ uid: number }>('/v2/private/user/profile');

    expect(res).toEqual({ ret_code: 0, ret_msg: '', result: { uid: 7 } });
  });
});

describe('HTTP-9 non-2xx answers', () => {
  const body500 = { ret_code: 10000, ret_msg: 'Internal error', result: {} };

  it.each([400, 404, 500, 503])(
    'HTTP-9 status %i goes to the per-call onHttpError with status and body, and no toast',
    async (status) => {
      server.use(route.get('*/x-api/v2/private/user/profile', () => HttpResponse.json(body500, { status })));
      const client = newClient();
      const reactions = collectReactions(client);
      const onHttpError = vi.fn<(error: HttpError) => void>();

      const error = await failureOf(byUrl(client).get('/v2/private/user/profile', { onHttpError }));

      expect(error).toBeInstanceOf(HttpError);
      expect(onHttpError).toHaveBeenCalledTimes(1);
      expect(onHttpError).toHaveBeenCalledWith(error);
      expect((error as HttpError).status).toBe(status);
      expect((error as HttpError).body).toEqual(body500);
      expect((error as HttpError).url).toBe('/v2/private/user/profile');
      // a 4xx carrying an envelope is its code; a 5xx is the service failing
      expect((error as HttpError).code).toBe(status < 500 ? 10000 : status);
      expect((error as HttpError).reaction.kind).toBe(status < 500 ? 'toast' : 'unreachable');
      expect(reactions).toEqual([]);
    },
  );

  it("HTTP-9 without a handler a 500 rejects with HttpError and an unreachable 'serviceUnavailable' reaction, no toast", async () => {
    server.use(route.get('*/x-api/v2/private/user/profile', () => HttpResponse.json(body500, { status: 500 })));
    const client = newClient();
    const reactions = collectReactions(client);

    const error = await failureOf(byUrl(client).get('/v2/private/user/profile'));

    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(500);
    expect((error as HttpError).body).toEqual(body500);
    expect(reactions).toEqual([
      {
        url: '/v2/private/user/profile',
        code: 500,
        reaction: {
          kind: 'unreachable',
          message: { code: 500, translationKey: 'serviceUnavailable', fallback: 'Internal error' },
        },
      },
    ]);
    expect((error as HttpError).reaction).toEqual(reactions[0].reaction);
    expect((error as HttpError).code).toBe(500);
  });

  it('HTTP-9 an HTML 502 page from a proxy becomes an HttpError carrying the HTML', async () => {
    const page = '<html><head><title>502 Bad Gateway</title></head><body><h1>502 Bad Gateway</h1></body></html>';
    server.use(route.post('*/x-api/login', () => HttpResponse.html(page, { status: 502 })));
    const client = newClient();
    const reactions = collectReactions(client);

    const error = await failureOf(byUrl(client).post('/login', { username: 'a' }));

    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(502);
    expect((error as HttpError).body).toBe(page);
    expect((error as HttpError).code).toBe(502);
    expect(reactions).toEqual([
      {
        url: '/login',
        code: 502,
        reaction: {
          kind: 'unreachable',
          message: { code: 502, translationKey: 'serviceUnavailable', fallback: 'Request failed with status code 502' },
        },
      },
    ]);
  });

  it.each([
    ['a 404 without a body', () => new HttpResponse(null, { status: 404 })],
    ['a 400 with JSON that is no envelope', () => HttpResponse.json({ error: 'bad' }, { status: 400 })],
    ['a 429 HTML page', () => HttpResponse.html('<p>slow down</p>', { status: 429 })],
  ])('HTTP-9 %s is the service failing: unreachable, code = status', async (_label, resolver) => {
    server.use(route.get('*/x-api/user/private/member/info', resolver));
    const client = newClient();
    const reactions = collectReactions(client);

    const error = await failureOf(byUrl(client).get('/user/private/member/info'));

    expect(error).toBeInstanceOf(HttpError);
    const { status, code, reaction } = error as HttpError;
    expect(code).toBe(status);
    expect(reaction).toEqual({
      kind: 'unreachable',
      message: expect.objectContaining({ code: status, translationKey: 'serviceUnavailable' }),
    });
    expect(reactions).toEqual([{ url: '/user/private/member/info', code: status, reaction }]);
  });

  it('HTTP-9 a 5xx carrying an envelope is still the service failing, not its code', async () => {
    server.use(
      route.get('*/x-api/user/private/member/info', () =>
        HttpResponse.json({ ret_code: 31030, ret_msg: 'locked' }, { status: 503 }),
      ),
    );

    const error = (await failureOf(byUrl(newClient()).get('/user/private/member/info'))) as HttpError;

    expect(error.code).toBe(503);
    expect(error.reaction).toEqual({
      kind: 'unreachable',
      message: { code: 503, translationKey: 'serviceUnavailable', fallback: 'locked' },
    });
  });

  it('HTTP-9 ERR-11 a 4xx carrying an envelope is classified by its ret_code, like an answer', async () => {
    server.use(
      route.get('*/x-api/user/private/member/info', () =>
        HttpResponse.json({ ret_code: 31030, ret_msg: '<b>locked</b>', result: { until: 1 } }, { status: 403 }),
      ),
    );
    const client = newClient();
    const reactions = collectReactions(client);

    const error = await failureOf(byUrl(client).get('/user/private/member/info'));

    expect(error).toBeInstanceOf(HttpError);
    const httpError = error as HttpError;
    expect(httpError.status).toBe(403);
    expect(httpError.code).toBe(31030);
    expect(httpError.result).toEqual({ until: 1 });
    expect(httpError.body).toEqual({ ret_code: 31030, ret_msg: '<b>locked</b>', result: { until: 1 } });
    expect(httpError.reaction).toEqual({
      kind: 'page',
      message: { code: 31030, translationKey: 'codes.31030', fallback: 'locked' },
    });
    expect(reactions).toEqual([{ url: '/user/private/member/info', code: 31030, reaction: httpError.reaction }]);
  });

  it('HTTP-9 ERR-2 a 4xx envelope gets the default of its endpoint: a toast elsewhere, the form message on login', async () => {
    const body = { retCode: 10001, retMsg: 'Bad field' };
    server.use(
      route.post('*/x-api/user/private/member/info', () => HttpResponse.json(body, { status: 400 })),
      route.post('*/x-api/login', () => HttpResponse.json(body, { status: 400 })),
    );
    const client = newClient();
    const reactions = collectReactions(client);

    const elsewhere = (await failureOf(
      byUrl(client).post('/user/private/member/info', {}, { inDialog: true }),
    )) as HttpError;
    const onLogin = (await failureOf(
      byUrl(client).post('/login', {}, { endpoint: { kind: 'login', token: false } }),
    )) as HttpError;

    const message = { code: 10001, translationKey: 'codes.10001', fallback: 'Bad field' };
    expect(elsewhere.reaction).toEqual({ kind: 'toast', message, durationMs: 2000 });
    expect(onLogin.reaction).toEqual({ kind: 'page', message });
    expect(reactions.map((r) => r.reaction)).toEqual([elsewhere.reaction, onLogin.reaction]);
  });

  it('HTTP-9 ERR-9 a 4xx envelope is remapped before it is classified', async () => {
    server.use(
      route.post('*/x-api/user/private/unbind-google-2fa/send-code-to-email', () =>
        HttpResponse.json({ ret_code: 20035, ret_msg: 'legacy' }, { status: 400 }),
      ),
    );
    const client = newClient();
    const reactions = collectReactions(client);

    const error = (await failureOf(
      byUrl(client).post(
        '/user/private/unbind-google-2fa/send-code-to-email',
        {},
        { endpoint: { kind: 'unbindGoogle2faSendCode', token: true } },
      ),
    )) as HttpError;

    expect(error.code).toBe(35300);
    expect(error.reaction).toMatchObject({ kind: 'toast', message: { code: 35300, translationKey: 'codes.35300' } });
    expect(reactions.map((r) => r.code)).toEqual([35300]);
  });

  it('HTTP-9 with onHttpError a 4xx envelope is classified the same, and nothing is emitted', async () => {
    server.use(
      route.post('*/x-api/login', () => HttpResponse.json({ ret_code: 41007, ret_msg: 'phone' }, { status: 403 })),
    );
    const client = newClient();
    const reactions = collectReactions(client);
    const onHttpError = vi.fn<(error: HttpError) => void>();

    const error = (await failureOf(byUrl(client).post('/login', {}, { onHttpError }))) as HttpError;

    expect(onHttpError).toHaveBeenCalledWith(error);
    expect(error.code).toBe(41007);
    expect(error.reaction).toEqual({
      kind: 'page',
      message: { code: 41007, translationKey: 'codes.41007', fallback: 'phone' },
    });
    expect(reactions).toEqual([]);
  });

  it('HTTP-9 a 2xx answer never reaches onHttpError', async () => {
    const onHttpError = vi.fn<(error: HttpError) => void>();

    await byUrl(newClient()).get('/v2/private/user/profile', { onHttpError });

    expect(onHttpError).not.toHaveBeenCalled();
  });
});
