import type { TFunction, i18n as I18n } from 'i18next';
import { useContext } from 'react';
import { I18nContext } from 'react-i18next';

const fixedByInstance = new WeakMap<I18n, Map<string, TFunction>>();

/**
 * A translate function for namespaces the page always carries (`common`, the
 * screen's own). react-i18next's useTranslation also subscribes to loading
 * and language events, which costs about 40 µs per component on every server
 * render; these namespaces never load late, and a language change is a new
 * page. Namespaces that load on demand (`errors`) keep useTranslation.
 */
/**
 * The i18next instance of the TranslationProvider around the component; null
 * on pages Next renders without props (its own error pages).
 */
export function useI18nInstance(): I18n | null {
  return useContext(I18nContext)?.i18n ?? null;
}

/** Without translations a key renders as itself, as react-i18next does. */
const keyAsText = ((key: string | string[]) => (Array.isArray(key) ? key[0] : key)) as unknown as TFunction;

export function useFixedT(namespace: string): TFunction {
  const i18n = useI18nInstance();
  if (!i18n) return keyAsText;
  let byNamespace = fixedByInstance.get(i18n);
  if (!byNamespace) {
    byNamespace = new Map();
    fixedByInstance.set(i18n, byNamespace);
  }
  let t = byNamespace.get(namespace);
  if (!t) {
    t = i18n.getFixedT(null, namespace) as TFunction;
    byNamespace.set(namespace, t);
  }
  return t;
}
