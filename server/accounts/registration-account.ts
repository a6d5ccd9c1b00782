import type { Static } from 'typebox';

import type { AccountFields } from '@/contract/register/start-fields';
import { RET_CODES } from '@/contract/ret-codes';

import type { Queryable } from '../db';
import {
  lookupMobileCountry,
  mobileFitsCountry,
  normalizeEmail,
  normalizeMobileDigits,
  type MobileCountry,
} from './account-names';
import { phonePermissions } from './permissions';
import {
  accountOf,
  findRegistration,
  latestOpenRegistration,
  REG_ERRORS,
  type RegistrationRefusal,
  type RegistrationRow,
} from './registration';
import { accountExists, type AccountRef } from './users';

/** The account fields of a registration body, as its contract declares them. */
type AccountBody = { readonly [K in keyof typeof AccountFields]?: Static<(typeof AccountFields)[K]> };

type Invalid = RegistrationRefusal<typeof RET_CODES.badRequest>;

const invalid = (message: string): { ok: false; refusal: Invalid } => ({
  ok: false,
  refusal: { code: RET_CODES.badRequest, message },
});

export type StartAccount =
  | { ok: true; account: AccountRef; country?: MobileCountry }
  | { ok: false; refusal: Invalid | (typeof REG_ERRORS)['restricted' | 'exists'] };

/**
 * The account a registration names: a well-formed email, or a mobile number
 * of the right length for a country whose numbers may register (REG-10:
 * 41007), on a site that offers mobile registration (REG-3), not registered
 * yet (30032).
 */
export async function registrationAccount(
  db: Queryable,
  body: AccountBody,
  channel: 'email' | 'mobile',
  siteId: string,
): Promise<StartAccount> {
  let account: AccountRef;
  let country: MobileCountry | undefined;
  if (channel === 'email') {
    const email = normalizeEmail(body.email);
    if (!email) return invalid('Enter a valid email address');
    account = { kind: 'email', email };
  } else {
    if (!(await phonePermissions(db, siteId)).registerMobile) {
      return invalid('Mobile registration is not available on this site');
    }
    const lookup = await lookupMobileCountry(db, body.country_code);
    if (!lookup.ok) return invalid(lookup.message);
    country = lookup.country;
    const mobile = normalizeMobileDigits(body.mobile);
    if (!mobile || !mobileFitsCountry(mobile, country)) {
      return invalid(`Enter a valid mobile number for ${country.code} (${country.min}-${country.max} digits)`);
    }
    if (country.restricted) return { ok: false, refusal: REG_ERRORS.restricted };
    account = { kind: 'mobile', countryCode: country.code, mobile };
  }
  if (await accountExists(db, account)) return { ok: false, refusal: REG_ERRORS.exists };
  return { ok: true, account, country };
}

/** The mobile country of a registration (for the SMS recipient). */
export async function countryOfRow(db: Queryable, row: RegistrationRow): Promise<MobileCountry | undefined> {
  if (row.channel !== 'sms' || !row.country_code) return undefined;
  const lookup = await lookupMobileCountry(db, row.country_code);
  return lookup.ok ? lookup.country : undefined;
}

export type OldRegistration =
  { ok: true; row: RegistrationRow } | { ok: false; refusal: Invalid | (typeof REG_ERRORS)['exists'] };

function sameAccount(a: AccountRef, b: AccountRef): boolean {
  if (a.kind === 'email') return b.kind === 'email' && a.email === b.email;
  return b.kind === 'mobile' && a.countryCode === b.countryCode && a.mobile === b.mobile;
}

/**
 * REG-2 old variants: the registration the one-call register completes:
 * `uuid`'s when it is this account's, else the account's newest open one;
 * refused when the account exists or no code was asked for.
 */
export async function oldRegistrationOf(
  db: Queryable,
  body: AccountBody & { readonly uuid?: string },
  channel: 'email' | 'mobile',
): Promise<OldRegistration> {
  let account: AccountRef;
  if (channel === 'email') {
    const email = normalizeEmail(body.email);
    if (!email) return invalid('Enter a valid email address');
    account = { kind: 'email', email };
  } else {
    const lookup = await lookupMobileCountry(db, body.country_code);
    const mobile = normalizeMobileDigits(body.mobile);
    if (!lookup.ok) return invalid(lookup.message);
    if (!mobile) return invalid('Enter a valid mobile number');
    account = { kind: 'mobile', countryCode: lookup.country.code, mobile };
  }
  if (await accountExists(db, account)) return { ok: false, refusal: REG_ERRORS.exists };
  let row: RegistrationRow | null;
  if (body.uuid) {
    row = await findRegistration(db, body.uuid);
    if (row && !sameAccount(accountOf(row), account)) row = null;
  } else {
    row = await latestOpenRegistration(db, account);
  }
  if (!row) return invalid('Request a verification code first');
  if (row.user_id !== null) return { ok: false, refusal: REG_ERRORS.exists };
  return { ok: true, row };
}
