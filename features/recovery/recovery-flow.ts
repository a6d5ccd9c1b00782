import type { Checked, FieldErrors } from '@/components/auth/use-form-submit';
import { isValidPassword } from '@/config/password-rules';
import type { AccountInput } from '@/services/api/auth';
import type { RecoveryMethod, RecoveryStart } from '@/services/api/recovery';
import { keptSendOf } from '@/services/auth/account-input';
import {
  accountErrorMessage,
  isCompleteCode,
  normalizeCode,
  readAccount,
  type AccountValue,
} from '@/services/auth/account-rules';
import type { FormMessage } from '@/services/errors/screen-errors';

/**
 * Issue 27: the steps of the two recovery pages and their rules, pure:
 * password reset (/app/user/retrieve) and the recovery of a lost second
 * factor (/app/user/security-item-find).
 */

/** The account fields before anything was typed. */
export const EMPTY_ACCOUNT: AccountValue = { kind: 'email', email: '', country: 'GB', mobile: '' };

/**
 * LOGIN-5: the account the login page carried to the recovery link
 * (?email=, or ?mobile=&country=), to fill the fields with; null when the
 * query names none.
 */
export function accountFromQuery(search: string): AccountValue | null {
  const query = new URLSearchParams(search);
  const email = query.get('email')?.trim();
  if (email) return { ...EMPTY_ACCOUNT, email };
  const mobile = query.get('mobile')?.trim();
  const country = query.get('country')?.trim().toUpperCase();
  if (mobile)
    return { kind: 'mobile', email: '', mobile, country: country && /^[A-Z]{2}$/.test(country) ? country : 'GB' };
  return null;
}

/**
 * A page of ours with the account carried in its query, in the shape the
 * login's recovery link sends (?email=, or ?mobile=&country=): the login
 * after a reset, the other recovery page. Nothing typed: no query.
 */
export function hrefWithAccount(lang: string, path: string, account: AccountInput | AccountValue | null): string {
  const query = new URLSearchParams();
  if (account?.kind === 'email' && account.email.trim()) query.set('email', account.email.trim());
  if (account?.kind === 'mobile' && account.mobile.trim()) {
    query.set('mobile', account.mobile.trim());
    query.set('country', 'countryCode' in account ? account.countryCode : account.country);
  }
  const search = query.toString();
  return `/${lang}${path}${search ? `?${search}` : ''}`;
}

/** A reset under way: its token, the account it is for and when its last code went out. */
export interface PasswordReset {
  readonly token: string;
  readonly account: AccountInput;
  readonly sentAt: number;
}

export type ResetState =
  /** issue 39: Back from the code keeps the account sent (`typed`) in the fields */
  | { readonly step: 'account'; readonly typed?: AccountInput }
  | { readonly step: 'code'; readonly reset: PasswordReset }
  | { readonly step: 'password'; readonly reset: PasswordReset; readonly authenticator: boolean }
  /** issue 36 item 2: how many passkeys the reset removed (the done screen says so) */
  | { readonly step: 'done'; readonly account: AccountInput; readonly passkeysRemoved: number };

export type ResetEvent =
  /** a code was asked for (first, or again): the api answered a new token */
  | { readonly type: 'sent'; readonly reset: PasswordReset }
  /** the code was right */
  | { readonly type: 'verified'; readonly authenticator: boolean }
  | { readonly type: 'changed'; readonly passkeysRemoved: number }
  /** "use another account", or the reset expired */
  | { readonly type: 'restart' }
  /** issue 39: a step brought back by the browser's Back or Forward, or a reload */
  | { readonly type: 'restored'; readonly state: ResetState };

export const RESET_START: ResetState = { step: 'account' };

/**
 * The steps of a password reset: the account, the code sent to it, the new
 * password (with the authenticator's code when the account has one), done.
 * Events that do not fit the step change nothing.
 */
export function resetReducer(state: ResetState, event: ResetEvent): ResetState {
  switch (event.type) {
    case 'sent':
      return state.step === 'account' || state.step === 'code' ? { step: 'code', reset: event.reset } : state;
    case 'verified':
      return state.step === 'code'
        ? { step: 'password', reset: state.reset, authenticator: event.authenticator }
        : state;
    case 'changed':
      return state.step === 'password'
        ? { step: 'done', account: state.reset.account, passkeysRemoved: event.passkeysRemoved }
        : state;
    case 'restart':
      return RESET_START;
    case 'restored':
      return event.state;
  }
}

/** Issue 39: what is kept of a reset to resume it (its token, never a password); null once done. */
export function keptReset(
  state: ResetState,
): { readonly reset: PasswordReset; readonly authenticator: boolean } | null {
  if (state.step === 'code') return { reset: state.reset, authenticator: false };
  if (state.step === 'password') return { reset: state.reset, authenticator: state.authenticator };
  return null;
}

function passwordResetOf(value: unknown): PasswordReset | null {
  return keptSendOf(value, 'token', /^[\w.-]{1,512}$/);
}

/** Issue 39: the reset at `step` from what was kept (keptReset), checked; null when it does not fit. */
export function restoreReset(step: string, kept: unknown): ResetState | null {
  if (!kept || typeof kept !== 'object') return null;
  const { reset: value, authenticator } = kept as Record<string, unknown>;
  const reset = passwordResetOf(value);
  if (!reset) return null;
  if (step === 'account') return { step: 'account', typed: reset.account };
  if (step === 'code') return { step: 'code', reset };
  if (step === 'password') return { step: 'password', reset, authenticator: authenticator === true };
  return null;
}

const REQUIRED: FormMessage = { ns: 'auth', key: 'validation.required' };

/** The account fields as typed (LOGIN-5: the login's rules), or why they cannot be sent. */
export async function readAccountField(value: AccountValue): Promise<Checked<'account', AccountInput>> {
  const read = await readAccount(value);
  return read.ok
    ? { ok: true, value: read.account }
    : { ok: false, errors: { account: accountErrorMessage(read.error) } };
}

/** The lost-factor page's first step: the account and its password, both needed, as the login reads them. */
export async function readAccountAndPassword(
  value: AccountValue,
  password: string,
): Promise<Checked<'account' | 'password', AccountInput>> {
  const read = await readAccountField(value);
  if (read.ok && password !== '') return read;
  return { ok: false, errors: { ...(read.ok ? {} : read.errors), ...(password === '' ? { password: REQUIRED } : {}) } };
}

/** A six-digit code as typed, or why it cannot be sent. */
export function readSixDigits(typed: string): Checked<'code', string> {
  const code = normalizeCode(typed);
  if (isCompleteCode(code)) return { ok: true, value: code };
  return {
    ok: false,
    errors: { code: { ns: 'auth', key: code ? 'validation.incompleteCode' : 'validation.required' } },
  };
}

export type NewPasswordField = 'password' | 'repeat' | 'totp';

/** What the last step of a reset sends, once its fields pass. */
export interface NewPasswordInput {
  readonly password: string;
  readonly totpCode: string | null;
}

/**
 * The last step's fields: the new password under sign-up's rules (REG-5),
 * typed twice alike, and the authenticator's six digits when the account
 * has one.
 */
export function readNewPassword(fields: {
  readonly password: string;
  readonly repeat: string;
  readonly totp: string;
  readonly authenticator: boolean;
}): Checked<NewPasswordField, NewPasswordInput> {
  const errors: { -readonly [K in NewPasswordField]?: FormMessage } = {};
  if (fields.password === '') errors.password = REQUIRED;
  else if (!isValidPassword(fields.password)) errors.password = { ns: 'auth', key: 'validation.passwordRules' };
  if (fields.repeat === '') errors.repeat = REQUIRED;
  else if (fields.repeat !== fields.password) errors.repeat = { ns: 'recovery', key: 'reset.mismatch' };
  let totpCode: string | null = null;
  if (fields.authenticator) {
    const read = readSixDigits(fields.totp);
    if (read.ok) totpCode = read.value;
    else errors.totp = read.errors.code;
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors: errors as FieldErrors<NewPasswordField> };
  return { ok: true, value: { password: fields.password, totpCode } };
}

/** A recovery code as typed: ten letters and digits, case, spaces and the dash aside (`k7m2p-xq9ra`). */
export function readRecoveryCode(typed: string): Checked<'code', string> {
  const compact = typed.toLowerCase().replace(/[^a-z0-9]/g, '');
  if (compact.length === 10) return { ok: true, value: typed.trim() };
  return {
    ok: false,
    errors: { code: { ns: 'recovery', key: compact ? 'find.recoveryCodeLength' : 'find.recoveryCodeRequired' } },
  };
}

/** Where the lost-factor page is. */
export type FindState =
  | { readonly step: 'start' }
  /** the account has no second factor: log in as usual */
  | { readonly step: 'nothing' }
  | {
      readonly step: 'prove';
      readonly recovery: RecoveryStart;
      readonly method: RecoveryMethod;
      /** when the code by email or SMS (the account has one of the two) was last sent; null: not yet */
      readonly sentAt: number | null;
    }
  /** issue 36 item 2: how many passkeys the recovery removed */
  | { readonly step: 'done'; readonly passkeysRemoved: number };

export type FindEvent =
  | { readonly type: 'started'; readonly recovery: RecoveryStart }
  | { readonly type: 'nothing' }
  | { readonly type: 'method'; readonly method: RecoveryMethod }
  | { readonly type: 'sent'; readonly sentAt: number }
  | { readonly type: 'recovered'; readonly passkeysRemoved: number }
  | { readonly type: 'restart' }
  /** issue 39: a step brought back by the browser's Back or Forward, or a reload */
  | { readonly type: 'restored'; readonly state: FindState };

export const FIND_START: FindState = { step: 'start' };

/**
 * The steps of a lost-factor recovery: the password, then one of the ways
 * the account offers (its first by default), done; or nothing to recover.
 */
export function findReducer(state: FindState, event: FindEvent): FindState {
  switch (event.type) {
    case 'started':
      return { step: 'prove', recovery: event.recovery, method: event.recovery.methods[0], sentAt: null };
    case 'nothing':
      return { step: 'nothing' };
    case 'method':
      return state.step === 'prove' && state.recovery.methods.includes(event.method)
        ? { ...state, method: event.method }
        : state;
    case 'sent':
      return state.step === 'prove' ? { ...state, sentAt: event.sentAt } : state;
    case 'recovered':
      return state.step === 'prove' ? { step: 'done', passkeysRemoved: event.passkeysRemoved } : state;
    case 'restart':
      return FIND_START;
    case 'restored':
      return event.state;
  }
}

/** Issue 39: what is kept of a recovery to resume its second step (its token, never the password); null otherwise. */
export function keptFind(state: FindState): Omit<Extract<FindState, { step: 'prove' }>, 'step'> | null {
  if (state.step !== 'prove') return null;
  return { recovery: state.recovery, method: state.method, sentAt: state.sentAt };
}

const METHODS: readonly RecoveryMethod[] = ['recovery', 'email', 'sms'];

function isMethod(value: unknown): value is RecoveryMethod {
  return METHODS.includes(value as RecoveryMethod);
}

function recoveryStartOf(value: unknown): RecoveryStart | null {
  if (!value || typeof value !== 'object') return null;
  const start = value as Record<string, unknown>;
  const { recover_token: token, methods, vague_email: email, vague_mobile: mobile, expires_in: expiresIn } = start;
  if (typeof token !== 'string' || !/^[\w.-]{1,512}$/.test(token)) return null;
  if (!Array.isArray(methods) || methods.length === 0 || !methods.every(isMethod)) return null;
  if (typeof email !== 'string' || typeof mobile !== 'string' || typeof expiresIn !== 'number') return null;
  return { recover_token: token, methods, vague_email: email, vague_mobile: mobile, expires_in: expiresIn };
}

/** Issue 39: the recovery at `step` from what was kept (keptFind), checked; the first step needs nothing. */
export function restoreFind(step: string, kept: unknown): FindState | null {
  if (step === 'start') return FIND_START;
  if (step !== 'prove' || !kept || typeof kept !== 'object') return null;
  const { recovery: value, method, sentAt } = kept as Record<string, unknown>;
  const recovery = recoveryStartOf(value);
  if (!recovery || !isMethod(method) || !recovery.methods.includes(method)) return null;
  return { step: 'prove', recovery, method, sentAt: typeof sentAt === 'number' ? sentAt : null };
}

/** Where the code of an email or SMS method goes, masked; '' for a recovery code. */
export function addressOfMethod(recovery: RecoveryStart, method: RecoveryMethod): string {
  if (method === 'email') return recovery.vague_email;
  if (method === 'sms') return recovery.vague_mobile;
  return '';
}
