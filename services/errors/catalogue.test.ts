import { http as route, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { DIALOG_TOAST_MS, NETWORK_ERROR_CODE, SESSION_TOAST_THROTTLE_MS, TOAST_MS } from '@/config/http';
import type { EndpointKind } from '@/contract/endpoint';
import { fetchProfile } from '@/services/api/user';
import {
  bindResultCode,
  classifyAnswer,
  remapCode,
  type BindFlow,
  type ErrorText,
  type Reaction,
} from '@/services/errors/catalogue';
import { RET_CODES } from '@/services/errors/ret-codes';
import { sanitizeMessage } from '@/services/errors/sanitize';
import { http } from '@/services/http';
import { createHttpClient, type Envelope, type HttpClient, type RequestOptions } from '@/services/http/client';
import { ApiError } from '@/services/http/errors';
import { connectHttpReactions } from '@/stores/http-reactions';
import { createToastStore, type ToastStore } from '@/stores/toast-store';
import { LISTEN_OPTIONS, recordRequests, server } from '@/tests/msw/server';
import { clearBrowserStorage } from '@/tests/support/browser-storage';
import { byUrl } from '@/tests/support/by-url';
import { CONTRACT_ENDPOINTS } from '@/tests/support/contract-endpoints';
import { createTestI18n } from '@/tests/support/render-with-i18n';
import { collectReactions, testContext, type SeenReaction } from '@/tests/support/request-context';

beforeAll(() => server.listen(LISTEN_OPTIONS));
afterEach(() => {
  server.resetHandlers();
  server.events.removeAllListeners();
  clearBrowserStorage();
  http.cache.deleteWhere(() => true);
  http.setReactionSink(null);
  vi.useRealTimers();
});
afterAll(() => server.close());

type Method = 'get' | 'post';

/** The x-api answers `body` on one route (HTTP 200), for as long as the test runs. */
function answer(method: Method, path: string, body: Record<string, unknown>) {
  const resolver = () => HttpResponse.json(body);
  server.use(method === 'get' ? route.get(`*/x-api${path}`, resolver) : route.post(`*/x-api${path}`, resolver));
}

interface Outcome {
  readonly resolved?: Envelope<unknown>;
  readonly rejected?: unknown;
  readonly reactions: readonly SeenReaction[];
  readonly store: ToastStore;
}

/**
 * One call through a real client and MSW, with the app's reaction wiring
 * (toast store) attached: what the promise did, what the sink received and
 * which toasts the visitor would see.
 */
async function call(
  method: Method,
  path: string,
  body: Record<string, unknown>,
  options: { readonly inMiniApp?: boolean; readonly request?: RequestOptions; readonly client?: HttpClient } = {},
): Promise<Outcome> {
  answer(method, path, body);
  const client =
    options.client ?? createHttpClient({ context: testContext({ inMiniApp: () => options.inMiniApp ?? false }) });
  const reactions: SeenReaction[] = [];
  const store = createToastStore();
  client.setReactionSink((reaction, info) => {
    reactions.push({ reaction, ...info });
    store.showReaction(reaction);
  });
  // the endpoint's family and token rule as its contract module declares them
  const declared = CONTRACT_ENDPOINTS.find((e) => e.path === path && e.method.toLowerCase() === method);
  const request = { endpoint: declared, ...options.request };
  try {
    const resolved =
      method === 'get' ? await byUrl(client).get(path, request) : await byUrl(client).post(path, {}, request);
    return { resolved, reactions, store };
  } catch (rejected) {
    return { rejected, reactions, store };
  }
}

function rejectedApiError(outcome: Outcome): ApiError {
  expect(outcome.resolved).toBeUndefined();
  expect(outcome.rejected).toBeInstanceOf(ApiError);
  return outcome.rejected as ApiError;
}

const toasts = (outcome: Outcome) => outcome.store.store.getState().toasts;

/** The catalogue's text for a code: `codes.{code}` unless another key is named, the server text as fallback. */
const text = (code: number, fallback: string, translationKey = `codes.${code}`): ErrorText => ({
  code,
  translationKey,
  fallback,
});

/** The endpoints a form submits to (contract EndpointKind login, register, thirdPartyLogin, authorize). */
const FORM_CALLS = [
  ['post', '/login'],
  ['post', '/user/public/login_compliance'],
  ['post', '/user/public/register/info'],
  ['post', '/user/public/register/send/verify/item'],
  ['post', '/register/email'],
  ['post', '/user/public/login/thirdparty'],
  ['get', '/oauth/v1/private/authorize'],
] as const;

const facts = (
  code: number,
  endpoint: EndpointKind = 'other',
  extra: Partial<Parameters<typeof classifyAnswer>[0]> = {},
) => classifyAnswer({ code, message: 'server text', endpoint, ...extra });

describe('ERR-1 success and failure codes', () => {
  it.each([0, 10007])('ERR-1 ret_code %i resolves with the envelope and shows no toast', async (code) => {
    const outcome = await call('get', '/user/private/member/info', { ret_code: code, ret_msg: 'OK', result: { a: 1 } });

    expect(outcome.rejected).toBeUndefined();
    expect(outcome.resolved).toEqual({ ret_code: code, ret_msg: 'OK', result: { a: 1 } });
    expect(outcome.reactions.map((r) => r.reaction.kind)).toEqual(['success']);
    expect(toasts(outcome)).toEqual([]);
  });

  it.each([1, 10000, 10001, 12345, -1])(
    'ERR-1 ret_code %i rejects with an ApiError carrying the code',
    async (code) => {
      const outcome = await call('get', '/user/private/member/info', {
        ret_code: code,
        ret_msg: 'Nope',
        result: { x: 1 },
      });

      const error = rejectedApiError(outcome);
      expect(error.code).toBe(code);
      expect(error.message).toBe('Nope');
      expect(error.url).toBe('/user/private/member/info');
      expect(error.result).toEqual({ x: 1 });
    },
  );

  it('ERR-1 pure: 0 and 10007 are success, anything else is not', () => {
    expect(facts(0)).toEqual({ kind: 'success', clearCache: false });
    expect(facts(10007).kind).toBe('success');
    expect(facts(10001).kind).toBe('toast');
  });
});

describe('ERR-2 default toast', () => {
  it("ERR-2 an unlisted code shows a 5 s toast keyed 'codes.{code}' with the sanitized server text as fallback", async () => {
    const outcome = await call('post', '/v3/private/misc/cabital/post-register', {
      ret_code: 10001,
      ret_msg: '<b>Invalid</b>\u0000 request',
      result: {},
    });

    const error = rejectedApiError(outcome);
    expect(error.message).toBe('Invalid request');
    expect(error.reaction).toEqual({ kind: 'toast', message: text(10001, 'Invalid request'), durationMs: 5000 });
    expect(outcome.reactions).toEqual([
      { reaction: error.reaction, url: '/v3/private/misc/cabital/post-register', code: 10001 },
    ]);
    expect(toasts(outcome)).toEqual([
      expect.objectContaining({
        code: 10001,
        translationKey: 'codes.10001',
        fallback: 'Invalid request',
        durationMs: 5000,
        placement: 'top',
      }),
    ]);
    expect(TOAST_MS).toBe(5000);
  });

  it('ERR-2 the retCode/retMsg spelling is read the same way', async () => {
    const outcome = await call('get', '/user/private/member/info', { retCode: 10001, retMsg: 'Bad field' });

    const error = rejectedApiError(outcome);
    expect(error.code).toBe(10001);
    expect(error.reaction).toMatchObject({ kind: 'toast', message: { code: 10001, fallback: 'Bad field' } });
  });

  it.each(FORM_CALLS)(
    "ERR-2 on a form endpoint (%s %s) the default is the form's message, never a toast",
    async (method, path) => {
      const outcome = await call(method, path, { ret_code: 10001, ret_msg: '<i>Bad</i> field', result: { f: 1 } });

      const error = rejectedApiError(outcome);
      expect(error.code).toBe(10001);
      expect(error.result).toEqual({ f: 1 });
      expect(error.reaction).toEqual({ kind: 'page', message: text(10001, 'Bad field') });
      expect(outcome.reactions).toEqual([{ reaction: error.reaction, url: path, code: 10001 }]);
      expect(toasts(outcome)).toEqual([]);
    },
  );

  it('ERR-2 pure: form endpoints get a page reaction, with no duration even from a dialog; others a toast', () => {
    for (const endpoint of ['login', 'register', 'thirdPartyLogin', 'authorize'] as const) {
      expect(facts(12345, endpoint)).toEqual({ kind: 'page', message: text(12345, 'server text') });
      expect(facts(12345, endpoint, { inDialog: true })).toEqual({ kind: 'page', message: text(12345, 'server text') });
    }
    for (const endpoint of ['other', 'profile', 'telegramBind', 'qrcode', 'anonymity', 'openInfo'] as const) {
      expect(facts(12345, endpoint)).toEqual({ kind: 'toast', message: text(12345, 'server text'), durationMs: 5000 });
    }
  });

  it('ERR-2 a success in the retCode spelling resolves, normalised to ret_code', async () => {
    const outcome = await call('get', '/user/private/member/info', { retCode: 0, retMsg: 'OK', result: { k: 1 } });

    expect(outcome.resolved).toEqual({ ret_code: 0, ret_msg: 'OK', result: { k: 1 } });
  });

  it('ERR-2 a numeric string code is read as the number', async () => {
    const outcome = await call('get', '/user/private/member/info', { ret_code: '10001', ret_msg: 'x' });

    expect(rejectedApiError(outcome).code).toBe(10001);
  });
});

describe('ERR-3 silent codes clear the cache', () => {
  it.each([10007, 33003, 10009])(
    'ERR-3 %i resolves without a toast and drops the cached answers of that endpoint',
    async (code) => {
      const client = createHttpClient({ context: testContext() });
      const requests = recordRequests();
      await byUrl(client).get('/v2/public/country-list', { params: { is_disable: 1 }, cache: true });
      await byUrl(client).get('/v2/public/country-list', { params: { is_disable: 1 }, cache: true });
      expect(requests.seen).toHaveLength(1);

      const outcome = await call(
        'get',
        '/v2/public/country-list',
        { ret_code: code, ret_msg: 'no change' },
        { client },
      );
      expect(outcome.rejected).toBeUndefined();
      expect(outcome.resolved?.ret_code).toBe(code);
      expect(toasts(outcome)).toEqual([]);
      expect(outcome.reactions.map((r) => r.reaction)).toEqual([
        { kind: code === 10007 ? 'success' : 'silent', clearCache: true },
      ]);

      server.resetHandlers();
      await byUrl(client).get('/v2/public/country-list', { params: { is_disable: 1 }, cache: true });
      expect(requests.seen).toHaveLength(3);
    },
  );

  it.each([10007, 33003, 10009])('ERR-3 %i on the profile endpoint keeps the cached profile', async (code) => {
    const client = createHttpClient({ context: testContext() });
    const requests = recordRequests();
    await byUrl(client).get('/v2/private/user/profile', { cache: { ttlMs: 10_000 } });

    const outcome = await call('get', '/v2/private/user/profile', { ret_code: code, ret_msg: '' }, { client });
    server.resetHandlers();
    await byUrl(client).get('/v2/private/user/profile', { cache: { ttlMs: 10_000 } });

    expect(outcome.resolved?.ret_code).toBe(code);
    expect(toasts(outcome)).toEqual([]);
    expect(requests.seen).toHaveLength(2);
  });

  it('ERR-3 33003 and 10009 are named ignoredResult and ignoredRequest, and pass silently', () => {
    expect(RET_CODES.ignoredResult).toBe(33003);
    expect(RET_CODES.ignoredRequest).toBe(10009);
    expect(facts(33003, 'login')).toEqual({ kind: 'silent', clearCache: true });
    expect(facts(10009, 'register')).toEqual({ kind: 'silent', clearCache: true });
  });

  it('ERR-3 answers kept for another endpoint survive', async () => {
    const client = createHttpClient({ context: testContext() });
    const requests = recordRequests();
    await byUrl(client).post('/v3/config/web', { project: 'web' }, { cache: true });

    await call('get', '/v2/public/country-list', { ret_code: 33003, ret_msg: '' }, { client });
    await byUrl(client).post('/v3/config/web', { project: 'web' }, { cache: true });

    expect(requests.to('/x-api/v3/config/web')).toHaveLength(1);
  });
});

describe('ERR-4 session invalid (10006)', () => {
  it('ERR-4 two 10006 within 10 s show one toast; one 10 s after the first shows again', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2030-01-01T00:00:00Z'));
    answer('get', '/user/private/member/info', { ret_code: 10006, ret_msg: 'session expired' });
    const client = createHttpClient({ context: testContext() });
    const store = createToastStore();
    const disconnect = connectHttpReactions(client, store);
    const fail = async () => {
      await expect(byUrl(client).get('/user/private/member/info')).rejects.toMatchObject({ code: 10006 });
    };

    const visible = () => store.store.getState().toasts;
    await fail();
    expect(visible().map((t) => t.translationKey)).toEqual(['codes.10006']);
    // the viewport closes a toast after 5 s; the throttle must hold on its own after that
    store.dismiss(visible()[0].id);

    vi.setSystemTime(Date.now() + SESSION_TOAST_THROTTLE_MS - 1);
    await fail();
    expect(visible()).toEqual([]);

    vi.setSystemTime(Date.now() + 1);
    await fail();
    expect(visible()).toHaveLength(1);
    expect(visible()[0]).toMatchObject({ code: 10006, durationMs: 5000, fallback: 'session expired' });
    expect(SESSION_TOAST_THROTTLE_MS).toBe(10_000);
    disconnect();
  });

  it('ERR-4 a 10006 clears the kept profile, so the next profile read goes to the network', async () => {
    const store = createToastStore();
    const disconnect = connectHttpReactions(http, store);
    const requests = recordRequests();
    await fetchProfile();
    await fetchProfile();
    expect(requests.to('/x-api/v2/private/user/profile')).toHaveLength(1);

    answer('get', '/user/private/member/info', { ret_code: 10006, ret_msg: '' });
    await expect(byUrl(http).get('/user/private/member/info')).rejects.toBeInstanceOf(ApiError);
    await fetchProfile();

    expect(requests.to('/x-api/v2/private/user/profile')).toHaveLength(2);
    expect(store.store.getState().toasts).toHaveLength(1);
    disconnect();
  });

  it.each([
    ['post', '/login'],
    ['post', '/user/public/login_compliance'],
    ['post', '/user/public/quick_login'],
    ['post', '/user/public/login/thirdparty'],
    ['post', '/user/public/register/info'],
    ['post', '/user/public/register_compliance'],
    ['post', '/register/email'],
    ['post', '/verify/register/mobile'],
    ['get', '/v2/private/user/profile'],
  ] as const)('ERR-4 a 10006 on %s %s is handed to the page: no toast, profile still cleared', async (method, path) => {
    const store = createToastStore();
    const disconnect = connectHttpReactions(http, store);
    const requests = recordRequests();
    await fetchProfile();

    answer(method, path, { ret_code: 10006, ret_msg: 'expired' });
    const endpoint = CONTRACT_ENDPOINTS.find((e) => e.path === path && e.method.toLowerCase() === method);
    const request = method === 'get' ? byUrl(http).get(path, { endpoint }) : byUrl(http).post(path, {}, { endpoint });
    const error = await request.then(
      () => null,
      (e: unknown) => e,
    );
    server.resetHandlers();
    await fetchProfile();

    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).reaction).toEqual({
      kind: 'page-session',
      message: text(10006, 'expired'),
      clearProfile: true,
    });
    expect(store.store.getState().toasts).toEqual([]);
    // the first read, the failing call itself when it is the profile, and the read after it
    const expectedReads = path === '/v2/private/user/profile' ? 3 : 2;
    expect(requests.to('/x-api/v2/private/user/profile')).toHaveLength(expectedReads);
    disconnect();
  });
});

describe('ERR-5 10016 by endpoint kind', () => {
  it.each([
    ['post', '/user/private/bind/telegram', 'codes.10016_telegram'],
    ['get', '/user/private/telegram-bind-status', 'codes.10016_telegram'],
    ['get', '/v3/public/qrcode/generate', 'codes.10016_qrcode'],
    ['get', '/v3/public/qrcode/status', 'codes.10016_qrcode'],
    ['get', '/user/private/member/info', 'codes.10016'],
  ] as const)('ERR-5 10016 on %s %s toasts %s', async (method, path, key) => {
    const outcome = await call(method, path, { ret_code: 10016, ret_msg: 'busy' });

    const error = rejectedApiError(outcome);
    expect(error.reaction).toEqual({ kind: 'toast', message: text(10016, 'busy', key), durationMs: 5000 });
    expect(toasts(outcome)).toEqual([expect.objectContaining({ code: 10016, translationKey: key })]);
  });

  it.each([
    ['post', '/login', 'codes.10016_login'],
    ['post', '/user/public/register/info', 'codes.10016_login'],
    ['post', '/user/public/login/thirdparty', 'codes.10016_login'],
    ['get', '/oauth/v1/private/authorize', 'codes.10016'],
  ] as const)(
    "ERR-5 ERR-2 10016 on the form endpoint %s %s is the form's message %s, no toast",
    async (method, path, key) => {
      const outcome = await call(method, path, { ret_code: 10016, ret_msg: 'busy' });

      const error = rejectedApiError(outcome);
      expect(error.reaction).toEqual({ kind: 'page', message: text(10016, 'busy', key) });
      expect(toasts(outcome)).toEqual([]);
    },
  );

  it('ERR-5 the code is named serviceError', () => {
    expect(RET_CODES.serviceError).toBe(10016);
  });
});

describe('ERR-6 50002, 40029, 30054', () => {
  it('ERR-6 50002 on authorize is handed to the page without a toast', async () => {
    const outcome = await call('get', '/oauth/v1/private/authorize', { ret_code: 50002, ret_msg: 'forbidden' });

    expect(rejectedApiError(outcome).reaction).toEqual({ kind: 'page', message: text(50002, 'forbidden') });
    expect(toasts(outcome)).toEqual([]);
  });

  it('ERR-6 50002 elsewhere shows a 5 s toast', async () => {
    const outcome = await call('get', '/user/private/member/info', { ret_code: 50002, ret_msg: 'forbidden' });

    expect(rejectedApiError(outcome).reaction).toEqual({
      kind: 'toast',
      message: text(50002, 'forbidden'),
      durationMs: 5000,
    });
    expect(toasts(outcome)).toHaveLength(1);
  });

  const en = createTestI18n('en', ['errors']);
  const read = (message: ErrorText) =>
    en.getFixedT(null, 'errors')(message.translationKey, { defaultValue: message.fallback });

  it("ERR-6 40029 shows a toast that reads 'This account has been terminated.' in English", async () => {
    const outcome = await call('get', '/user/private/member/info', { ret_code: 40029, ret_msg: '' });

    const error = rejectedApiError(outcome);
    expect(error.reaction).toEqual({ kind: 'toast', message: text(40029, ''), durationMs: 5000 });
    const [shown] = toasts(outcome);
    expect(read(shown)).toBe('This account has been terminated.');
  });

  it("ERR-6 ERR-2 40029 on login is the form's message, reading 'This account has been terminated.'", async () => {
    const outcome = await call('post', '/login', { ret_code: 40029, ret_msg: '' });

    const error = rejectedApiError(outcome);
    expect(error.reaction).toEqual({ kind: 'page', message: text(40029, '') });
    expect(toasts(outcome)).toEqual([]);
    if (error.reaction.kind !== 'page') throw new Error('expected a page reaction');
    expect(read(error.reaction.message)).toBe('This account has been terminated.');
  });

  it('ERR-6 30054 shows a 5 s toast', async () => {
    const outcome = await call('post', '/user/private/one_people_bind/set', { ret_code: 30054, ret_msg: 'slow down' });

    expect(rejectedApiError(outcome).reaction).toEqual({
      kind: 'toast',
      message: text(30054, 'slow down'),
      durationMs: 5000,
    });
    expect(toasts(outcome)[0].durationMs).toBe(5000);
    expect(RET_CODES.tooFrequent).toBe(30054);
  });

  it("ERR-6 ERR-2 30054 on the sign-up resend is the form's message, no toast", async () => {
    const outcome = await call('post', '/user/public/register/send/verify/item', {
      ret_code: 30054,
      ret_msg: 'slow down',
    });

    expect(rejectedApiError(outcome).reaction).toEqual({ kind: 'page', message: text(30054, 'slow down') });
    expect(toasts(outcome)).toEqual([]);
  });

  it('ERR-6 the codes are named forbidden, accountTerminated and tooFrequent', () => {
    expect(RET_CODES.forbidden).toBe(50002);
    expect(RET_CODES.accountTerminated).toBe(40029);
    expect(RET_CODES.tooFrequent).toBe(30054);
  });
});

describe('ERR-7 40004 in the mini app', () => {
  it('ERR-7 40004 on third-party login inside the mini app is handed to the page', async () => {
    const outcome = await call(
      'post',
      '/user/public/login/thirdparty',
      { ret_code: 40004, ret_msg: '' },
      { inMiniApp: true },
    );

    expect(rejectedApiError(outcome).reaction).toEqual({ kind: 'page', message: text(40004, '') });
    expect(toasts(outcome)).toEqual([]);
  });

  it.each([
    ['/user/public/telegram/login', 31101, 'TG_AUTH_FAIL'],
    ['/fht/growth/miniapp/task/v1/complete_task', 31102, 'TG_AUTH_EXPIRED'],
    ['/user/private/bind/telegram', 31103, 'telegramAlreadyBind'],
  ])(
    'TG-6 TG-7 a refusal of %s naming its dialog is handed to the page without a toast',
    async (path, code, dialog) => {
      const outcome = await call(
        'post',
        path,
        { ret_code: code, ret_msg: 'x', result: { dialog } },
        { inMiniApp: true },
      );

      expect(rejectedApiError(outcome).reaction).toEqual({ kind: 'page', message: text(code, 'x') });
      expect(toasts(outcome)).toEqual([]);
    },
  );

  it('ERR-5 TG-6 a 10016 on the telegram bind names no dialog and stays the telegram toast', async () => {
    const outcome = await call('post', '/user/private/bind/telegram', { ret_code: 10016, ret_msg: 'x' });

    expect(rejectedApiError(outcome).reaction).toMatchObject({
      kind: 'toast',
      message: { translationKey: 'codes.10016_telegram' },
    });
  });

  it('ERR-7 40004 on an endpoint no form calls shows a toast, in the mini app too', async () => {
    const outcome = await call(
      'post',
      '/user/private/member/info',
      { ret_code: 40004, ret_msg: 'x' },
      { inMiniApp: true },
    );

    expect(rejectedApiError(outcome).reaction).toEqual({ kind: 'toast', message: text(40004, 'x'), durationMs: 5000 });
    expect(toasts(outcome)).toHaveLength(1);
  });

  it("ERR-7 ERR-2 40004 on third-party login outside the mini app is the form's message, not a toast", async () => {
    const outcome = await call('post', '/user/public/login/thirdparty', { ret_code: 40004, ret_msg: 'x' });

    expect(rejectedApiError(outcome).reaction).toEqual({ kind: 'page', message: text(40004, 'x') });
    expect(toasts(outcome)).toEqual([]);
  });
});

describe('ERR-8 31002 wrong password', () => {
  it.each([3, 4, 5, '4'])('ERR-8 31002 with pass_err_count %j resolves as a normal response', async (count) => {
    const outcome = await call('post', '/login', {
      ret_code: 31002,
      ret_msg: 'wrong password',
      result: { pass_err_count: count },
    });

    expect(outcome.rejected).toBeUndefined();
    expect(outcome.resolved).toEqual({ ret_code: 31002, ret_msg: 'wrong password', result: { pass_err_count: count } });
    expect(outcome.reactions.map((r) => r.reaction)).toEqual([{ kind: 'page-result' }]);
    expect(toasts(outcome)).toEqual([]);
  });

  it.each([2, 6, 0, null])(
    "ERR-8 ERR-2 31002 with pass_err_count %j on login rejects with the form's message, no toast",
    async (count) => {
      const outcome = await call('post', '/login', {
        ret_code: 31002,
        ret_msg: 'wrong password',
        result: { pass_err_count: count },
      });

      const error = rejectedApiError(outcome);
      expect(error.code).toBe(31002);
      expect(error.result).toEqual({ pass_err_count: count });
      expect(error.reaction).toEqual({ kind: 'page', message: text(31002, 'wrong password') });
      expect(toasts(outcome)).toEqual([]);
    },
  );

  it("ERR-8 31002 without a result rejects with the form's message", async () => {
    const outcome = await call('post', '/login', { ret_code: 31002, ret_msg: 'wrong password' });

    expect(rejectedApiError(outcome).reaction).toEqual({ kind: 'page', message: text(31002, 'wrong password') });
  });

  it('ERR-8 pure: elsewhere a 31002 outside counts 3-5 keeps the default toast; 3-5 stay an answer', () => {
    expect(facts(31002, 'other', { result: { pass_err_count: 2 } })).toEqual({
      kind: 'toast',
      message: text(31002, 'server text'),
      durationMs: 5000,
    });
    expect(facts(31002, 'other', { result: { pass_err_count: 4 } })).toEqual({ kind: 'page-result' });
  });
});

describe('ERR-9 20035 remapped', () => {
  it('ERR-9 20035 on .../unbind-google-2fa/send-code-to-email is shown as 35300', async () => {
    const outcome = await call('post', '/user/private/unbind-google-2fa/send-code-to-email', {
      ret_code: 20035,
      ret_msg: 'legacy',
    });

    const error = rejectedApiError(outcome);
    expect(error.reaction).toEqual({ kind: 'toast', message: text(35300, 'legacy'), durationMs: 5000 });
    expect(toasts(outcome)[0].code).toBe(35300);
    // the page's handlers are keyed on the remapped code too
    expect(error.code).toBe(35300);
  });

  it('ERR-9 20035 elsewhere keeps its code', async () => {
    const outcome = await call('post', '/user/private/unbind-google-2fa/verify', { ret_code: 20035, ret_msg: 'x' });

    expect(rejectedApiError(outcome).reaction).toMatchObject({
      kind: 'toast',
      message: { code: 20035, translationKey: 'codes.20035' },
    });
  });

  it('ERR-9 pure remapCode', () => {
    expect(remapCode(20035, 'unbindGoogle2faSendCode')).toBe(35300);
    expect(remapCode(20035, 'other')).toBe(20035);
    expect(remapCode(10001, 'unbindGoogle2faSendCode')).toBe(10001);
  });
});

describe('ERR-10 silent codes on anonymity and open-info', () => {
  it.each([
    ['/affiliate/v5/anonymity', 10002],
    ['/affiliate/v5/anonymity', 610017],
    ['/affiliate/apis/v1/open-info', 610016],
  ])('ERR-10 POST %s answering %i resolves silently', async (path, code) => {
    const outcome = await call('post', path, { ret_code: code, ret_msg: 'hidden', result: null });

    expect(outcome.rejected).toBeUndefined();
    expect(outcome.resolved?.ret_code).toBe(code);
    expect(outcome.reactions.map((r) => r.reaction.kind)).toEqual(['silent']);
    expect(toasts(outcome)).toEqual([]);
  });

  it.each([
    ['/affiliate/apis/v1/open-info', 10002],
    ['/affiliate/apis/v1/open-info', 610017],
    ['/affiliate/v5/anonymity', 610016],
    ['/user/private/member/info', 10002],
  ])('ERR-10 POST %s answering %i is not silent', async (path, code) => {
    const outcome = await call('post', path, { ret_code: code, ret_msg: 'x' });

    expect(rejectedApiError(outcome).reaction.kind).toBe('toast');
  });
});

describe('ERR-11 codes handed to the page', () => {
  // written out from SPEC §8, not read from the source's list
  const handed = [
    20100, 31030, 31018, 50101, 31003, 41007, 400601, 400602, 41102, 41103, 41104, 41105, 41106, 41107, 41108, 400605,
    400606, 400607, 10026, 30055, 41121, 41122, 41123, 41125, 41126, 41127, 41128,
  ];

  // on an endpoint no form calls, where anything else would toast
  it.each(handed)('ERR-11 %i rejects to the page without a toast, with the catalogue text', async (code) => {
    const outcome = await call('post', '/user/private/member/info', {
      ret_code: code,
      ret_msg: 'for the page',
      result: { x: 1 },
    });

    const error = rejectedApiError(outcome);
    expect(error.code).toBe(code);
    expect(error.reaction).toEqual({ kind: 'page', message: text(code, 'for the page') });
    expect(error.result).toEqual({ x: 1 });
    expect(toasts(outcome)).toEqual([]);
  });

  it.each([41101, 41109, 41120, 41124, 41129, 400603, 400604, 400608, 31020])(
    'ERR-11 neighbour %i is not in the list: it toasts',
    (code) => {
      expect(facts(code, 'other').kind).toBe('toast');
    },
  );

  it('ERR-11 30055 is named tooManySends; the sign-up codes of the reference api are named too', () => {
    expect(RET_CODES.tooManySends).toBe(30055);
    expect(RET_CODES.accountExists).toBe(30032);
    expect(RET_CODES.codeIncorrect).toBe(30050);
    expect(RET_CODES.codeAttemptsUsed).toBe(30051);
    expect(RET_CODES.codeExpired).toBe(30052);
    expect(RET_CODES.linkInvalid).toBe(30053);
  });
});

describe('ERR-12 login-and-bind results', () => {
  it.each<[BindFlow, unknown, string | null]>([
    ['tgregister', 'success', null],
    ['login', '', null],
    ['login', undefined, null],
    ['login', null, null],
    ['tgregister', '1001|already bound', 'tgregister1001'],
    ['tgregister', '1002|x', 'tgregister1002'],
    ['tgregister', '1003', 'tgregister1003'],
    ['tgregister', '10016|busy', 'tgregister10016'],
    ['login', '1004|x', 'login1004'],
    ['trlogin', '1001|x', 'trlogin1001'],
    ['register', '1002|x', 'register1002'],
    ['tg', ' 1003 |x', 'tg1003'],
  ])('ERR-12 bindResultCode(%j, %j) is %j', (flow, result, expected) => {
    expect(bindResultCode(flow, result)).toBe(expected);
  });

  it('ERR-12 an unreadable failure is still a failure of that flow', () => {
    const code = bindResultCode('login', 'garbage|x');
    expect(code).not.toBeNull();
    expect(code?.startsWith('login')).toBe(true);
  });
});

describe('ERR-13 sanitized messages', () => {
  it.each([
    ['script tags and their content', 'Bad<script>alert(1)</script> request', 'Bad request'],
    ['style tags', '<style>body{display:none}</style>Oops', 'Oops'],
    ['markup', '<img src=x onerror=alert(1)><b>Invalid</b> <a href="javascript:x">code</a>', 'Invalid code'],
    ['escaped markup', '&lt;script&gt;alert(1)&lt;/script&gt; done', 'scriptalert(1)/script done'],
    ['entities', 'Tom &amp; Jerry&#39;s &quot;shop&quot;', 'Tom & Jerry\'s "shop"'],
    ['control characters', 'line1\u0000\u0007\nline2\r\n\tend\u007f', 'line1 line2 end'],
    ['bidi overrides and zero-width', 'abc\u202edcba\u200b!', 'abc dcba !'],
    ['surrounding space', '   spaced   out   ', 'spaced out'],
  ])('ERR-13 removes %s', (_label, input, expected) => {
    expect(sanitizeMessage(input)).toBe(expected);
  });

  it('ERR-13 very long text is cut to 300 characters with an ellipsis', () => {
    const out = sanitizeMessage('x'.repeat(10_000));
    expect(out).toHaveLength(300);
    expect(out.endsWith('…')).toBe(true);
    expect(sanitizeMessage('y'.repeat(300))).toBe('y'.repeat(300));
  });

  it('ERR-13 non-strings become safe text', () => {
    expect(sanitizeMessage(null)).toBe('');
    expect(sanitizeMessage(undefined)).toBe('');
    expect(sanitizeMessage(42)).toBe('42');
    expect(sanitizeMessage({ toString: () => '<i>obj</i>' })).toBe('obj');
  });

  it('ERR-13 server text reaches the error and the toast only after sanitizing', async () => {
    const outcome = await call('get', '/user/private/member/info', {
      ret_code: 10001,
      ret_msg: `<script>document.cookie</script><b>Denied</b>\u0000 ${'z'.repeat(500)}`,
    });

    const error = rejectedApiError(outcome);
    expect(error.message).not.toMatch(/[<>\u0000]|script|cookie/);
    expect(error.message.startsWith('Denied z')).toBe(true);
    expect(error.message).toHaveLength(300);
    expect(toasts(outcome)[0].fallback).toBe(error.message);
  });
});

describe('LAYOUT-6 UI-5 toasts inside dialogs', () => {
  it('LAYOUT-6 UI-5 a call made from a dialog toasts for 2000 ms, centred', async () => {
    const outcome = await call(
      'post',
      '/user/private/member/info',
      { ret_code: 10001, ret_msg: 'x' },
      { request: { inDialog: true } },
    );

    expect(rejectedApiError(outcome).reaction).toEqual({ kind: 'toast', message: text(10001, 'x'), durationMs: 2000 });
    expect(toasts(outcome)).toEqual([expect.objectContaining({ durationMs: 2000, placement: 'center' })]);
    expect(DIALOG_TOAST_MS).toBe(2000);
  });

  it("LAYOUT-6 ERR-2 a form endpoint called from a dialog still gives the form's message, no toast", async () => {
    const outcome = await call('post', '/login', { ret_code: 10001, ret_msg: 'x' }, { request: { inDialog: true } });

    expect(rejectedApiError(outcome).reaction).toEqual({ kind: 'page', message: text(10001, 'x') });
    expect(toasts(outcome)).toEqual([]);
  });

  it('LAYOUT-6 HTTP-8 HTTP-9 network and http failures from a dialog are unreachable, never a toast', async () => {
    server.use(
      route.post('*/x-api/user/private/member/info', () => HttpResponse.error()),
      route.post('*/x-api/register/email', () => HttpResponse.json({}, { status: 503 })),
    );
    const client = createHttpClient({ context: testContext() });
    const reactions = collectReactions(client);

    await expect(byUrl(client).post('/user/private/member/info', {}, { inDialog: true })).rejects.toBeInstanceOf(
      ApiError,
    );
    await expect(byUrl(client).post('/register/email', {}, { inDialog: true })).rejects.toMatchObject({ status: 503 });

    expect(reactions.map((r) => r.reaction.kind)).toEqual(['unreachable', 'unreachable']);
  });

  it('LAYOUT-6 pure: inDialog decides the duration of every toast reaction', () => {
    const inDialog: Reaction = facts(10006, 'other', { inDialog: true });
    expect(inDialog).toMatchObject({ kind: 'toast', durationMs: 2000 });
    expect(facts(10006, 'other')).toMatchObject({ kind: 'toast', durationMs: 5000 });
  });
});

describe('HTTP-8 HTTP-9 requests without an x-api answer', () => {
  const ENDPOINTS: readonly EndpointKind[] = ['login', 'register', 'thirdPartyLogin', 'authorize', 'profile', 'other'];
  const failed = (failure: 'network' | 'timeout' | 'http' | 'bad-response', code: number, message: unknown) =>
    ENDPOINTS.flatMap((endpoint) =>
      [false, true].map((inDialog) => classifyAnswer({ failure, code, message, endpoint, inDialog })),
    );

  it('HTTP-8 a network failure is unreachable with code -200 and the network text, on every endpoint', () => {
    for (const reaction of failed('network', NETWORK_ERROR_CODE, 'Network Error')) {
      expect(reaction).toEqual({ kind: 'unreachable', message: text(-200, 'Network Error') });
    }
    expect(NETWORK_ERROR_CODE).toBe(-200);
    expect(RET_CODES.network).toBe(-200);
  });

  it('HTTP-4 HTTP-8 a timeout is unreachable with code -200 and the timeout text', () => {
    for (const reaction of failed('timeout', NETWORK_ERROR_CODE, 'timeout of 30000ms exceeded')) {
      expect(reaction).toEqual({
        kind: 'unreachable',
        message: text(-200, 'timeout of 30000ms exceeded', 'codes.timeout'),
      });
    }
  });

  it('HTTP-8 a 2xx that is no envelope is unreachable with the bad-response text', () => {
    for (const reaction of failed('bad-response', NETWORK_ERROR_CODE, 'responseType not support')) {
      expect(reaction).toEqual({
        kind: 'unreachable',
        message: text(-200, 'responseType not support', 'codes.badResponse'),
      });
    }
  });

  it('HTTP-9 an http failure is unreachable with the service-unavailable text and the status as its code', () => {
    for (const reaction of failed('http', 503, 'Service Unavailable')) {
      expect(reaction).toEqual({
        kind: 'unreachable',
        message: text(503, 'Service Unavailable', 'serviceUnavailable'),
      });
    }
  });

  it('HTTP-9 the failure decides, not the code: a status that looks like a handled code is still unreachable', () => {
    expect(classifyAnswer({ failure: 'http', code: 10006, message: '', endpoint: 'other' }).kind).toBe('unreachable');
    expect(classifyAnswer({ failure: 'http', code: 0, message: '', endpoint: 'login' }).kind).toBe('unreachable');
  });

  it('ERR-13 the text of a failure is sanitized too', () => {
    expect(classifyAnswer({ failure: 'http', code: 502, message: '<h1>Bad</h1> gateway', endpoint: 'other' })).toEqual({
      kind: 'unreachable',
      message: text(502, 'Bad gateway', 'serviceUnavailable'),
    });
  });
});
