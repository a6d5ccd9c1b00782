import { serverSideTranslations } from 'next-i18next/pages/serverSideTranslations';

import type { Namespace } from '@/config/i18n';
import { nextI18NextConfig } from '@/next-i18next.config';
import type { PageTranslations } from '@/services/page-props';

/**
 * serverSideTranslations clones an i18next instance and reads the texts on
 * every call (about 2 ms, more than a whole bare page); the texts are part of
 * the build, so each language and namespace set is worked out once per process.
 */
const kept = new Map<string, Promise<PageTranslations>>();

/**
 * Server side: `common` and the page's namespaces (SITE-3), serialized into the
 * page props so the browser never fetches what the first render needs.
 */
export function loadPageTranslations(locale: string, namespaces: readonly Namespace[]): Promise<PageTranslations> {
  const all = ['common', ...namespaces.filter((ns) => ns !== 'common')];
  const key = `${locale}|${all.join(',')}`;
  let translations = kept.get(key);
  if (!translations) {
    translations = serverSideTranslations(locale, all, nextI18NextConfig);
    // a failed read is not kept: the next request tries again
    translations.catch(() => kept.delete(key));
    kept.set(key, translations);
  }
  return translations;
}
