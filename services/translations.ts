import { readFileSync } from 'node:fs';
import path from 'node:path';

import type { Namespace } from '@/config/i18n';
import { translationSource } from '@/config/languages';

/** The texts a page renders with: its locale and only the namespaces it reads. */
export interface PageTranslations {
  readonly locale: string;
  readonly namespaces: readonly string[];
  /** namespace → nested messages */
  readonly resources: Readonly<Record<string, unknown>>;
}

const LOCALES_DIR = path.resolve(process.cwd(), 'public/locales');
const files = new Map<string, unknown>();

/** One namespace of one locale; regional variants read their base language (config/languages.ts). */
function readNamespace(locale: string, namespace: string): unknown {
  const file = path.join(LOCALES_DIR, translationSource(locale), `${namespace}.json`);
  let messages = files.get(file);
  if (messages === undefined) {
    messages = JSON.parse(readFileSync(file, 'utf8'));
    // translation files are part of the build: read once per process
    files.set(file, messages);
  }
  return messages;
}

/**
 * Server side: `common` and the page's namespaces (SITE-3), serialized into the
 * page props so the browser never fetches what the first render needs.
 */
export function loadPageTranslations(locale: string, namespaces: readonly Namespace[]): PageTranslations {
  const all = ['common', ...namespaces.filter((ns) => ns !== 'common')];
  return {
    locale,
    namespaces: all,
    resources: Object.fromEntries(all.map((ns) => [ns, readNamespace(locale, ns)])),
  };
}
