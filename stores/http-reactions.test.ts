import { http as route, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { classifyAnswer, type Reaction } from '@/services/errors/catalogue';
import { createHttpClient } from '@/services/http/client';
import { createApiStatus } from '@/stores/api-status';
import { applyReaction, connectHttpReactions } from '@/stores/http-reactions';
import { createToastStore } from '@/stores/toast-store';
import { LISTEN_OPTIONS, server } from '@/tests/msw/server';
import { byUrl } from '@/tests/support/by-url';
import { testContext } from '@/tests/support/request-context';

beforeAll(() => server.listen(LISTEN_OPTIONS));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** A toast store and an api status whose probe the test watches and whose timers never fire on their own. */
function sinkParts() {
  const probe = vi.fn(async () => undefined);
  const status = createApiStatus({ probe, setTimer: () => 'timer', clearTimer: () => undefined });
  const store = createToastStore();
  return {
    probe,
    status,
    store,
    reachable: () => status.store.getState().reachable,
    toasts: () => store.store.getState().toasts,
  };
}

const unreachable = classifyAnswer({ failure: 'network', code: -200, message: 'Network Error', endpoint: 'login' });

describe('applyReaction', () => {
  it('HTTP-8 an unreachable reaction marks the api unreachable and shows no toast', () => {
    const { status, store, reachable, toasts } = sinkParts();

    applyReaction(unreachable, store, status);

    expect(unreachable.kind).toBe('unreachable');
    expect(reachable()).toBe(false);
    expect(toasts()).toEqual([]);
  });

  it.each<[string, Reaction]>([
    ['a success', classifyAnswer({ code: 0, message: '', endpoint: 'other' })],
    ['a silent answer', classifyAnswer({ code: 33003, message: '', endpoint: 'other' })],
    ['a page result', classifyAnswer({ code: 31002, message: '', endpoint: 'login', result: { pass_err_count: 3 } })],
    ['a page refusal', classifyAnswer({ code: 31030, message: 'locked', endpoint: 'login' })],
    ['a session refusal on login', classifyAnswer({ code: 10006, message: '', endpoint: 'login' })],
  ])('HTTP-8 %s is an answer: the api is reachable again, and nothing is toasted', (_label, reaction) => {
    const { status, store, reachable, toasts } = sinkParts();
    applyReaction(unreachable, store, status);

    applyReaction(reaction, store, status);

    expect(reachable()).toBe(true);
    expect(toasts()).toEqual([]);
  });

  it('ERR-2 HTTP-8 only a toast reaction shows a toast; it is an answer too', () => {
    const { status, store, reachable, toasts } = sinkParts();
    applyReaction(unreachable, store, status);

    applyReaction(classifyAnswer({ code: 10001, message: 'Bad field', endpoint: 'other' }), store, status);

    expect(reachable()).toBe(true);
    expect(toasts()).toEqual([
      expect.objectContaining({ code: 10001, translationKey: 'codes.10001', fallback: 'Bad field', durationMs: 5000 }),
    ]);
  });
});

describe('connectHttpReactions', () => {
  it('HTTP-8 through the client: a failed call marks the api unreachable, the next answer recovers it', async () => {
    server.use(route.get('*/x-api/user/private/member/info', () => HttpResponse.error(), { once: true }));
    const { status, store, reachable, toasts } = sinkParts();
    const client = createHttpClient({ context: testContext() });
    const disconnect = connectHttpReactions(client, store, status);

    await expect(byUrl(client).get('/user/private/member/info')).rejects.toMatchObject({ code: -200 });
    expect(reachable()).toBe(false);
    expect(toasts()).toEqual([]);

    server.use(route.get('*/x-api/user/private/member/info', () => HttpResponse.json({ ret_code: 0, result: {} })));
    await byUrl(client).get('/user/private/member/info');
    expect(reachable()).toBe(true);
    disconnect();
  });

  it('HTTP-8 the browser coming back online asks the api at once; after disconnect it does not', async () => {
    const { status, store, probe } = sinkParts();
    const client = createHttpClient({ context: testContext() });
    const disconnect = connectHttpReactions(client, store, status);
    status.markUnreachable();

    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(probe).toHaveBeenCalledTimes(1));

    disconnect();
    window.dispatchEvent(new Event('online'));
    await Promise.resolve();
    expect(probe).toHaveBeenCalledTimes(1);
  });
});
