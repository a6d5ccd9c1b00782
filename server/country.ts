import type { IncomingHttpHeaders } from 'node:http';

import proxyAddr from '@fastify/proxy-addr';
import type { FastifyRequest } from 'fastify';

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

/** Whose word on the country is taken. */
export interface CountryTrust {
  /** the request came from an address of API_TRUST_PROXY (the web, a load balancer): its headers may name the country */
  readonly trustedHop: boolean;
  /** honour X-Country (API_COUNTRY_OVERRIDE: development and tests), still only from a trusted hop */
  readonly override: boolean;
}

/**
 * The visitor's country (ISO alpha-2, upper-case). Headers count only when
 * the request came from a trusted hop, which sets or filters them (the web
 * forwards them only from WEB_TRUST_PROXY): then the X-Country header when
 * overrides are enabled (a malformed value is an error, not ignored), else
 * Cloudflare's CF-IPCountry (its 'XX' unknown is skipped). Otherwise, and
 * from anyone else, DEFAULT_COUNTRY.
 */
export function requestCountry(headers: IncomingHttpHeaders, trust: CountryTrust): CountryDecision {
  if (!trust.trustedHop) return { ok: true, country: DEFAULT_COUNTRY, source: 'default' };
  if (trust.override) {
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

/**
 * The country of a request as the routes read it: built once by the app from
 * API_TRUST_PROXY and API_COUNTRY_OVERRIDE. The hop is the connection's own
 * address, not anything a header says.
 */
export function visitorCountryReader(
  trustProxy: readonly string[],
  override: boolean,
): (req: Pick<FastifyRequest, 'headers' | 'socket'>) => CountryDecision {
  const trusted = proxyAddr.compile([...trustProxy]);
  return (req) => {
    const hop = req.socket.remoteAddress;
    return requestCountry(req.headers, { trustedHop: !!hop && trusted(hop, 0), override });
  };
}
