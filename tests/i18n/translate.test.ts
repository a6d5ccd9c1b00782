import { describe, expect, it } from 'vitest';

import { interpolate, lookup, splitKey, splitMarks, translate } from '@/components/i18n/translate';
import { createTranslationStore } from '@/components/i18n/translation-store';

const resources = {
  common: { brand: 'Bybit', nav: { login: 'Log in' }, greet: 'Hi {{name}}, {{ name }} again' },
  errors: { unknown: 'Something went wrong', codes: { 10001: 'Bad {{field}}' } },
};

describe('translate', () => {
  it('SITE-3 reads nested keys with dots, and a namespace named with a colon', () => {
    expect(translate(resources, 'common', 'nav.login')).toBe('Log in');
    expect(translate(resources, 'common', 'errors:codes.10001', { field: 'email' })).toBe('Bad email');
    expect(translate(resources, 'errors', 'unknown')).toBe('Something went wrong');
  });

  it('SITE-3 a missing key is the key itself, or the default value when one is given (ERR-13)', () => {
    expect(translate(resources, 'common', 'nav.logout')).toBe('nav.logout');
    expect(translate(resources, 'common', 'nav')).toBe('nav');
    expect(translate(resources, 'nope', 'brand')).toBe('brand');
    expect(translate(resources, 'errors', 'codes.99', { defaultValue: 'from the server' })).toBe('from the server');
    // keys of the object's prototype are no texts
    expect(translate(resources, 'common', 'constructor')).toBe('constructor');
  });

  it('SITE-3 fills {{placeholders}} as text, and leaves one without a value as written', () => {
    expect(interpolate('Hi {{name}}, {{ name }} again', { name: '<b>Ann</b>' })).toBe(
      'Hi <b>Ann</b>, <b>Ann</b> again',
    );
    expect(interpolate('{{count}} left', { count: 0 })).toBe('0 left');
    expect(interpolate('Hi {{name}}', {})).toBe('Hi {{name}}');
    expect(interpolate('Hi {{name}}', undefined)).toBe('Hi {{name}}');
  });

  it('SITE-3 a colon after a dot belongs to the key', () => {
    expect(splitKey('scopes.read:account', 'oauth')).toEqual({ ns: 'oauth', key: 'scopes.read:account' });
    expect(splitKey('errors:codes.1', 'auth')).toEqual({ ns: 'errors', key: 'codes.1' });
    expect(lookup({ a: { b: 'c' } }, 'a.b')).toBe('c');
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

describe('translation store', () => {
  const answers = (statuses: Array<number | 'down'>, body: unknown = { unknown: 'Oops' }) => {
    const asked: string[] = [];
    const fetch = ((url: string) => {
      asked.push(url);
      const status = statuses.shift() ?? 200;
      if (status === 'down') return Promise.reject(new TypeError('Failed to fetch'));
      return Promise.resolve(new Response(JSON.stringify(body), { status }));
    }) as typeof globalThis.fetch;
    return { asked, fetch };
  };

  it('SITE-3 loads a namespace from /locales/{source}/{ns}.json once, however many ask', async () => {
    const { asked, fetch } = answers([200]);
    const store = createTranslationStore('zh-HK', { common: { brand: 'Bybit' } }, { fetch });
    expect(store.settled('errors')).toBe(false);
    const version = store.version();
    await Promise.all([store.load('errors'), store.load('errors'), store.load('common')]);
    expect(asked).toEqual(['/locales/zh-TW/errors.json']);
    expect(store.settled('errors')).toBe(true);
    expect(store.fixedT('errors')('unknown')).toBe('Oops');
    expect(store.version()).toBeGreaterThan(version);
  });

  it('SITE-3 retries 5 times after no answer or a 5xx, waiting 350 ms and doubling', async () => {
    const waits: number[] = [];
    const { asked, fetch } = answers(['down', 503, 'down', 500, 502, 200]);
    const store = createTranslationStore('en', {}, { fetch, wait: async (ms) => void waits.push(ms) });
    await store.load('errors');
    expect(asked).toHaveLength(6);
    expect(waits).toEqual([350, 700, 1400, 2800, 5600]);
    expect(store.fixedT('errors')('unknown')).toBe('Oops');
  });

  it('SITE-3 gives up after the retries, and at once on a missing file: the screen stops waiting', async () => {
    const down = answers(['down', 'down', 'down', 'down', 'down', 'down', 'down']);
    const store = createTranslationStore('en', {}, { fetch: down.fetch, wait: async () => undefined });
    await store.load('errors');
    expect(down.asked).toHaveLength(6);
    expect(store.settled('errors')).toBe(true);
    expect(store.fixedT('errors')('unknown')).toBe('unknown');

    const missing = answers([404]);
    const other = createTranslationStore('en', {}, { fetch: missing.fetch, wait: async () => undefined });
    await other.load('dialogs');
    expect(missing.asked).toHaveLength(1);
    expect(other.settled('dialogs')).toBe(true);
  });

  it('SITE-3 texts a later page brings are added; a bound t reads them', () => {
    const store = createTranslationStore('en', { common: { brand: 'Bybit' } });
    const t = store.fixedT('login');
    expect(t('title')).toBe('title');
    store.add({ login: { title: 'Log in' }, common: { brand: 'changed' } });
    expect(t('title')).toBe('Log in');
    expect(store.fixedT('common')('brand')).toBe('Bybit');
    expect(store.fixedT('login')).toBe(t);
  });
});
