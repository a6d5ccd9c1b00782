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

const RESULT_CACHE_LIMIT = 2_000;

/**
 * Server instances never change language or texts (translation-provider.tsx),
 * so a call always answers the same string. i18next's fixedT rebuilds its
 * options on every call: measured, a fifth of the login form's server render.
 */
function rememberResults(fixed: TFunction): TFunction {
  const results = new Map<string, unknown>();
  const call = fixed as unknown as (...args: unknown[]) => unknown;
  const remembered = (...args: unknown[]) => {
    const key = args.length === 1 && typeof args[0] === 'string' ? args[0] : JSON.stringify(args);
    let value = results.get(key);
    if (value === undefined) {
      value = call(...args);
      if (results.size >= RESULT_CACHE_LIMIT) results.clear();
      results.set(key, value);
    }
    return value;
  };
  // same call signature as i18next's t; the cast only restores its overloads
  return remembered as unknown as TFunction;
}

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
    const fixed = i18n.getFixedT(null, namespace) as TFunction;
    t = typeof window === 'undefined' ? rememberResults(fixed) : fixed;
    byNamespace.set(namespace, t);
  }
  return t;
}
