import { readFileSync } from 'node:fs';
import path from 'node:path';

import { render, type RenderOptions, type RenderResult } from '@testing-library/react';
import i18next, { type i18n as I18n } from 'i18next';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';

import { LazyHttpBackend } from '@/components/i18n/lazy-http-backend';
import { localeNumbers } from '@/components/i18n/locale-numbers';
import type { Namespace } from '@/config/i18n';
import { translationSource } from '@/config/languages';
import { i18nextOptions as shared } from '@/next-i18next.config';

const LOCALES_DIR = path.resolve(import.meta.dirname, '../../public/locales');

export type Messages = { readonly [key: string]: string | Messages };

/** The JSON file a locale reads for a namespace; regional variants (en-EU, zh-HK…) read their base language's. */
export function loadMessages(locale: string, namespace: Namespace): Messages {
  const file = path.join(LOCALES_DIR, translationSource(locale), `${namespace}.json`);
  return JSON.parse(readFileSync(file, 'utf8')) as Messages;
}

/**
 * The raw string at a dotted key of a locale's file, read straight from the
 * JSON so tests compare rendered text with what translators wrote rather than
 * with the output of the i18n instance under test.
 */
export function message(locale: string, namespace: Namespace, key: string): string {
  let node: string | Messages = loadMessages(locale, namespace);
  for (const part of key.split('.')) {
    if (typeof node === 'string' || !(part in node)) throw new Error(`${locale}/${namespace}.json has no key ${key}`);
    node = node[part];
  }
  if (typeof node !== 'string') throw new Error(`${locale}/${namespace}.json: ${key} is not a string`);
  return node;
}

export interface TestI18nOptions {
  /** what reads /locales for namespaces loaded later; by default the global fetch, which MSW answers */
  readonly fetch?: (url: string, init: RequestInit) => Promise<Response>;
  /** i18next's first wait before a retry (the app's is 350 ms) */
  readonly retryTimeout?: number;
}

/** Reads /locales from the files, as the web server serves them (MSW has no handler for them). */
const filesFetch = (url: string): Promise<Response> => {
  const [, locale, namespace] = /^\/locales\/([^/]+)\/([^/.]+)\.json$/.exec(url) ?? [];
  if (!locale) return Promise.resolve(new Response('', { status: 404 }));
  try {
    return Promise.resolve(Response.json(loadMessages(locale, namespace as Namespace)));
  } catch {
    return Promise.resolve(new Response('', { status: 404 }));
  }
};

/**
 * A /locales reader that answers only when the test says: `asked` lists the files asked for, `release()`
 * answers every one asked so far from the files (for a test of what shows while texts are on their way).
 */
export function heldLocaleFiles(): {
  readonly fetch: (url: string) => Promise<Response>;
  readonly asked: string[];
  readonly release: () => void;
} {
  const asked: string[] = [];
  const pending: Array<() => void> = [];
  return {
    asked,
    fetch: (url) => {
      asked.push(url);
      return new Promise<Response>((resolve) => pending.push(() => void filesFetch(url).then(resolve)));
    },
    release: () => pending.splice(0).forEach((answer) => answer()),
  };
}

/**
 * An i18next instance like the one appWithTranslation makes in the browser
 * (the app's next-i18next configuration), holding the namespaces a page would
 * bring; others load through its backend.
 */
export function createTestI18n(
  locale: string,
  namespaces: readonly Namespace[] = ['common'],
  options: TestI18nOptions = {},
): I18n {
  const bundle: Record<string, Messages> = {};
  for (const ns of namespaces) bundle[ns] = loadMessages(locale, ns);
  const instance = i18next.createInstance();
  void instance
    .use(LazyHttpBackend)
    .use(localeNumbers)
    .use(initReactI18next)
    .init({
      ...shared,
      lng: locale,
      ns: [...namespaces],
      resources: { [locale]: bundle },
      initAsync: false,
      retryTimeout: options.retryTimeout ?? shared.retryTimeout,
      backend: {
        loadPath: (languages: readonly string[], nss: readonly string[]) =>
          `/locales/${translationSource(languages[0])}/${nss[0]}.json`,
        alternateFetch: (url: string, init: RequestInit) => (options.fetch ?? filesFetch)(url, init),
      },
    });
  return instance;
}

/** Provides `i18n` the way the app's appWithTranslation does. */
export function translationWrapper(i18n: I18n) {
  return function TranslationWrapper({ children }: { children: ReactNode }) {
    return <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
  };
}

interface I18nRenderOptions extends Omit<RenderOptions, 'wrapper'> {
  readonly locale?: string;
  readonly namespaces?: readonly Namespace[];
}

/** Renders `ui` with a real i18next instance for `locale`, provided the way the app's appWithTranslation does. */
export function renderWithI18n(
  ui: ReactElement,
  { locale = 'en', namespaces = ['common'], ...options }: I18nRenderOptions = {},
): RenderResult & { readonly i18n: I18n } {
  const i18n = createTestI18n(locale, namespaces);
  return { ...render(ui, { ...options, wrapper: translationWrapper(i18n) }), i18n };
}
