import type { AccountKind } from '@/config/auth';
import type { SiteId } from '@/config/sites';
import { EMAIL_MAX_LENGTH, RESEND_COOLDOWN_SECONDS, VERIFY_CODE_LENGTH } from '@/config/x-api';
import type { AccountInput } from '@/services/api/auth';
import type { FormMessage } from '@/services/errors/screen-errors';

/**
 * The email shapes the api accepts: one @, a dot in the domain, no spaces;
 * EMAIL_MAX_LENGTH characters at most (the api's limit too, config/x-api.ts).
 * Deliberately loose: the code sent to it is the real check.
 */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type AccountFieldError = 'required' | 'invalidEmail' | 'emailTooLong' | 'invalidMobile';

export function checkEmail(value: string): AccountFieldError | null {
  const email = value.trim();
  if (!email) return 'required';
  if (email.length > EMAIL_MAX_LENGTH) return 'emailTooLong';
  return EMAIL.test(email) ? null : 'invalidEmail';
}

/** The message of an account field error, in the `auth` namespace. */
export function accountErrorMessage(error: AccountFieldError): FormMessage {
  return error === 'emailTooLong'
    ? { ns: 'auth', key: 'validation.emailTooLong', values: { max: EMAIL_MAX_LENGTH } }
    : { ns: 'auth', key: `validation.${error}` };
}

/** REG-6: a code is exactly six digits; spaces a person types or pastes are dropped. */
export function normalizeCode(value: string): string {
  return value.replace(/\s+/g, '').slice(0, VERIFY_CODE_LENGTH + 4);
}

/**
 * A code's digits from whatever was typed or pasted ("994-066", "Your code is 994 066"),
 * at most `length`: the fields that send a code at its last digit keep these.
 */
export function codeDigits(typed: string, length: number = VERIFY_CODE_LENGTH): string {
  return typed.replace(/\D+/g, '').slice(0, length);
}

export function isCompleteCode(value: string): boolean {
  return new RegExp(`^[0-9]{${VERIFY_CODE_LENGTH}}$`).test(value);
}

/**
 * REG-4: whole seconds until another code may be asked for; never more than
 * the cooldown (a clock read before the code went out is not "61 s").
 */
export function resendSecondsLeft(sentAt: number | null, now: number, cooldown = RESEND_COOLDOWN_SECONDS): number {
  if (sentAt === null) return 0;
  return Math.min(cooldown, Math.max(0, Math.ceil(cooldown - (now - sentAt) / 1000)));
}

/** Sites where the phone tab is never offered (LOGIN-2: KAZ for login; REG-3: KAZ and EU for sign-up). */
const NO_PHONE_LOGIN: readonly SiteId[] = ['KAZ'];
const NO_PHONE_REGISTER: readonly SiteId[] = ['KAZ', 'EU'];

/**
 * LOGIN-2, REG-3, CMP-1: the account kinds a form offers, email first. The
 * site rule, the `phone_tab_hidden` config, the api's permission_v2 answer and
 * the compliance rules for the phone tab all must allow it.
 */
export function offeredAccountKinds(options: {
  readonly site: SiteId;
  readonly mode: 'login' | 'register';
  readonly phoneTabHidden: boolean;
  readonly permission: { readonly mobile: boolean; readonly login_mobile: boolean } | null;
  /** a compliance rule hides the phone tab of this form */
  readonly complianceHidesPhone?: boolean;
}): AccountKind[] {
  const { site, mode, phoneTabHidden, permission, complianceHidesPhone = false } = options;
  const siteAllows = !(mode === 'login' ? NO_PHONE_LOGIN : NO_PHONE_REGISTER).includes(site);
  const apiAllows = permission === null || (mode === 'login' ? permission.login_mobile : permission.mobile);
  return siteAllows && !phoneTabHidden && apiAllows && !complianceHidesPhone ? ['email', 'mobile'] : ['email'];
}

/** What the account fields hold while the person types. */
export interface AccountValue {
  readonly kind: AccountKind;
  readonly email: string;
  /** ISO alpha-2 */
  readonly country: string;
  readonly mobile: string;
}

export type AccountRead =
  { readonly ok: true; readonly account: AccountInput } | { readonly ok: false; readonly error: AccountFieldError };

/**
 * The account to send, or why it cannot be: an email checked by shape, or a
 * mobile number checked by libphonenumber-js for its country (loaded now if
 * it was not yet). Its loader comes with the mobile tab, not with the
 * forms' first load (issue 40): the email tab never pays for it.
 */
export async function readAccount(value: AccountValue): Promise<AccountRead> {
  if (value.kind === 'email') {
    const error = checkEmail(value.email);
    return error ? { ok: false, error } : { ok: true, account: { kind: 'email', email: value.email.trim() } };
  }
  const validate = await (await import('./phone')).loadPhoneValidator();
  const check = validate(value.mobile, value.country);
  if (!check.ok) return { ok: false, error: check.reason === 'empty' ? 'required' : 'invalidMobile' };
  return {
    ok: true,
    account: {
      kind: 'mobile',
      countryCode: value.country,
      mobile: check.national,
      international: check.international,
    },
  };
}

/** How an account is named back to the person (a code was sent to …): the email, or the number in international format. */
export function accountLabel(account: AccountInput): string {
  return account.kind === 'email' ? account.email : account.international;
}

/** Issue 39: the account fields holding an account sent before (Back from a code step), else empty. */
export function accountFieldsOf(account: AccountInput | undefined): AccountValue {
  const empty: AccountValue = { kind: 'email', email: '', country: 'GB', mobile: '' };
  if (!account) return empty;
  return account.kind === 'email'
    ? { ...empty, email: account.email }
    : { kind: 'mobile', email: '', country: account.countryCode, mobile: account.mobile };
}
