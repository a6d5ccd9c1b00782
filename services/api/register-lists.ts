import type { ResultOf } from '@/contract/endpoint';
import type { registrationCountryCodes } from '@/contract/register/country-codes';
import { registrationCountryCodesFacts } from '@/contract/register/country-codes.facts';
import type { registrationPhonePermission } from '@/contract/register/phone-permission';
import { registrationPhonePermissionFacts } from '@/contract/register/phone-permission.facts';
import { http } from '@/services/http';

/**
 * REG-3, REG-9, LOGIN-2: the lists of registration that the login forms
 * read too (whether the phone tab is offered, the countries of the mobile
 * tab). Apart from services/api/register.ts (which re-exports them): a
 * login page brings none of sign-up's calls (issue 40).
 */

/** REG-9: a country open to registration, with its dial code. */
export type CountryCode = ResultOf<typeof registrationCountryCodes>['list'][number];
/** REG-3, LOGIN-2: what the sign-in forms read of permission_v2. */
export type PhonePermission = Pick<ResultOf<typeof registrationPhonePermission>, 'mobile' | 'login_mobile'>;

/** REG-9: countries open to registration, with dial codes. */
export async function fetchCountryCodes(): Promise<CountryCode[]> {
  return (await http.call(registrationCountryCodesFacts, {}, { cache: true })).result.list;
}

/** REG-3, LOGIN-2: whether the phone tab is offered on this site. */
export async function fetchPhonePermission(siteId: string): Promise<PhonePermission> {
  return (await http.call(registrationPhonePermissionFacts, { site_id: siteId }, { cache: true })).result;
}
