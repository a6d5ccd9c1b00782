import type { countryList } from '@/contract/countries/country-list';
import { countryListFacts } from '@/contract/countries/country-list.facts';
import type { ipCountry } from '@/contract/countries/ip-country';
import { ipCountryFacts } from '@/contract/countries/ip-country.facts';
import type { ResultOf } from '@/contract/endpoint';
import type { residenceGuideConfig } from '@/contract/residence/guide-config';
import { residenceGuideConfigFacts } from '@/contract/residence/guide-config.facts';
import { http } from '@/services/http';

export type Country = ResultOf<typeof countryList>['list'][number];
export type IpCountry = ResultOf<typeof ipCountry>;
/** DLG-2: result.guideConfigs by siteId EU, BYBIT or Default; showMode; countries2. */
export type ResidenceGuide = ResultOf<typeof residenceGuideConfig>;

/** REG-9: GET /v2/public/country-list, optionally with disabled countries and ISO codes. */
export async function fetchCountryList(options: { includeDisabled?: boolean } = {}): Promise<Country[]> {
  const query = options.includeDisabled ? ({ is_disable: 1, is_iso: 1 } as const) : {};
  return (await http.call(countryListFacts, query, { cache: true })).result?.list ?? [];
}

/** SEC-5: the visitor's country from the IP. */
export async function fetchIpCountry(): Promise<IpCountry> {
  return (await http.call(ipCountryFacts, {}, { cache: true })).result;
}

/** DLG-2: the residence guide config. */
export async function fetchResidenceGuide(): Promise<ResidenceGuide> {
  return (await http.call(residenceGuideConfigFacts, {}, { cache: true })).result;
}
