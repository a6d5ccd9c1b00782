import { EMAIL_MAX_LENGTH, MOBILE_MAX_DIGITS, MOBILE_MIN_DIGITS } from '@/config/x-api';

import type { Queryable } from '../db';

/** An email as stored: trimmed, lower-case; null when it does not look like one. */
export function normalizeEmail(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const email = value.trim().toLowerCase();
  if (email.length > EMAIL_MAX_LENGTH) return null;
  // one @, a dot in the domain, no spaces or angle brackets
  if (!/^[^\s@<>()[\]\\,;:"]+@[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)+$/.test(email)) {
    return null;
  }
  return email;
}

/** National digits of a mobile number: separators dropped; null unless 4-15 digits remain. */
export function normalizeMobileDigits(value: unknown): string | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const digits = String(value).replace(/[\s().-]/g, '');
  return new RegExp(`^[0-9]{${MOBILE_MIN_DIGITS},${MOBILE_MAX_DIGITS}}$`).test(digits) ? digits : null;
}

export interface MobileCountry {
  readonly code: string;
  readonly dialCode: string;
  readonly restricted: boolean;
  readonly min: number;
  readonly max: number;
}

const DEFAULT_MIN = 6;
const DEFAULT_MAX = 15;

export type CountryLookup =
  { readonly ok: true; readonly country: MobileCountry } | { readonly ok: false; readonly message: string };

/**
 * The country of `country_code`: an ISO alpha-2 code ('SG', as in the
 * /register/countryCode list), or a dial code ('65', '+65') that belongs to
 * one country only ('+1' is both CA and US, so it is refused as ambiguous).
 */
export async function lookupMobileCountry(db: Queryable, countryCode: unknown): Promise<CountryLookup> {
  if (typeof countryCode !== 'string' && typeof countryCode !== 'number') {
    return { ok: false, message: 'country_code is required for a mobile number' };
  }
  const raw = String(countryCode).trim();
  let rows: {
    code: string;
    dial_code: string;
    is_disable: boolean;
    mobile_min: number | null;
    mobile_max: number | null;
  }[];
  if (/^[A-Za-z]{2}$/.test(raw)) {
    ({ rows } = await db.query(
      'select code, dial_code, is_disable, mobile_min, mobile_max from countries where code = $1',
      [raw.toUpperCase()],
    ));
  } else if (/^\+?[0-9]{1,4}$/.test(raw)) {
    ({ rows } = await db.query(
      'select code, dial_code, is_disable, mobile_min, mobile_max from countries where dial_code = $1 order by code',
      [`+${raw.replace(/^\+/, '')}`],
    ));
    if (rows.length > 1) {
      return {
        ok: false,
        message: `country_code ${raw} belongs to several countries (${rows.map((r) => r.code).join(', ')}); send the ISO country code`,
      };
    }
  } else {
    rows = [];
  }
  const row = rows[0];
  if (!row) return { ok: false, message: 'Unknown country_code' };
  return {
    ok: true,
    country: {
      code: row.code,
      dialCode: row.dial_code,
      restricted: row.is_disable,
      min: row.mobile_min ?? DEFAULT_MIN,
      max: row.mobile_max ?? DEFAULT_MAX,
    },
  };
}

/** Whether `digits` has the national length of `country`. */
export function mobileFitsCountry(digits: string, country: MobileCountry): boolean {
  return digits.length >= country.min && digits.length <= country.max;
}

/** The SMS recipient: `+{dial}{digits}`. */
export function e164(country: MobileCountry, digits: string): string {
  return `${country.dialCode}${digits}`;
}
