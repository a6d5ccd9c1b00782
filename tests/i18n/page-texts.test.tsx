import { act, render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { SSRConfig } from 'next-i18next/pages';
import { Suspense } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { loadPageTexts, textsByReference, textsToLoad, textUrls, withPageTexts } from '@/components/i18n/page-texts';
import { PREFETCHED_TEXTS } from '@/components/layout/paint-first-scripts';
import { LISTEN_OPTIONS, recordRequests, server } from '@/tests/msw/server';
import { loadLocaleFile } from '@/tests/support/locale-files';

type PageI18n = NonNullable<SSRConfig['_nextI18Next']>;

const carried = (locale: string, ns: string[], source = locale): PageI18n => ({
  initialLocale: locale,
  ns,
  userConfig: null,
  initialI18nStore: { [locale]: Object.fromEntries(ns.map((n) => [n, loadLocaleFile(source, n)])) },
});

/** The locale files as the web serves them; `fail` answers a namespace with 503 that many times first. */
function serveLocales(fail: Record<string, number> = {}) {
  server.use(
    http.get('*/locales/:source/:ns', ({ params }) => {
      const ns = String(params.ns).replace(/\.json$/, '');
      if ((fail[ns] ?? 0) > 0) {
        fail[ns] -= 1;
        return new HttpResponse(null, { status: 503 });
      }
      return HttpResponse.json(loadLocaleFile(String(params.source), ns));
    }),
  );
}

beforeAll(() => server.listen(LISTEN_OPTIONS));
beforeEach(() => {
  // i18next's backend asks with a path, as a browser would; Node's fetch (MSW's, once listening) wants a whole URL
  const mswFetch = globalThis.fetch;
  vi.stubGlobal('fetch', (url: string, init?: RequestInit) => mswFetch(new URL(url, window.location.href), init));
});
afterEach(() => {
  server.resetHandlers();
  vi.unstubAllGlobals();
  delete (globalThis as Record<string, unknown>)[PREFETCHED_TEXTS];
});
afterAll(() => server.close());

describe('a page document names its texts (SITE-3)', () => {
  it('SITE-3 the document form keeps the language and namespaces and drops the texts', () => {
    const inline = { _nextI18Next: carried('pl-PL', ['common', 'login']) };
    const named = textsByReference(inline);
    expect(named._nextI18Next).toEqual({
      initialLocale: 'pl-PL',
      ns: ['common', 'login'],
      userConfig: null,
      initialI18nStore: {},
    });
    // the props given are left as they were: the server renders with them
    expect(Object.keys(inline._nextI18Next.initialI18nStore['pl-PL'])).toEqual(['common', 'login']);
    expect(JSON.stringify(named).length).toBeLessThan(200);
  });

  it('SITE-3 only texts a document names are loaded, from the URL their language reads', () => {
    expect(textsToLoad(carried('en', ['common', 'login']))).toEqual([]);
    const named = textsByReference({ _nextI18Next: carried('zh-HK', ['common', 'login'], 'zh-TW') })._nextI18Next;
    expect(textsToLoad(named)).toEqual(['common', 'login']);
    // a regional variant reads its base language's files, as i18next's backend does
    expect(textUrls(named)).toEqual(['/locales/zh-TW/common.json', '/locales/zh-TW/login.json']);
    expect(textUrls(undefined)).toEqual([]);
  });
});

describe('loading the texts a document names (SITE-3)', () => {
  it('SITE-3 loads each namespace from /locales/{source}/{ns}.json once, however many ask', async () => {
    serveLocales();
    const { seen } = recordRequests();
    const [a, b] = await Promise.all([
      loadPageTexts('ar-SA', ['common', 'login']),
      loadPageTexts('ar-SA', ['common', 'login']),
    ]);
    expect(a).toBe(b);
    expect(a['ar-SA'].login).toEqual(loadLocaleFile('ar-SA', 'login'));
    expect(a['ar-SA'].common).toEqual(loadLocaleFile('ar-SA', 'common'));
    expect(seen.map((r) => r.url.pathname).sort()).toEqual(['/locales/ar-SA/common.json', '/locales/ar-SA/login.json']);
  });

  it("SITE-3 takes the answers the page's loader already asked for, and asks for the rest itself", async () => {
    serveLocales();
    const { seen } = recordRequests();
    const common = { brand: 'prefetched' };
    (globalThis as Record<string, unknown>)[PREFETCHED_TEXTS] = {
      '/locales/de-DE/common.json': Promise.resolve(Response.json(common)),
    };
    const texts = await loadPageTexts('de-DE', ['common', 'register']);
    expect(texts['de-DE'].common).toEqual(common);
    expect(seen.map((r) => r.url.pathname)).toEqual(['/locales/de-DE/register.json']);
  });

  it('SITE-3 a failed request the loader made is retried like any other load', async () => {
    serveLocales({ login: 1 });
    const refused = Promise.reject(new TypeError('Failed to fetch'));
    // the loader's own catch: a rejection nobody takes is not an error of the page
    refused.catch(() => undefined);
    (globalThis as Record<string, unknown>)[PREFETCHED_TEXTS] = {
      '/locales/ru-RU/common.json': refused,
    };
    const { seen } = recordRequests();
    const texts = await loadPageTexts('ru-RU', ['common', 'login']);
    expect(texts['ru-RU'].common).toEqual(loadLocaleFile('ru-RU', 'common'));
    expect(texts['ru-RU'].login).toEqual(loadLocaleFile('ru-RU', 'login'));
    // common once after the loader's failure; login after its 503
    expect(seen.map((r) => r.url.pathname).sort()).toEqual([
      '/locales/ru-RU/common.json',
      '/locales/ru-RU/login.json',
      '/locales/ru-RU/login.json',
    ]);
  });
});

describe('the browser hydrates once the texts are in (SITE-3)', () => {
  function App({ pageProps }: { pageProps: SSRConfig }) {
    const store = pageProps._nextI18Next?.initialI18nStore as Record<string, Record<string, { title?: string }>>;
    const locale = pageProps._nextI18Next?.initialLocale ?? '';
    return <h1>{store[locale]?.login?.title ?? 'no texts'}</h1>;
  }
  const WithTexts = withPageTexts(App);

  it('SITE-3 the app waits for the texts a document named, then renders with them as if they had come with it', async () => {
    // the page's loader asked for both; their answers arrive when the test says
    let arrive = () => {};
    const arrived = new Promise<void>((resolve) => (arrive = resolve));
    const answer = (ns: string) => arrived.then(() => Response.json(loadLocaleFile('pl-PL', ns)));
    (globalThis as Record<string, unknown>)[PREFETCHED_TEXTS] = {
      '/locales/pl-PL/common.json': answer('common'),
      '/locales/pl-PL/login.json': answer('login'),
    };
    const { seen } = recordRequests();
    const named = textsByReference({ _nextI18Next: carried('pl-PL', ['common', 'login']) });
    await act(async () => {
      render(
        <Suspense fallback={<p>waiting</p>}>
          <WithTexts pageProps={named} />
        </Suspense>,
      );
    });
    expect(screen.getByText('waiting')).toBeInTheDocument();
    await act(async () => arrive());
    const title = loadLocaleFile('pl-PL', 'login').title as string;
    expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
    expect(seen).toHaveLength(0);
  });

  it('SITE-3 props that carry their texts render at once, without a request', () => {
    const { seen } = recordRequests();
    render(<WithTexts pageProps={{ _nextI18Next: carried('en', ['common', 'login']) }} />);
    expect(screen.getByRole('heading', { name: loadLocaleFile('en', 'login').title as string })).toBeInTheDocument();
    expect(seen).toHaveLength(0);
  });
});
