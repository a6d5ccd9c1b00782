import i18next, { type i18n as I18n, type TFunction } from 'i18next';
import { LRUCache } from 'lru-cache';
import type { SSRConfig } from 'next-i18next/pages';
import type { ComponentType } from 'react';
import { I18nextProvider } from 'react-i18next';

import { i18nextOptions as shared } from '@/next-i18next.config';

import { localeNumbers } from './locale-numbers';

/** One i18next instance per language and namespace set, for every server render that needs it. */
const kept = new Map<string, I18n>();

function keptInstance({ initialLocale, ns, initialI18nStore }: SSRConfig['_nextI18Next'] & object): I18n {
  const namespaces = Array.isArray(ns) ? ns : [];
  const key = `${initialLocale}|${namespaces.join(',')}`;
  let instance = kept.get(key);
  if (!instance) {
    instance = i18next.createInstance();
    // the app's formatter, as appWithTranslation's instance has it (next-i18next.config.ts `use`)
    void instance.use(localeNumbers).init({
      ...shared,
      lng: initialLocale,
      ns: namespaces,
      resources: initialI18nStore,
      initAsync: false,
    });
    rememberFixedT(instance);
    // what the renders are given: see `sharedView`
    instance = sharedView(instance);
    kept.set(key, instance);
  }
  return instance;
}

/**
 * An object whose prototype is the kept instance, with no properties of its own. react-i18next's
 * useTranslation gives each component a copy of the instance it is provided (`createI18nWrapper`: every
 * own property's descriptor, copied) the first time it renders, and on the server every render is a
 * first: a whole copy of an i18next instance per useTranslation per request, a seventh of a fresh
 * login render's time (issue 40's profile). Copying this view copies nothing; reading through it reads
 * the kept instance. A server render only reads the instance (its language never changes).
 */
export function sharedView(instance: I18n): I18n {
  return Object.create(instance) as I18n;
}

type AnyT = ((key: unknown, options?: unknown, ...rest: unknown[]) => unknown) & Record<string, unknown>;

/** Answers a fixed t remembers (the least recently asked go first): a key may be built from what a request carries. */
export const REMEMBERED_ANSWERS = 1000;

/** The part of a call that decides its answer, when every option is a plain value; null when one is not. */
function callKey(key: unknown, options: unknown, rest: readonly unknown[]): string | null {
  if (typeof key !== 'string' || rest.length > 0) return null;
  if (options === undefined) return key;
  if (typeof options !== 'object' || options === null) return null;
  for (const value of Object.values(options)) {
    const kind = typeof value;
    if (kind !== 'string' && kind !== 'number' && kind !== 'boolean') return null;
  }
  return `${key}\u0000${JSON.stringify(options)}`;
}

/**
 * A kept instance's `getFixedT` hands out one `t` per language, namespace and
 * prefix, and that `t` remembers what it answered. i18next's own fixed `t`
 * copies the instance's whole options object on every call (a tenth of a
 * page's server render went there); the texts of a kept instance never
 * change. The answers to the last REMEMBERED_ANSWERS calls are kept, by key
 * and options (a count, a value to interpolate); a call with anything but
 * plain values (an element, a function) is translated every time.
 */
export function rememberFixedT(instance: I18n): void {
  const original = instance.getFixedT.bind(instance) as unknown as (...args: unknown[]) => AnyT;
  const fixed = new Map<string, AnyT>();
  instance.getFixedT = ((lng: unknown, ns: unknown, keyPrefix: unknown, options?: { scopeNs?: unknown }) => {
    const id = JSON.stringify([lng, ns, keyPrefix ?? null, options?.scopeNs ?? null]);
    let t = fixed.get(id);
    if (!t) {
      const translate = original(lng, ns, keyPrefix, options);
      const answers = new LRUCache<string, { answer: unknown }>({ max: REMEMBERED_ANSWERS });
      const remembering = ((key: unknown, opts?: unknown, ...rest: unknown[]) => {
        const call = callKey(key, opts, rest);
        if (call === null) return translate(key, opts, ...rest);
        let kept = answers.get(call);
        if (!kept) {
          kept = { answer: translate(key, opts) };
          answers.set(call, kept);
        }
        return kept.answer;
      }) as AnyT;
      // the fields react-i18next and Trans read off a fixed t
      for (const field of ['lng', 'lngs', 'ns', 'keyPrefix']) remembering[field] = translate[field];
      t = remembering;
      fixed.set(id, t);
    }
    return t as unknown as TFunction;
  }) as I18n['getFixedT'];
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
