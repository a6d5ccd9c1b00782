import i18next, { type Resource } from 'i18next';
import HttpBackend, { type HttpBackendOptions } from 'i18next-http-backend';
import type { SSRConfig } from 'next-i18next/pages';
import { use, useMemo, type ComponentType } from 'react';

import { PREFETCHED_TEXTS } from '@/components/layout/paint-first-scripts';
import { i18nextOptions, localeUrl } from '@/next-i18next.config';

/*
 * A page document carries its texts by reference: its language and
 * namespaces, with an empty store. Inline they were two thirds of a sign-in
 * page's HTML, and serializing them a tenth of the server's time for a page
 * rendered afresh (docs/performance.md, issue 23). The browser loads them
 * from /locales/{lng}/{ns}.json (SITE-3), which it keeps between pages and
 * visits, and hydrates once they are in: the first render reads the texts
 * the server rendered with. The props of a page the browser's router asks
 * for (`/_next/data`) still carry them, so a client-side navigation never
 * waits on a second request.
 */

type PageI18n = SSRConfig['_nextI18Next'];

/** A page document's texts: the language and namespaces, without the texts themselves. */
export function textsByReference<T extends SSRConfig>(translations: T): T {
  const ssr = translations._nextI18Next;
  if (!ssr) return translations;
  return { ...translations, _nextI18Next: { ...ssr, initialI18nStore: {} } };
}

/** The namespaces a page's props name but do not carry (none: the texts came with them). */
export function textsToLoad(ssr: PageI18n): readonly string[] {
  if (!ssr || !Array.isArray(ssr.ns)) return [];
  const store = (ssr.initialI18nStore ?? {}) as Resource;
  const carried = store[ssr.initialLocale];
  return carried && Object.keys(carried).length ? [] : ssr.ns;
}

/** The URLs of those namespaces, for the page's loader to request with its scripts. */
export function textUrls(ssr: PageI18n): string[] {
  return ssr ? textsToLoad(ssr).map((ns) => localeUrl(ssr.initialLocale, ns)) : [];
}

type Prefetched = Record<string, Promise<Response> | undefined>;

/** The request the page's loader started for `url`, once (an answer's body reads once); then a fetch of its own. */
function takePrefetched(url: string): Promise<Response> | undefined {
  const kept = (globalThis as unknown as Record<string, Prefetched | undefined>)[PREFETCHED_TEXTS];
  const request = kept?.[url];
  if (kept) delete kept[url];
  return request;
}

const loading = new Map<string, Promise<Resource>>();

/**
 * The texts of `namespaces` in `locale`, loaded once per language and
 * namespace set by an i18next instance of their own, with the backend and
 * retries every later namespace loads with (SITE-3: 5 retries from 350 ms,
 * none after a 4xx). A namespace that never arrives is missing from the store:
 * the page then shows its keys, as for a later namespace.
 */
export function loadPageTexts(locale: string, namespaces: readonly string[]): Promise<Resource> {
  const key = `${locale}|${namespaces.join(',')}`;
  let texts = loading.get(key);
  if (!texts) {
    const backend: HttpBackendOptions = {
      ...(i18nextOptions.backend as HttpBackendOptions),
      alternateFetch: (url: string) => takePrefetched(url),
    };
    const loader = i18next.createInstance({ ...i18nextOptions, lng: locale, ns: [...namespaces], backend });
    loader.use(HttpBackend);
    texts = loader.init().then(() => loader.store.data);
    loading.set(key, texts);
  }
  return texts;
}

interface AppLikeProps {
  readonly pageProps?: SSRConfig;
}

/**
 * The browser's side of a page whose texts came by reference: renders `App`
 * (appWithTranslation's) once they are loaded, with them in the props as if
 * they had come inline. Until then the page stays as the server rendered it
 * (hydration waits: the app's root suspends).
 */
export function withPageTexts<P extends AppLikeProps>(App: ComponentType<P>): ComponentType<P> {
  function PageTexts(props: P) {
    const ssr = props.pageProps?._nextI18Next;
    const missing = textsToLoad(ssr);
    const store = ssr && missing.length ? use(loadPageTexts(ssr.initialLocale, missing)) : null;
    const pageProps = useMemo(
      () =>
        store && ssr ? { ...props.pageProps, _nextI18Next: { ...ssr, initialI18nStore: store } } : props.pageProps,
      [props.pageProps, ssr, store],
    );
    return <App {...props} pageProps={pageProps} />;
  }
  return PageTexts;
}
