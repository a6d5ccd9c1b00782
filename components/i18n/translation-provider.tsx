import { createInstance, type i18n as I18n } from 'i18next';
import HttpBackend from 'i18next-http-backend';
import { useMemo, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';

import { i18nSharedConfig } from '@/config/i18n';
import { translationSource } from '@/config/languages';
import type { PageTranslations } from '@/services/translations';

const { i18n: _nextRouting, ...i18nextOptions } = i18nSharedConfig;

/**
 * SITE-3: in the browser, namespaces a page did not bring (the `errors` texts
 * of toasts) load from /locales/{lng}/{ns}.json, regional variants from their
 * base language's folder; i18next retries 5 times from 350 ms.
 */
export function localeFileUrl(languages: readonly string[], namespaces: readonly string[]): string {
  return `/locales/${translationSource(languages[0])}/${namespaces[0]}.json`;
}

function createI18n(t: PageTranslations, browser: boolean): I18n {
  const instance = createInstance({
    ...i18nextOptions,
    lng: t.locale,
    ns: [...t.namespaces],
    resources: { [t.locale]: t.resources as Record<string, Record<string, unknown>> },
    initAsync: false,
    // a page's locale is the one language it needs: `zh-TW` must not also ask for a `zh` that has no files
    ...(browser
      ? { partialBundledLanguages: true, load: 'currentOnly' as const, backend: { loadPath: localeFileUrl } }
      : {}),
  });
  if (browser) instance.use(HttpBackend);
  void instance.init();
  return instance;
}

const SERVER_T_CACHE_LIMIT = 2_000;

/**
 * Server instances never change language or texts, so the same call always
 * gives the same string: remember it. i18next's translate costs 10-20 µs a
 * call, a third of the shell's server render.
 */
function rememberTranslations(instance: I18n): I18n {
  const translate = instance.t.bind(instance) as unknown as (...args: unknown[]) => unknown;
  const results = new Map<string, unknown>();
  const remembered = (...args: unknown[]) => {
    const key = JSON.stringify(args);
    if (results.has(key)) return results.get(key);
    const value = translate(...args);
    if (results.size >= SERVER_T_CACHE_LIMIT) results.clear();
    results.set(key, value);
    return value;
  };
  // same call signature as i18next's t; the cast only restores its overloads
  instance.t = remembered as unknown as I18n['t'];
  return instance;
}

/**
 * On the server one i18next instance per locale and namespace set, reused by
 * every request: the resources are static and nothing changes the language of
 * a server instance. In the browser one instance for the visit, which gains
 * namespaces and languages as pages bring them.
 */
const serverInstances = new Map<string, I18n>();
let browserInstance: I18n | null = null;

export function i18nFor(t: PageTranslations): I18n {
  if (typeof window === 'undefined') {
    const key = `${t.locale}|${t.namespaces.join(',')}`;
    let instance = serverInstances.get(key);
    if (!instance) {
      instance = rememberTranslations(createI18n(t, false));
      serverInstances.set(key, instance);
    }
    return instance;
  }
  if (!browserInstance) {
    browserInstance = createI18n(t, true);
    return browserInstance;
  }
  for (const [ns, messages] of Object.entries(t.resources)) {
    if (!browserInstance.hasResourceBundle(t.locale, ns)) {
      browserInstance.addResourceBundle(t.locale, ns, messages as Record<string, unknown>, true, true);
    }
  }
  if (browserInstance.language !== t.locale) void browserInstance.changeLanguage(t.locale);
  return browserInstance;
}

export function TranslationProvider({
  translations,
  children,
}: {
  readonly translations: PageTranslations | undefined;
  readonly children: ReactNode;
}) {
  const i18n = useMemo(() => (translations ? i18nFor(translations) : null), [translations]);
  if (!i18n) return <>{children}</>;
  return <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
}
