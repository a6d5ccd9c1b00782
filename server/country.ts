import type { IncomingHttpHeaders } from 'node:http';

/**
 * Country assumed when the request says nothing usable (a local run): GB is
 * open to registration (REG-10) and outside the EEA, so the global site shows
 * no residence dialog (DLG-1).
 */
export const DEFAULT_COUNTRY = 'GB';

/** Development/test override of the visitor's country (honoured only when enabled). */
export const COUNTRY_OVERRIDE_HEADER = 'x-country';
/** Set by Cloudflare in front of the api. */
export const CDN_COUNTRY_HEADER = 'cf-ipcountry';

const ISO2 = /^[A-Z]{2}$/;

export type CountryDecision =
  | { readonly ok: true; readonly country: string; readonly source: 'override' | 'cdn' | 'default' }
  | { readonly ok: false; readonly message: string };

function first(value: string | string[] | undefined): string | undefined {
  return (Array.isArray(value) ? value[0] : value)?.trim();
}

/**
 * The visitor's country (ISO alpha-2, upper-case): the X-Country header when
 * overrides are enabled (a malformed value is an error, not ignored), else
 * Cloudflare's CF-IPCountry (its 'XX' unknown and 'T1' Tor are skipped), else SG.
 */
export function requestCountry(headers: IncomingHttpHeaders, allowOverride: boolean): CountryDecision {
  if (allowOverride) {
    const override = first(headers[COUNTRY_OVERRIDE_HEADER]);
    if (override) {
      const code = override.toUpperCase();
      if (!ISO2.test(code)) return { ok: false, message: 'X-Country must be a two-letter country code' };
      return { ok: true, country: code, source: 'override' };
    }
  }
  const cdn = first(headers[CDN_COUNTRY_HEADER])?.toUpperCase();
  if (cdn && ISO2.test(cdn) && cdn !== 'XX') return { ok: true, country: cdn, source: 'cdn' };
  return { ok: true, country: DEFAULT_COUNTRY, source: 'default' };
}
