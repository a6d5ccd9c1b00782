import { readdirSync } from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { NAMESPACES } from '@/config/i18n';
import { ALL_LOCALES, TRANSLATED_LOCALES, translationSource } from '@/config/languages';
import { SITES, SITE_IDS } from '@/config/sites';
import { LOCALES_DIR, flattenTexts, loadLocaleFile } from '@/tests/support/locale-files';

const placeholders = (text: string) => (text.match(/\{\{\s*\w+\s*\}\}/g) ?? []).sort();

/** A plural form's key names its family; each language has its own forms (tests/i18n/plurals.test.ts). */
const PLURAL_SUFFIX = /_(?:zero|one|two|few|many|other)$/;
const family = (key: string) => key.replace(PLURAL_SUFFIX, '');
/** The placeholders a text must carry besides the count, which a word may stand in for (Arabic "two attempts"). */
const namedPlaceholders = (key: string, text: string) =>
  PLURAL_SUFFIX.test(key) ? placeholders(text).filter((p) => !/\bcount\b/.test(p)) : placeholders(text);

/** Strings that are the same in every language (brand names). */
const SAME_EVERYWHERE = new Set(['common:brand']);

describe('translations', () => {
  it('SITE-3 every translated language has a file for every namespace, and no stray files', () => {
    for (const locale of TRANSLATED_LOCALES) {
      const files = readdirSync(path.join(LOCALES_DIR, locale)).sort();
      expect(files, locale).toEqual(NAMESPACES.map((ns) => `${ns}.json`).sort());
    }
    expect(readdirSync(LOCALES_DIR).sort()).toEqual([...TRANSLATED_LOCALES].sort());
  });

  for (const ns of NAMESPACES) {
    const english = flattenTexts(loadLocaleFile('en', ns));
    for (const locale of TRANSLATED_LOCALES.filter((l) => l !== 'en')) {
      it(`SITE-3 ${locale}/${ns} has every key of English, no extra key, and real translations`, () => {
        const strings = flattenTexts(loadLocaleFile(locale, ns));
        const families = (keys: Iterable<string>) => [...new Set([...keys].map(family))].sort();
        expect(families(strings.keys())).toEqual(families(english.keys()));
        for (const [key, value] of strings) {
          const englishText = english.get(key) ?? english.get(`${family(key)}_other`) ?? '';
          expect(value.trim(), `${locale} ${ns}:${key}`).not.toBe('');
          expect(namedPlaceholders(key, value), `${locale} ${ns}:${key}`).toEqual(namedPlaceholders(key, englishText));
          if (!SAME_EVERYWHERE.has(`${ns}:${key}`)) {
            expect(value, `${locale} ${ns}:${key} is an English copy`).not.toBe(english.get(key));
          }
        }
      });
    }
  }

  it('SITE-2 every language a site offers resolves to translated files', () => {
    const offered = new Set(SITE_IDS.flatMap((id) => SITES[id].languages));
    for (const locale of offered) {
      expect(TRANSLATED_LOCALES, locale).toContain(translationSource(locale));
    }
    for (const locale of ALL_LOCALES) expect(TRANSLATED_LOCALES).toContain(translationSource(locale));
  });
});
