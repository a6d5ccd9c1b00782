import { readdirSync } from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { LOCALES_DIR, flattenTexts, loadLocaleFile } from '@/tests/support/locale-files';

/** The plural suffixes of i18next's JSON v4 format, in CLDR order. */
const CATEGORIES: readonly Intl.LDMLPluralRule[] = ['zero', 'one', 'two', 'few', 'many', 'other'];
const PLURAL_KEY = new RegExp(`^(.+)_(${CATEGORIES.join('|')})$`);
const COUNT = /\{\{\s*count\s*\}\}/;
const placeholders = (text: string) => (text.match(/\{\{\s*\w+\s*\}\}/g) ?? []).map((p) => p.replace(/\s/g, ''));

/** The per-count keys the plural families replaced: none may come back. */
const RETIRED: ReadonlyArray<readonly [ns: string, key: string]> = [
  ['auth', 'errors.wrongPasswordOneLeft'],
  ['auth', 'errors.wrongPasswordTwoLeft'],
  ['auth', 'errors.wrongPasswordLeft'],
  ['unblock', 'codeWrongLeft'],
];

/** key without its plural suffix → category → text */
function pluralFamilies(strings: Map<string, string>): Map<string, Map<string, string>> {
  const families = new Map<string, Map<string, string>>();
  for (const [key, text] of strings) {
    const match = PLURAL_KEY.exec(key);
    if (!match) continue;
    const forms = families.get(match[1]) ?? new Map<string, string>();
    forms.set(match[2], text);
    families.set(match[1], forms);
  }
  return families;
}

const sorted = (keys: Iterable<string>) => [...keys].sort();

/** The given categories in CLDR order (zero, one, two, few, many, other). */
const inOrder = (categories: Iterable<string>) => {
  const given = new Set(categories);
  return CATEGORIES.filter((category) => given.has(category));
};

/** The categories i18next picks from for the language, as Intl gives them. */
const categoriesOf = (locale: string) => inOrder(new Intl.PluralRules(locale).resolvedOptions().pluralCategories);

/**
 * A word may stand in for the number ("one attempt", Arabic محاولتان) only in a
 * category that covers a single whole number in that language: zero, one or
 * two. Russian "one" also covers 21, 31…, French "one" covers 0 and 1, so
 * those texts need {{count}}.
 */
function countMayBeAWord(locale: string, category: string): boolean {
  if (!['zero', 'one', 'two'].includes(category)) return false;
  const rules = new Intl.PluralRules(locale);
  let numbers = 0;
  for (let n = 0; n <= 1000; n++) if (rules.select(n) === category) numbers++;
  return numbers === 1;
}

const LOCALES = readdirSync(LOCALES_DIR, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

const NAMESPACES = readdirSync(path.join(LOCALES_DIR, 'en'))
  .filter((file) => file.endsWith('.json'))
  .map((file) => file.slice(0, -'.json'.length))
  .sort();

/** namespace → English plural families */
const ENGLISH = new Map(
  NAMESPACES.map((ns) => [ns, pluralFamilies(flattenTexts(loadLocaleFile('en', ns)))] as const).filter(
    ([, families]) => families.size > 0,
  ),
);

describe('plural forms', () => {
  it('SITE-3 English has the plural families, so the checks below check something', () => {
    const found = [...ENGLISH].flatMap(([ns, families]) => [...families.keys()].map((key) => `${ns}:${key}`));
    expect(found).toEqual(expect.arrayContaining(['auth:errors.wrongPasswordLeft', 'unblock:codeWrongLeft']));
    expect(LOCALES).toContain('en');
    expect(LOCALES.length).toBeGreaterThan(1);
  });

  it('SITE-3 Intl knows every locale folder, so it does not fall back to another language', () => {
    for (const locale of LOCALES) {
      expect(Intl.PluralRules.supportedLocalesOf([locale]), locale).toEqual([locale]);
    }
  });

  for (const locale of LOCALES) {
    const categories = categoriesOf(locale);

    for (const [ns, englishFamilies] of ENGLISH) {
      it(`SITE-3 ${locale}/${ns} has every plural family with exactly the forms ${categories.join(', ')}`, () => {
        const strings = flattenTexts(loadLocaleFile(locale, ns));
        const families = pluralFamilies(strings);
        for (const [key, englishForms] of englishFamilies) {
          const where = `${locale} ${ns}:${key}`;
          const forms = families.get(key);
          expect(forms, `${where} is missing`).toBeDefined();
          expect(inOrder(forms?.keys() ?? []), where).toEqual(categories);
          // a plain key next to the family would be read instead of the plural forms
          expect(strings.has(key), `${where} also exists without a suffix`).toBe(false);
          const others = placeholders(englishForms.get('other') ?? '').filter((p) => p !== '{{count}}');
          for (const [category, text] of forms ?? []) {
            expect(text.trim(), `${where}_${category}`).not.toBe('');
            if (!countMayBeAWord(locale, category)) {
              expect(text, `${where}_${category} needs {{count}}`).toMatch(COUNT);
            }
            expect(
              placeholders(text).filter((p) => p !== '{{count}}'),
              `${where}_${category}`,
            ).toEqual(others);
          }
        }
        // no plural family that English does not have
        expect(sorted(families.keys()), `${locale} ${ns}`).toEqual(sorted(englishFamilies.keys()));
      });
    }

    it(`SITE-3 ${locale} has none of the per-count keys the plural forms replaced`, () => {
      for (const [ns, key] of RETIRED) {
        expect(flattenTexts(loadLocaleFile(locale, ns)).has(key), `${locale} ${ns}:${key}`).toBe(false);
      }
    });
  }
});
