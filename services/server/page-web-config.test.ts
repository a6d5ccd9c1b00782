import { describe, expect, it } from 'vitest';

import { createPageWebConfig } from '@/services/server/page-web-config';
import { webConfig } from '@/stores/config-store';

const answer = (value: string) => ({
  ret_code: 0,
  ret_msg: 'OK',
  result: { data: [{ name: 'captcha_order', value }] },
});

/** An api that answers each call with the next value (or fails with null / a status). */
function api(answers: Array<string | null | number>) {
  const calls: Array<{ url: string; body: unknown }> = [];
  const resolvers: Array<() => void> = [];
  const fetch = ((url: string, init: RequestInit) => {
    calls.push({ url, body: JSON.parse(String(init.body)) });
    const next = answers.shift();
    return new Promise<Response>((resolve, reject) => {
      resolvers.push(() => {
        if (next === null || next === undefined) reject(new TypeError('connection refused'));
        else if (typeof next === 'number') resolve(new Response('busy', { status: next }));
        else resolve(Response.json(answer(next)));
      });
    });
  }) as unknown as typeof globalThis.fetch;
  const answerAll = async () => {
    while (resolvers.length) resolvers.shift()?.();
    await new Promise((r) => setTimeout(r, 0));
  };
  return { calls, fetch, answerAll };
}

describe('the web configuration sent with the page', () => {
  it('UI-6 asks the api once, then serves what it kept; a stale one is served while a fresh one is asked', async () => {
    let clock = 0;
    const { calls, fetch, answerAll } = api(['["magpie"]', '["recaptcha"]']);
    const get = createPageWebConfig({ apiOrigin: 'http://api', ttlMs: 30_000, fetch, now: () => clock });

    const first = [get(), get()];
    await answerAll();
    expect(await Promise.all(first)).toEqual([{ captcha_order: '["magpie"]' }, { captcha_order: '["magpie"]' }]);
    expect(calls).toEqual([{ url: 'http://api/x-api/v3/config/web', body: { project: 'web' } }]);

    clock = 29_999;
    expect(await get()).toEqual({ captcha_order: '["magpie"]' });
    expect(calls).toHaveLength(1);

    clock = 30_000;
    // stale: served at once, and the api asked in the background
    expect(await get()).toEqual({ captcha_order: '["magpie"]' });
    expect(calls).toHaveLength(2);
    await answerAll();
    expect(await get()).toEqual({ captcha_order: '["recaptcha"]' });
  });

  it('UI-6 with no answer (down, an error status, a refusal) the page goes without and the next one asks again', async () => {
    const { calls, fetch, answerAll } = api([null, 503, '["magpie"]']);
    const get = createPageWebConfig({ apiOrigin: 'http://api', ttlMs: 30_000, fetch });
    const down = get();
    await answerAll();
    expect(await down).toBeNull();
    const busy = get();
    await answerAll();
    expect(await busy).toBeNull();
    const up = get();
    await answerAll();
    expect(await up).toEqual({ captcha_order: '["magpie"]' });
    expect(calls).toHaveLength(3);
  });

  it('UI-6 with no time to keep (WEB_CONFIG_TTL_MS=0) every page asks the api', async () => {
    const { calls, fetch, answerAll } = api(['["magpie"]', '["recaptcha"]']);
    const get = createPageWebConfig({ apiOrigin: 'http://api', ttlMs: 0, fetch });
    const one = get();
    await answerAll();
    expect(await one).toEqual({ captcha_order: '["magpie"]' });
    const two = get();
    await answerAll();
    expect(await two).toEqual({ captcha_order: '["recaptcha"]' });
    expect(calls).toHaveLength(2);
  });

  it("UI-6 in the browser the page's configuration fills the store, and no request is made for it", async () => {
    webConfig.store.setState({ status: 'idle', web: {} });
    webConfig.seed({ captcha_order: '["magpie"]' });
    expect(webConfig.store.getState()).toEqual({ status: 'ready', web: { captcha_order: '["magpie"]' } });
    // an answer the store already has stays; load() asks nobody
    webConfig.seed({ captcha_order: 'other' });
    await webConfig.load();
    expect(webConfig.store.getState().web).toEqual({ captcha_order: '["magpie"]' });
  });
});
