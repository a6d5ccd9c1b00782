import { BAN_WINDOW_MS, type AccountKind } from '@/config/auth';
import { MAX_PASSWORD_ERRORS } from '@/config/x-api';
import { passwordErrorCount } from '@/services/errors/catalogue';
import { RET_CODES } from '@/services/errors/ret-codes';
import {
  catalogueMessage,
  resolveError,
  type ErrorHandlers,
  type ErrorOutcome,
  type FormMessage,
} from '@/services/errors/screen-errors';
import { isRequestError, type RequestError } from '@/services/http/errors';

import { JURISDICTION_DIALOGS, UTA_UPGRADE_DIALOG, type FeedbackDialog, type JurisdictionDialog } from './auth-dialogs';
import { lockEndOf, lockEndText, lockTimeOf } from './lock-end';

/** LOGIN-12: what a ban answer (31003 with is_self_help_baned, baned_time in seconds) leads to. */
export type BanOutcome =
  | { readonly kind: 'unblock'; readonly href: string }
  | { readonly kind: 'dialog'; readonly endsAt: Date }
  | { readonly kind: 'message' };

/**
 * LOGIN-12: a self-help ban older than 24 hours sends the person to lift it
 * (/self-unblock?fromScene=login); a younger one shows the ban dialog with
 * its end (ban time + 24 h, UTC); an answer without a ban time is a message.
 */
export function banOutcome(result: unknown, lang: string, now: number = Date.now()): BanOutcome {
  const r = (result && typeof result === 'object' ? result : {}) as {
    is_self_help_baned?: unknown;
    baned_time?: unknown;
  };
  const since = Number(r.baned_time) * 1000;
  if (!Number.isFinite(since) || since <= 0) return { kind: 'message' };
  if (r.is_self_help_baned === true && now - since > BAN_WINDOW_MS) {
    return { kind: 'unblock', href: `/${lang}/self-unblock?fromScene=login` };
  }
  return { kind: 'dialog', endsAt: new Date(since + BAN_WINDOW_MS) };
}

/** Where a refused login or registration is shown: the shared outcomes, a dialog, or the ban. */
export type AuthOutcome =
  | ErrorOutcome
  | FeedbackDialog
  /** LOGIN-12: the ban dialog with its end */
  | { readonly kind: 'ban'; readonly endsAt: Date }
  /** LOGIN-12: an old self-help ban goes to the self-unblock page */
  | { readonly kind: 'leave'; readonly href: string };

/** The fields of the sign-in forms an error can point at. */
export type AuthField = 'account' | 'password' | 'code';

const GENERIC_DIALOG_CODES = [41102, 41103, 41104, 41105, 41106, 41107, 41108, 400605, 400606];

function authMessage(key: string, extra: Partial<FormMessage> = {}): FormMessage {
  return { ns: 'auth', key, ...extra };
}

function field(name: AuthField, message: FormMessage): AuthOutcome {
  return { kind: 'field', field: name, message };
}

/**
 * LOGIN-5, ERR-8: a wrong password, by the count the api answered. Every
 * count from the first says what is left (issue 25), whether it came as an
 * answer (3-5, ERR-8's transport) or as a refusal (1, 2): both carry it. A
 * refusal without a usable count reads the catalogue text. The one that
 * locks the account says when the lock ends, when the answer tells it
 * (`lockTime`, already in the page's language: services/auth/lock-end.ts).
 */
export function wrongPasswordOutcome(count: number | null, lockTime: string | null = null): AuthOutcome {
  if (count === null || !Number.isInteger(count) || count < 1 || count > MAX_PASSWORD_ERRORS) {
    return field('password', { ns: 'errors', key: `codes.${RET_CODES.wrongPassword}` });
  }
  const left = Math.max(0, MAX_PASSWORD_ERRORS - count);
  // i18next picks the language's plural form by the count (errors.wrongPasswordLeft_one, _few, …)
  if (left > 0) return field('password', authMessage('errors.wrongPasswordLeft', { values: { count: left } }));
  if (lockTime) {
    return {
      kind: 'alert',
      message: authMessage('errors.lockedUntil', { action: 'recoverPassword', values: { time: lockTime } }),
    };
  }
  return { kind: 'alert', message: authMessage('errors.wrongPasswordLocked', { action: 'recoverPassword' }) };
}

/** The part of a wrong-credentials key naming the kind of account typed. */
const KIND_KEY: Readonly<Record<AccountKind, string>> = { email: 'Email', mobile: 'Mobile' };

/** LOGIN-5: the first wrong passwords of a login say only that; the count shows from here (3 of 5). */
export const FIRST_COUNT_SHOWN = 3;

/**
 * LOGIN-5, ERR-8, issue 39: a login's wrong password, told so that it never
 * says whether the account exists ("Incorrect email or password", by the
 * kind of account typed; the api answers a name no account has just as it
 * answers a wrong password, count and lock included). The attempts left are
 * told for the counts the spec hands to the page (3, 4: LOGIN-5), never for
 * the first ones, so a mistyped email is not told "4 attempts left"; the
 * count that locks says until when (`lockTime`), as for any wrong password.
 */
export function wrongCredentialsOutcome(
  count: number | null,
  accountKind: AccountKind,
  lockTime: string | null = null,
): AuthOutcome {
  const known = count !== null && Number.isInteger(count) && count >= 1 && count <= MAX_PASSWORD_ERRORS;
  if (known && count >= MAX_PASSWORD_ERRORS) return wrongPasswordOutcome(count, lockTime);
  if (known && count >= FIRST_COUNT_SHOWN) {
    const left = MAX_PASSWORD_ERRORS - count;
    return field(
      'password',
      authMessage(`errors.wrongCredentials${KIND_KEY[accountKind]}Left`, { values: { count: left } }),
    );
  }
  return field('password', authMessage(`errors.wrongCredentials${KIND_KEY[accountKind]}`));
}

/** LOGIN-5: the account is locked by wrong passwords, the end not told. */
const SHARED_LOCKED = (e: RequestError): AuthOutcome => ({
  kind: 'alert',
  message: authMessage('errors.locked', { code: e.code, action: 'recoverPassword' }),
});

/** The codes login and registration both treat specially (LOGIN-5, DLG-7, ERR-11). */
const SHARED_HANDLERS: ErrorHandlers<AuthOutcome> = {
  [RET_CODES.tooManyPasswordErrors]: SHARED_LOCKED,
  [RET_CODES.ipLimit]: (e) => ({ kind: 'alert', message: authMessage('errors.ipLimit', { code: e.code }) }),
  [RET_CODES.ipGroupLimit]: (e) => ({ kind: 'alert', message: authMessage('errors.ipLimit', { code: e.code }) }),
  [RET_CODES.accountBanned]: (e) => ({ kind: 'alert', message: authMessage('errors.banned', { code: e.code }) }),
  [RET_CODES.tooManySends]: (e) => ({ kind: 'alert', message: authMessage('errors.tooManySends', { code: e.code }) }),
  ...Object.fromEntries(
    GENERIC_DIALOG_CODES.map((code) => [code, (): AuthOutcome => ({ kind: 'dialog', dialog: 'generic', code })]),
  ),
};

/**
 * LOGIN-5, issue 36 item 3: the account is locked (31030 by wrong passwords,
 * 31202 by wrong codes, the second step's refusal the login's form tells):
 * when the lock ends, in the page's language, when the refusal says it.
 */
export function lockedOutcome(error: RequestError, lang: string, now: number): AuthOutcome {
  const end = lockEndOf(error.result);
  const byPasswords = error.code === RET_CODES.tooManyPasswordErrors;
  if (!end) {
    return byPasswords ? SHARED_LOCKED(error) : { kind: 'alert', message: catalogueMessage(error) };
  }
  const values = { time: lockEndText(end, lang, new Date(now)) };
  return {
    kind: 'alert',
    message: byPasswords
      ? authMessage('errors.lockedUntil', { code: error.code, action: 'recoverPassword', values })
      : authMessage('errors.codeLockedUntil', { code: error.code, values }),
  };
}

/**
 * LOGIN-5, LOGIN-12, ERR-8: what the login form does with the codes it
 * treats specially: wrong password by the password field, the lock with its
 * end, the ban dialog or the self-unblock page, and a mobile number from a
 * refused jurisdiction by the account field.
 */
export function loginErrorHandlers(lang: string, now: () => number = Date.now): ErrorHandlers<AuthOutcome> {
  return {
    ...SHARED_HANDLERS,
    [RET_CODES.tooManyPasswordErrors]: (e) => lockedOutcome(e, lang, now()),
    [RET_CODES.tooManyCodeErrors]: (e) => lockedOutcome(e, lang, now()),
    [RET_CODES.wrongPassword]: (e) =>
      wrongPasswordOutcome(passwordErrorCount(e.result), lockTimeOf(e.result, lang, now())),
    [RET_CODES.accountBanned]: (e) => {
      const ban = banOutcome(e.result, lang, now());
      if (ban.kind === 'unblock') return { kind: 'leave', href: ban.href };
      if (ban.kind === 'dialog') return { kind: 'ban', endsAt: ban.endsAt };
      return { kind: 'alert', message: authMessage('errors.banned', { code: e.code }) };
    },
    [RET_CODES.phoneLimit]: () => field('account', authMessage('errors.phoneLimit')),
  };
}

/**
 * LOGIN-5, issue 39: the password login form's handlers: a wrong password
 * names the email (or mobile number) and the password together.
 */
export function passwordLoginErrorHandlers(
  lang: string,
  accountKind: AccountKind,
  now: () => number = Date.now,
): ErrorHandlers<AuthOutcome> {
  return {
    ...loginErrorHandlers(lang, now),
    [RET_CODES.wrongPassword]: (e) =>
      wrongCredentialsOutcome(passwordErrorCount(e.result), accountKind, lockTimeOf(e.result, lang, now())),
  };
}

/**
 * REG-*, DLG-4: what the sign-up form does with the codes it treats
 * specially: PHONE_LIMIT is a dialog, an existing account and a wrong code
 * are told by their field.
 */
export const REGISTER_ERROR_HANDLERS: ErrorHandlers<AuthOutcome> = {
  ...SHARED_HANDLERS,
  [RET_CODES.phoneLimit]: (e) => ({ kind: 'dialog', dialog: 'phoneLimit', code: e.code }),
  // issue 39: "Log in" is a link to the login, with the typed email (components/auth/account-fields.tsx)
  [RET_CODES.accountExists]: (e) =>
    field('account', authMessage('errors.accountExists', { code: e.code, action: 'logIn' })),
  [RET_CODES.codeIncorrect]: (e) => field('code', { ns: 'errors', key: `codes.${e.code}`, fallback: e.message }),
  // issue 39: the right code, used already: wait for the next one
  [RET_CODES.codeAlreadyUsed]: (e) => field('code', { ns: 'errors', key: `codes.${e.code}`, fallback: e.message }),
  [RET_CODES.codeAttemptsUsed]: (e) => field('code', { ns: 'errors', key: `codes.${e.code}`, fallback: e.message }),
  [RET_CODES.codeExpired]: (e) => field('code', { ns: 'errors', key: `codes.${e.code}`, fallback: e.message }),
};

/**
 * LOGIN-5, LOGIN-12, REG-*, DLG-3..7: how a login or registration screen
 * answers a failed submit: a jurisdiction or UTA dialog the answer names, else the
 * screen's handler for the code, else the global fallback (resolveError).
 */
export function resolveAuthError(error: unknown, handlers: ErrorHandlers<AuthOutcome>): AuthOutcome {
  if (isRequestError(error) && error.reaction.kind === 'page') {
    const named = (error.result as { dialog?: unknown } | undefined)?.dialog;
    if ((JURISDICTION_DIALOGS as readonly unknown[]).includes(named)) {
      return { kind: 'dialog', dialog: named as JurisdictionDialog, code: error.code };
    }
    if (named === UTA_UPGRADE_DIALOG) return { kind: 'dialog', dialog: UTA_UPGRADE_DIALOG, code: error.code };
  }
  return resolveError(error, handlers);
}
