import { useContext } from 'react';

import type { TFunction } from './translate';
import { TranslationContext } from './translation-provider';

/** Without translations a key renders as itself. */
const keyAsText: TFunction = (key) => key;

/**
 * A translate function for namespaces the page always carries (`common`, the
 * screen's own): they never load late, and a language change is a new page,
 * so nothing needs to subscribe. Namespaces that load on demand (`errors`,
 * `dialogs`) use useTranslation.
 */
export function useFixedT(namespace: string): TFunction {
  const store = useContext(TranslationContext);
  return store ? store.fixedT(namespace) : keyAsText;
}
