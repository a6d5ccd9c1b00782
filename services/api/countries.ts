import type { ResidenceGuide } from '@/services/auth/residence-redirect';
import { http } from '@/services/http';

export interface Country {
  readonly code: string;
  readonly name: string;
  readonly dial_code: string;
  readonly is_disable: boolean;
}

/** REG-9: GET /v2/public/country-list, optionally with disabled countries and ISO codes. */
export async function fetchCountryList(options: { includeDisabled?: boolean } = {}): Promise<Country[]> {
  const params = options.includeDisabled ? { is_disable: 1, is_iso: 1 } : undefined;
  return (await http.get<{ list: Country[] }>('/v2/public/country-list', { params, cache: true })).result?.list ?? [];
}

export interface IpCountry {
  readonly code: string;
  readonly is_visible: boolean;
  readonly group_country: string;
}

/** SEC-5: the visitor's country from the IP. */
export async function fetchIpCountry(): Promise<IpCountry> {
  return (await http.get<IpCountry>('/user/public/ip-country', { cache: true })).result;
}

/** DLG-2: the residence guide config. */
export async function fetchResidenceGuide(): Promise<ResidenceGuide> {
  return (await http.get<ResidenceGuide>('/v3/public/residence/guide-config', { cache: true })).result;
}
