import type { CountryCode } from 'libphonenumber-js';

/** A mobile number checked for its country: the national digits the api wants, or why it was refused. */
export type PhoneCheck =
  | { readonly ok: true; readonly national: string; readonly e164: string }
  | { readonly ok: false; readonly reason: 'empty' | 'invalid' };

export type PhoneValidator = (input: string, country: string) => PhoneCheck;

let validator: Promise<PhoneValidator> | null = null;

/**
 * REG-1, LOGIN-2: mobile numbers are validated with libphonenumber-js and its
 * mobile metadata (a landline is refused). It is loaded on demand, when the
 * mobile tab is used: the email tab never pays for it.
 */
export function loadPhoneValidator(): Promise<PhoneValidator> {
  validator ??= import('libphonenumber-js/mobile').then(({ parsePhoneNumberFromString }) => (input, country) => {
    const typed = input.trim();
    if (!typed.replace(/\D/g, '')) return { ok: false, reason: 'empty' };
    const parsed = parsePhoneNumberFromString(typed, country.toUpperCase() as CountryCode);
    if (!parsed || !parsed.isValid()) {
      return { ok: false, reason: 'invalid' };
    }
    return { ok: true, national: String(parsed.nationalNumber), e164: parsed.number };
  });
  return validator;
}
