import { createContext, useMemo, type ReactNode } from 'react';

import type { PageTranslations } from '@/services/translations';

import type { Resources } from './translate';
import { createTranslationStore, type TranslationStore } from './translation-store';

/** null on pages Next renders without props (its own error pages): keys render as themselves. */
export const TranslationContext = createContext<TranslationStore | null>(null);

/**
 * On the server one store per locale and namespace set, shared by every
 * request: the texts are static and never load late there. In the browser one
 * store per language for the visit, which gains namespaces as pages bring
 * them or screens ask for them (`errors`, `dialogs`).
 */
const serverStores = new Map<string, TranslationStore>();
const browserStores = new Map<string, TranslationStore>();

export function translationStoreFor(t: PageTranslations): TranslationStore {
  // the page props carry the JSON files as they are (services/translations.ts)
  const resources = t.resources as Resources;
  if (typeof window === 'undefined') {
    const key = `${t.locale}|${t.namespaces.join(',')}`;
    let store = serverStores.get(key);
    if (!store) {
      store = createTranslationStore(t.locale, resources);
      serverStores.set(key, store);
    }
    return store;
  }
  let store = browserStores.get(t.locale);
  if (!store) {
    store = createTranslationStore(t.locale, resources);
    browserStores.set(t.locale, store);
  } else {
    store.add(resources);
  }
  return store;
}

export function TranslationProvider({
  translations,
  children,
}: {
  readonly translations: PageTranslations | undefined;
  readonly children: ReactNode;
}) {
  const store = useMemo(() => (translations ? translationStoreFor(translations) : null), [translations]);
  return <TranslationContext.Provider value={store}>{children}</TranslationContext.Provider>;
}
