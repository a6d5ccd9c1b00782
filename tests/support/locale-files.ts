import { readFileSync } from 'node:fs';
import path from 'node:path';

/** Where the translation files are (public/locales/{locale}/{ns}.json). */
export const LOCALES_DIR = path.resolve(import.meta.dirname, '../../public/locales');

export type Tree = { [key: string]: string | Tree };

/** One namespace file of one language, as written. */
export function loadLocaleFile(locale: string, ns: string): Tree {
  return JSON.parse(readFileSync(path.join(LOCALES_DIR, locale, `${ns}.json`), 'utf8')) as Tree;
}

/** Every text of a file by its dotted key. */
export function flattenTexts(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(name, value);
    else for (const [k, v] of flattenTexts(value, name)) out.set(k, v);
  }
  return out;
}
