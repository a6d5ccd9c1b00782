import { readdirSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import { LOCALES_DIR, flattenTexts, loadLocaleFile } from '@/tests/support/locale-files';

/** What follows a message's first sentence (Thai writes no full stop: its first space ends the sentence). */
function afterFirstSentence(locale: string, text: string): string {
  const match = locale === 'th-TH' ? /^\S+\s+(.*)$/su.exec(text) : /^.*?(?:\. |。|। )(.*)$/su.exec(text);
  return match ? match[1] : text;
}

describe.each(readdirSync(LOCALES_DIR))('the tries left in %s', (locale) => {
  const auth = flattenTexts(loadLocaleFile(locale, 'auth'));
  const errors = flattenTexts(loadLocaleFile(locale, 'errors'));

  it('issue 39 a wrong password (or email and password) says its tries left in the words of a wrong code, in every plural form', () => {
    const forms = [...auth.keys()].filter((key) => /^errors\.\w+Left_[a-z]+$/.test(key));
    expect(forms.filter((key) => key.startsWith('errors.wrongPasswordLeft_')).length).toBeGreaterThan(0);
    for (const key of forms) {
      const form = key.slice(key.lastIndexOf('_') + 1);
      const code = errors.get(`wrongCode.left_${form}`) ?? errors.get('wrongCode.left_other');
      expect(code, `${locale} errors:wrongCode.left_${form}`).toBeDefined();
      expect(afterFirstSentence(locale, auth.get(key) ?? ''), `${locale} auth:${key}`).toBe(
        afterFirstSentence(locale, code ?? ''),
      );
    }
  });
});

describe('the English texts', () => {
  it('issue 39 write "Log in" (the verb) and "login" (the noun), never "Log-in"', () => {
    const hyphenated = readdirSync(`${LOCALES_DIR}/en`)
      .map((file) => file.replace(/\.json$/, ''))
      .flatMap((ns) => [...flattenTexts(loadLocaleFile('en', ns))].map(([key, text]) => [`${ns}:${key}`, text]))
      .filter(([, text]) => /\blog-in\b/i.test(text))
      .map(([key]) => key);
    expect(hyphenated).toEqual([]);
  });
});

describe('the Arabic texts', () => {
  it('issue 39 write their numbers in the Arabic-Indic digits Intl gives ar-SA (names and examples such as 1Password keep theirs)', () => {
    const western = /(?<![A-Za-z0-9_-])\d+(?![A-Za-z0-9_])/;
    const found = readdirSync(`${LOCALES_DIR}/ar-SA`)
      .map((file) => file.replace(/\.json$/, ''))
      .flatMap((ns) => [...flattenTexts(loadLocaleFile('ar-SA', ns))].map(([key, text]) => [`${ns}:${key}`, text]))
      .filter(([, text]) => western.test(text.replace(/\{\{[^}]*\}\}/g, '')))
      .map(([key]) => key);
    expect(found).toEqual([]);
  });
});
