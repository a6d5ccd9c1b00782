import type { CountryChoice } from './country-choices';

/** Lower case, without accents or marks, spaces collapsed: "Côte  d’Ivoire" and "cote d’ivoire" are the same search. */
export function searchForm(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase().replace(/\s+/g, ' ').trim();
}

/** A dial code asked for: "+44", "44", "+ 1" */
const DIAL_QUERY = /^\+?[0-9]+$/;

/** How well a name answers a search: 1 it starts with it, 2 a word of it does, 3 it holds it. */
function nameRank(name: string, query: string): number | null {
  const form = searchForm(name);
  if (form.startsWith(query)) return 1;
  if (form.split(/[\s\-‐(),.'’]+/u).some((word) => word.startsWith(query))) return 2;
  return form.includes(query) ? 3 : null;
}

/**
 * Whether a country answers what was typed into the picker's search, and how
 * well (lower is better; null: it does not). A country is found by its name in
 * the page's language or in English, by its ISO code ("gb"), or by its dial
 * code ("+44", "44", or its first digits).
 */
export function rankCountryMatch(country: CountryChoice, typed: string): number | null {
  const query = searchForm(typed);
  if (!query) return 0;
  const compact = query.replace(/\s/g, '');
  if (DIAL_QUERY.test(compact)) {
    const digits = compact.replace('+', '');
    const dial = country.dialCode.replace(/\D/g, '');
    if (dial === digits) return 0;
    return dial.startsWith(digits) ? 1 : null;
  }
  if (query === country.code.toLowerCase()) return 0;
  const ranks = [nameRank(country.name, query), nameRank(country.englishName, query)].filter(
    (rank): rank is number => rank !== null,
  );
  return ranks.length > 0 ? Math.min(...ranks) : null;
}
