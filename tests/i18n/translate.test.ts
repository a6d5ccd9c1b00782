import i18next, { type BackendModule } from 'i18next';
import { describe, expect, it } from 'vitest';

import { LazyHttpBackend } from '@/components/i18n/lazy-http-backend';
import { splitMarks } from '@/components/i18n/marked-text';
import type { DataT } from '@/components/i18n/text-key';
import {
  i18nextOptions as shared,
  LOCALE_LOAD_FIRST_WAIT_MS,
  LOCALE_LOAD_RETRIES,
  nextI18NextConfig,
} from '@/next-i18next.config';
import { createTestI18n } from '@/tests/support/render-with-i18n';

const resources = {
  common: { brand: 'Bybit', nav: { login: 'Log in' }, greet: 'Hi {{name}}, {{ name }} again' },
  errors: { unknown: 'Something went wrong', codes: { 10001: 'Bad {{field}}' } },
};

/** An i18next instance with the app's options and the resources above. */
function withApp() {
  const instance = i18next.createInstance();
  void instance.init({
    ...shared,
    lng: 'en',
    ns: Object.keys(resources),
    resources: { en: resources },
    initAsync: false,
  });
  // these resources are the test's own, not the app's files the key types describe
  return {
    t: instance.t as unknown as DataT,
    getFixedT: (_lng: null, ns: string) =>
      (instance.getFixedT as (lng: null, ns: string) => unknown)(null, ns) as DataT,
  };
}

describe('translate with the app options', () => {
  it('SITE-3 reads nested keys with dots, and a namespace named with a colon', () => {
    const i18n = withApp();
    expect(i18n.t('nav.login')).toBe('Log in');
    expect(i18n.t('errors:codes.10001', { field: 'email' })).toBe('Bad email');
    expect(i18n.getFixedT(null, 'errors')('unknown')).toBe('Something went wrong');
  });

  it('SITE-3 a missing key is the key itself, or the default value when one is given (ERR-13)', () => {
    const i18n = withApp();
    expect(i18n.t('nav.logout')).toBe('nav.logout');
    expect(i18n.getFixedT(null, 'errors')('codes.99', { defaultValue: 'from the server' })).toBe('from the server');
    // keys of the object's prototype are no texts
    expect(i18n.t('constructor')).toBe('constructor');
  });

  it('SITE-3 fills {{placeholders}} as text, never as markup (React escapes it where it renders)', () => {
    const i18n = withApp();
    expect(i18n.t('greet', { name: '<b>Ann</b>' })).toBe('Hi <b>Ann</b>, <b>Ann</b> again');
  });

  it('ROUTE-5 splits a sentence at its <tag>…</tag> marks, keeping every word', () => {
    expect(splitMarks('I agree to the <terms>Terms</terms> and <privacy>Privacy Policy</privacy>.')).toEqual([
      { text: 'I agree to the ' },
      { text: 'Terms', tag: 'terms' },
      { text: ' and ' },
      { text: 'Privacy Policy', tag: 'privacy' },
      { text: '.' },
    ]);
    expect(splitMarks('<terms>Terms</terms>')).toEqual([{ text: 'Terms', tag: 'terms' }]);
    expect(splitMarks('no marks <b>half')).toEqual([{ text: 'no marks <b>half' }]);
  });
});

describe('namespaces loaded later (SITE-3)', () => {
  const answers = (statuses: Array<number | 'down'>, body: unknown = { unknown: 'Oops' }) => {
    const asked: Array<{ url: string; at: number }> = [];
    const start = Date.now();
    const fetch = (url: string) => {
      asked.push({ url, at: Date.now() - start });
      const status = statuses.shift() ?? 200;
      if (status === 'down') return Promise.reject(new TypeError('Failed to fetch'));
      return Promise.resolve(new Response(JSON.stringify(body), { status }));
    };
    return { asked, fetch };
  };

  it('SITE-3 loads a namespace from /locales/{source}/{ns}.json once, however many ask', async () => {
    const { asked, fetch } = answers([200]);
    const i18n = createTestI18n('zh-HK', ['common'], { fetch });
    expect(i18n.hasLoadedNamespace('errors')).toBe(false);
    await Promise.all([i18n.loadNamespaces('errors'), i18n.loadNamespaces('errors'), i18n.loadNamespaces('common')]);
    expect(asked.map((a) => a.url)).toEqual(['/locales/zh-TW/errors.json']);
    expect(i18n.hasLoadedNamespace('errors')).toBe(true);
    expect(i18n.getFixedT(null, 'errors')('unknown')).toBe('Oops');
  });

  it('SITE-3 retries 5 times after no answer or a 5xx, waiting 350 ms and doubling', async () => {
    // the app's waits, scaled down 35 times so the test takes half a second: 10, 20, 40, 80, 160 ms
    const { asked, fetch } = answers(['down', 503, 'down', 500, 502, 200]);
    const i18n = createTestI18n('en', [], { fetch, retryTimeout: 10 });
    await i18n.loadNamespaces('errors');
    expect(asked).toHaveLength(6);
    const waits = asked.slice(1).map((a, i) => a.at - asked[i].at);
    waits.forEach((wait, i) => expect(wait).toBeGreaterThanOrEqual(10 * 2 ** i - 2));
    expect(i18n.getFixedT(null, 'errors')('unknown')).toBe('Oops');
    expect(LOCALE_LOAD_RETRIES).toBe(5);
    expect(LOCALE_LOAD_FIRST_WAIT_MS).toBe(350);
    expect(nextI18NextConfig.maxRetries).toBe(5);
    expect(nextI18NextConfig.retryTimeout).toBe(350);
  });

  it('SITE-3 gives up after the retries, and at once on a missing file: keys stay keys', async () => {
    const down = answers(['down', 'down', 'down', 'down', 'down', 'down', 'down']);
    const i18n = createTestI18n('en', [], { fetch: down.fetch, retryTimeout: 1 });
    await i18n.loadNamespaces('errors');
    expect(down.asked).toHaveLength(6);
    expect(i18n.getFixedT(null, 'errors')('unknown')).toBe('unknown');

    const missing = answers([404]);
    const other = createTestI18n('en', [], { fetch: missing.fetch, retryTimeout: 1 });
    await other.loadNamespaces('dialogs');
    expect(missing.asked).toHaveLength(1);
  });
});

describe('the backend itself loaded with the first namespace asked for (SITE-3)', () => {
  it('SITE-3 the http backend loads only when a namespace is missing; a failed load of it is retried as a request is', async () => {
    const HttpBackend = (await import('i18next-http-backend')).default as unknown as new () => BackendModule<object>;
    const loads: string[] = [];
    const backend = new LazyHttpBackend(() => {
      loads.push('load');
      // the first load of the backend's code fails (the network dropped), the next one arrives
      return loads.length === 1 ? Promise.reject(new Error('Loading chunk failed')) : Promise.resolve(HttpBackend);
    });
    const asked: string[] = [];
    const i18n = i18next.createInstance();
    await i18n.use(backend).init({
      ...shared,
      lng: 'en',
      ns: ['common'],
      resources: { en: { common: { hello: 'Hello' } } },
      retryTimeout: 1,
      backend: {
        loadPath: (languages: readonly string[], nss: readonly string[]) => `/locales/${languages[0]}/${nss[0]}.json`,
        alternateFetch: (url: string) => {
          asked.push(url);
          return Promise.resolve(new Response(JSON.stringify({ unknown: 'Oops' }), { status: 200 }));
        },
      },
    });
    // the page brought what it shows: nothing loaded
    expect(loads).toEqual([]);
    await i18n.loadNamespaces('errors');
    expect(loads).toEqual(['load', 'load']);
    expect(asked).toEqual(['/locales/en/errors.json']);
    expect(i18n.getFixedT(null, 'errors')('unknown')).toBe('Oops');
    // loaded once: the next namespace reuses it
    await i18n.loadNamespaces('dialogs');
    expect(loads).toHaveLength(2);
  });
});
