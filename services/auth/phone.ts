/** A mobile number checked for its country: the national digits the api wants, or why it was refused. */
export type PhoneCheck =
  | { readonly ok: true; readonly national: string; readonly e164: string; readonly international: string }
  | { readonly ok: false; readonly reason: 'empty' | 'invalid' };

export type PhoneValidator = (input: string, country: string) => PhoneCheck;

/** A number as typed, laid out for its country as the person types it (`07400123456` -> `07400 123456`). */
export type PhoneFormatter = (input: string, country: string) => string;

let validator: Promise<PhoneValidator> | null = null;
let formatter: Promise<PhoneFormatter> | null = null;

/**
 * REG-1, LOGIN-2: mobile numbers are validated with libphonenumber-js and its
 * mobile metadata (a landline is refused). It is loaded on demand, when the
 * mobile tab is used: the email tab never pays for it.
 */
export function loadPhoneValidator(): Promise<PhoneValidator> {
  validator ??= import('libphonenumber-js/mobile').then(
    ({ parsePhoneNumberFromString, getCountryCallingCode, isSupportedCountry }) =>
      (input, country) => {
        const typed = input.trim();
        if (!typed.replace(/\D/g, '')) return { ok: false, reason: 'empty' };
        const iso = country.toUpperCase();
        if (!isSupportedCountry(iso)) return { ok: false, reason: 'invalid' };
        const parsed = parsePhoneNumberFromString(typed, iso);
        // a number typed with another country's +prefix would be sent under the selected country:
        // refuse it (by calling code, not country: +44 is also Guernsey, Jersey and Man)
        if (!parsed || !parsed.isValid() || parsed.countryCallingCode !== getCountryCallingCode(iso)) {
          return { ok: false, reason: 'invalid' };
        }
        return {
          ok: true,
          national: String(parsed.nationalNumber),
          e164: parsed.number,
          international: parsed.formatInternational(),
        };
      },
  );
  return validator;
}

/**
 * libphonenumber-js's as-you-type formatter, from the same on-demand module
 * as the validator (one chunk, loaded when the mobile tab opens). A country
 * it does not know leaves the text as typed.
 */
export function loadPhoneFormatter(): Promise<PhoneFormatter> {
  formatter ??= import('libphonenumber-js/mobile').then(({ AsYouType, isSupportedCountry }) => (input, country) => {
    const iso = country.toUpperCase();
    return isSupportedCountry(iso) ? new AsYouType(iso).input(input) : input;
  });
  return formatter;
}
