import type { UserConfig } from 'next-i18next/pages';

import { LazyHttpBackend } from '@/components/i18n/lazy-http-backend';
import { localeNumbers } from '@/components/i18n/locale-numbers';
import { NAMESPACES } from '@/config/i18n';
import { ALL_LOCALES, DEFAULT_LOCALE, translationSource } from '@/config/languages';

/**
 * next-i18next's configuration, one object for the server and the browser.
 * TypeScript rather than next-i18next.config.js: the languages come from
 * config/languages.ts, and every caller hands the object over explicitly
 * (serverSideTranslations, appWithTranslation), so nothing reads the file by
 * its default name.
 *
 * - Regional variants (zh-HK, en-TR, …) read their base language's files.
 * - No fallback language: a page ships only its own language's texts.
 * - In the browser a namespace the page did not bring (SITE-3) loads from
 *   /locales over HTTP (i18next-http-backend, itself loaded then:
 *   components/i18n/lazy-http-backend.ts); i18next retries an unanswered or failed (5xx) load
 *   5 times from 350 ms, doubling, and gives up on a 4xx.
 */
// read as a property of the global object: the web's server code is typed without the DOM (tsconfig.server.json)
const inBrowser = 'window' in globalThis;

export const LOCALE_LOAD_RETRIES = 5;
export const LOCALE_LOAD_FIRST_WAIT_MS = 350;

/** Where a locale's namespace lives: a file on the server, a URL in the browser. */
function localeFile(locale: string, namespace: string): string {
  return `public/locales/${translationSource(locale)}/${namespace}.json`;
}

export const nextI18NextConfig: UserConfig = {
  i18n: { defaultLocale: DEFAULT_LOCALE, locales: [...ALL_LOCALES] },
  defaultNS: 'common',
  ns: [...NAMESPACES],
  fallbackLng: false,
  // zh-HK is zh-HK: never its bare language (zh), which has no files
  load: 'currentOnly',
  // the same object goes to appWithTranslation; the props carry only the texts
  serializeConfig: false,
  localePath: (locale: string, namespace: string) => `${process.cwd()}/${localeFile(locale, namespace)}`,
  // every placeholder goes through components/i18n/locale-numbers.ts: a quantity in the language's digits (issue 39)
  interpolation: { escapeValue: false, alwaysFormat: true },
  react: {
    useSuspense: false,
    // a language change is a new page (the language menu's links load it), so no screen listens for one:
    // appWithTranslation's changeLanguage after hydration would otherwise render every screen again at once
    bindI18n: '',
  },
  // the page brings its namespaces; the others (errors, dialogs) load when a screen asks for them
  partialBundledLanguages: true,
  maxRetries: LOCALE_LOAD_RETRIES,
  retryTimeout: LOCALE_LOAD_FIRST_WAIT_MS,
  use: inBrowser ? [LazyHttpBackend, localeNumbers] : [localeNumbers],
  ...(inBrowser && {
    backend: {
      loadPath: (languages: readonly string[], namespaces: readonly string[]) =>
        `/${localeFile(languages[0], namespaces[0]).replace(/^public\//, '')}`,
    },
  }),
};

/** The i18next options alone, without next-i18next's own fields: for an instance made outside appWithTranslation. */
const {
  i18n: _routing,
  use: _plugins,
  localePath: _files,
  serializeConfig: _serialize,
  ...options
} = nextI18NextConfig;
export const i18nextOptions = options;
