import { describe, expect, it } from 'vitest';

import { countryChoices, type CountryChoice } from '@/services/auth/country-choices';
import { rankCountryMatch, searchForm } from '@/services/auth/country-search';

const LISTED = [
  { code: 'GB', dial_code: '+44', name: 'United Kingdom' },
  { code: 'DE', dial_code: '+49', name: 'Germany' },
  { code: 'AE', dial_code: '+971', name: 'United Arab Emirates' },
  { code: 'CI', dial_code: '+225', name: "Cote d'Ivoire" },
  { code: 'US', dial_code: '+1', name: 'United States' },
  { code: 'CA', dial_code: '+1', name: 'Canada' },
  { code: 'TR', dial_code: '+90', name: 'Turkey' },
];

const namer = (tag: string) => {
  const names = new Intl.DisplayNames([tag], { type: 'region' });
  return (code: string) => names.of(code);
};

const choicesIn = (tag: string) => countryChoices(LISTED, tag, namer(tag), namer('en'));
const byCode = (choices: readonly CountryChoice[], code: string) => choices.find((c) => c.code === code)!;

/** The codes a search finds, best first (as the picker lists them: ties keep alphabetical order). */
function search(choices: readonly CountryChoice[], typed: string): string[] {
  return choices
    .map((choice) => ({ choice, rank: rankCountryMatch(choice, typed) }))
    .filter((found): found is { choice: CountryChoice; rank: number } => found.rank !== null)
    .sort((a, b) => a.rank - b.rank)
    .map((found) => found.choice.code);
}

describe('countryChoices', () => {
  it("REG-9 names the api's countries in the page's language and in English, in that language's order", () => {
    const de = choicesIn('de-DE');
    expect(byCode(de, 'DE')).toEqual({ code: 'DE', dialCode: '+49', name: 'Deutschland', englishName: 'Germany' });
    expect(byCode(de, 'GB').name).toBe('Vereinigtes Königreich');
    expect(de.map((c) => c.code)).toEqual(['CI', 'DE', 'CA', 'TR', 'AE', 'US', 'GB']);
  });

  it("REG-9 keeps the api's name where the browser has none", () => {
    const choices = countryChoices(
      LISTED.slice(0, 1),
      'en',
      () => undefined,
      () => undefined,
    );
    expect(choices).toEqual([{ code: 'GB', dialCode: '+44', name: 'United Kingdom', englishName: 'United Kingdom' }]);
  });
});

describe('rankCountryMatch', () => {
  const en = choicesIn('en');
  const ar = choicesIn('ar-SA');
  const ja = choicesIn('ja-JP');

  it('finds every country for an empty search, in the listed order', () => {
    expect(search(en, '')).toEqual(en.map((c) => c.code));
    expect(search(en, '   ')).toEqual(en.map((c) => c.code));
  });

  it("finds a country by its name in the page's language, whatever the case and accents", () => {
    const de = choicesIn('de-DE');
    expect(search(de, 'deutsch')).toEqual(['DE']);
    expect(search(de, 'KÖNIG')).toEqual(['GB']);
    expect(search(de, 'konig')).toEqual(['GB']);
    expect(search(ja, 'ドイツ')).toEqual(['DE']);
    expect(search(ar, byCode(ar, 'TR').name)).toEqual(['TR']);
  });

  it('finds a country by its English name on a page in another language', () => {
    expect(search(ja, 'germany')).toEqual(['DE']);
    expect(search(ar, 'United King')).toEqual(['GB']);
  });

  it('finds a country by a word inside its name, names that start with the search first', () => {
    expect(search(en, 'united')).toEqual(['AE', 'GB', 'US']);
    expect(search(en, 'kingdom')).toEqual(['GB']);
    expect(search(en, 'ivoire')).toEqual(['CI']);
    // "States" starts a word of "United States"; "Arab Emirates" only holds it
    expect(search(en, 'states')).toEqual(['US']);
    expect(search(en, 'ates')).toEqual(['AE', 'US']);
  });

  it('finds a country by its ISO code, before names that merely hold the letters', () => {
    expect(search(en, 'gb')).toEqual(['GB']);
    expect(search(en, 'DE')).toEqual(['DE']);
    expect(search(en, 'ca')).toEqual(['CA']);
    expect(search(ja, 'tr')).toEqual(['TR']);
  });

  it('finds a country by its dial code, with or without +, exact codes first', () => {
    expect(search(en, '+44')).toEqual(['GB']);
    expect(search(en, '44')).toEqual(['GB']);
    expect(search(en, '+1')).toEqual(['CA', 'US']);
    expect(search(en, '9')).toEqual(['TR', 'AE']);
    expect(search(en, '+97')).toEqual(['AE']);
    expect(search(en, '+ 971')).toEqual(['AE']);
    expect(search(en, '+4')).toEqual(['DE', 'GB']);
  });

  it('finds nothing for what no country is called', () => {
    expect(search(en, 'atlantis')).toEqual([]);
    expect(search(en, '+999')).toEqual([]);
    expect(search(en, 'zz')).toEqual([]);
  });
});

describe('searchForm', () => {
  it('drops case, accents and extra spaces', () => {
    expect(searchForm('  Côte   d’Ivoire ')).toBe('cote d’ivoire');
    expect(searchForm('TÜRKİYE')).toBe('turkiye');
  });
});
