import i18next, { type i18n as I18n } from 'i18next';
import type { SSRConfig } from 'next-i18next/pages';
import type { ComponentType } from 'react';
import { I18nextProvider } from 'react-i18next';

import { i18nextOptions as shared } from '@/next-i18next.config';

/** One i18next instance per language and namespace set, for every server render that needs it. */
const kept = new Map<string, I18n>();

function keptInstance({ initialLocale, ns, initialI18nStore }: SSRConfig['_nextI18Next'] & object): I18n {
  const namespaces = Array.isArray(ns) ? ns : [];
  const key = `${initialLocale}|${namespaces.join(',')}`;
  let instance = kept.get(key);
  if (!instance) {
    instance = i18next.createInstance({
      ...shared,
      lng: initialLocale,
      ns: namespaces,
      resources: initialI18nStore,
      initAsync: false,
    });
    void instance.init();
    kept.set(key, instance);
  }
  return instance;
}

/**
 * The server's side of appWithTranslation. appWithTranslation makes a new
 * i18next instance on every render (on the server every render is a first
 * mount): about 3 ms, three times a bare page's whole render. The texts of a
 * language and namespace set never change in a process and a server render
 * never changes language, so the server renders with one kept instance per
 * set, provided exactly as appWithTranslation provides its own; the browser
 * keeps appWithTranslation (pages/_app.tsx).
 */
export function withServerTranslation<P extends { readonly pageProps?: Partial<SSRConfig> }>(
  App: ComponentType<P>,
): ComponentType<P> {
  function ServerTranslation(props: P) {
    const ssr = props.pageProps?._nextI18Next;
    if (!ssr) return <App {...props} />;
    return (
      <I18nextProvider i18n={keptInstance(ssr)}>
        <App {...props} />
      </I18nextProvider>
    );
  }
  return ServerTranslation;
}
