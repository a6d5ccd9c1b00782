import { http as route, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import { createHttpClient, type Envelope, type HttpClient } from '@/services/http/client';
import { ApiError } from '@/services/http/errors';
import { LISTEN_OPTIONS, recordRequests, server } from '@/tests/msw/server';
import { byUrl } from '@/tests/support/by-url';
import { collectReactions, TEST_TOKEN, testContext } from '@/tests/support/request-context';

beforeAll(() => server.listen(LISTEN_OPTIONS));
afterEach(() => {
  server.resetHandlers();
  server.events.removeAllListeners();
});
afterAll(() => server.close());

const PATH = '/user/security/totp/disable';
const SECURITY = { kind: 'security', token: true } as const;
const REFUSAL = { ret_code: 31230, ret_msg: 'Confirm it is you to make this change', result: { need: 'any' } };
const DONE = { ret_code: 0, ret_msg: 'OK', result: {} };

/** The api's change: refused for want of a re-proof until `proved()` says the session made one. */
function changeNeedingReproof() {
  let proved = false;
  const bodies: unknown[] = [];
  server.use(
    route.post(`*/x-api${PATH}`, async ({ request }) => {
      bodies.push(await request.json());
      return HttpResponse.json(proved ? DONE : REFUSAL);
    }),
  );
  return {
    bodies,
    prove: () => {
      proved = true;
    },
  };
}

/** A promise the test settles by hand. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

function client(): HttpClient {
  return createHttpClient({ context: testContext() });
}

const change = (c: HttpClient, body: unknown = { n: 1 }) => byUrl(c).post(PATH, body, { endpoint: SECURITY });

describe('the re-proof in the request chain (issue 36 item 1)', () => {
  it('issue 36 item 1: a change refused 31230 waits for the handler, is sent once more through the chain, and its caller gets that answer', async () => {
    const api = changeNeedingReproof();
    const requests = recordRequests();
    const c = client();
    const asked: Envelope<unknown>[] = [];
    c.setReproofHandler(async (refusal) => {
      asked.push(refusal);
      api.prove();
      return true;
    });
    await expect(change(c, { channel: 'email', enabled: false })).resolves.toEqual(DONE);
    expect(asked).toHaveLength(1);
    expect(asked[0]).toMatchObject({ ret_code: 31230, result: { need: 'any' } });
    // the same request again: body, token and visitor headers as the first
    expect(api.bodies).toEqual([
      { channel: 'email', enabled: false },
      { channel: 'email', enabled: false },
    ]);
    const sent = requests.to(`/x-api${PATH}`);
    expect(sent).toHaveLength(2);
    for (const r of sent) expect(r.headers.get('UserToken')).toBe(TEST_TOKEN);
  });

  it('issue 36 item 1: a change sent again is retried once: a second 31230 reaches the caller as the refusal', async () => {
    changeNeedingReproof();
    const requests = recordRequests();
    const c = client();
    let asks = 0;
    c.setReproofHandler(async () => {
      asks += 1;
      return true;
    });
    const failure = await change(c).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ code: 31230, reaction: { kind: 'page' }, result: { need: 'any' } });
    expect(asks).toBe(1);
    expect(requests.to(`/x-api${PATH}`)).toHaveLength(2);
  });

  it('issue 36 item 1: given up, the caller gets the 31230 refusal as an ApiError with its translated text, and nothing is sent again', async () => {
    changeNeedingReproof();
    const requests = recordRequests();
    const c = client();
    const reactions = collectReactions(c);
    c.setReproofHandler(async () => false);
    const failure = await change(c).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({
      code: 31230,
      reaction: { kind: 'page', message: { translationKey: 'codes.31230' } },
    });
    expect(requests.to(`/x-api${PATH}`)).toHaveLength(1);
    // no toast: the screen that made the change tells it
    expect(reactions.map((r) => r.reaction.kind)).toEqual(['page']);
  });

  it('issue 36 item 1: without a handler a 31230 reaches the caller at once', async () => {
    changeNeedingReproof();
    await expect(change(client())).rejects.toMatchObject({ code: 31230 });
  });

  it('issue 36 item 1: changes refused at once share one prompt, and each is sent again once it is answered', async () => {
    const api = changeNeedingReproof();
    const c = client();
    const answer = deferred<boolean>();
    let asks = 0;
    c.setReproofHandler(() => {
      asks += 1;
      return answer.promise;
    });
    const calls = [change(c, { n: 1 }), change(c, { n: 2 }), change(c, { n: 3 })];
    // all three refused and waiting before the person answers
    await expect.poll(() => api.bodies.length).toBe(3);
    expect(asks).toBe(1);
    api.prove();
    answer.resolve(true);
    await expect(Promise.all(calls)).resolves.toEqual([DONE, DONE, DONE]);
    expect(asks).toBe(1);
    expect(api.bodies).toHaveLength(6);
  });

  it('issue 36 item 1: one prompt given up refuses every change that waited for it; a later refusal asks again', async () => {
    changeNeedingReproof();
    const c = client();
    const answers = [deferred<boolean>(), deferred<boolean>()];
    let asks = 0;
    c.setReproofHandler(() => answers[asks++].promise);
    const both = Promise.allSettled([change(c), change(c)]);
    await expect.poll(() => asks).toBe(1);
    answers[0].resolve(false);
    const settled = await both;
    expect(settled.map((s) => s.status)).toEqual(['rejected', 'rejected']);

    const later = change(c).catch((e: unknown) => e);
    await expect.poll(() => asks).toBe(2);
    answers[1].resolve(false);
    expect(await later).toMatchObject({ code: 31230 });
  });

  it('issue 36 item 1: a GET refused 31230 is sent again with its query', async () => {
    let proved = false;
    const queries: string[] = [];
    server.use(
      route.get('*/x-api/user/security/example-list', ({ request }) => {
        queries.push(new URL(request.url).search);
        return HttpResponse.json(proved ? DONE : REFUSAL);
      }),
    );
    const c = client();
    c.setReproofHandler(async () => {
      proved = true;
      return true;
    });
    await expect(
      byUrl(c).get('/user/security/example-list', { params: { page: 2 }, endpoint: SECURITY }),
    ).resolves.toEqual(DONE);
    expect(queries).toEqual(['?page=2', '?page=2']);
  });
});
