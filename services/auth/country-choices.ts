/** A country the mobile field offers, as the picker shows and searches it. */
export interface CountryChoice {
  /** ISO alpha-2 */
  readonly code: string;
  /** '+44' */
  readonly dialCode: string;
  /** in the page's language */
  readonly name: string;
  readonly englishName: string;
}

/** A country as the api lists it (REG-9): its English name. */
interface ListedCountry {
  readonly code: string;
  readonly dial_code: string;
  readonly name: string;
}

/** Names a region by its ISO code (an Intl.DisplayNames's `of`), or cannot. */
export type RegionNamer = (code: string) => string | undefined;

/**
 * REG-9: the api's countries, named in the page's language (the browser's
 * Intl data; the api's English name where it has none) and in English, in
 * the page language's alphabetical order.
 */
export function countryChoices(
  list: readonly ListedCountry[],
  languageTag: string,
  localName: RegionNamer,
  englishName: RegionNamer,
): CountryChoice[] {
  return list
    .map((c) => ({
      code: c.code,
      dialCode: c.dial_code,
      name: localName(c.code) ?? c.name,
      englishName: englishName(c.code) ?? c.name,
    }))
    .sort((a, b) => a.name.localeCompare(b.name, languageTag));
}
