import { BAN_WINDOW_MS, MAX_PASSWORD_ERRORS } from '@/config/auth';
import type { SiteId } from '@/config/sites';
import { CaptchaBusyError, CaptchaCancelledError, CaptchaUnavailableError } from '@/services/captcha/errors';
import { RET_CODES } from '@/services/errors/ret-codes';
import { ApiError } from '@/services/http/errors';

/** A message of the `auth` namespace, with its values. */
export interface FeedbackMessage {
  readonly kind: 'message';
  readonly key: string;
  readonly values?: Readonly<Record<string, string | number>>;
}

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

/** DLG-5: jurisdiction dialogs an answer names in `result.dialog`. */
export const JURISDICTION_DIALOGS = ['HKUSER_NO_LOGIN_OTHER', 'NOHKUSER_NO_LGOIN_HKSITE'] as const;
export type JurisdictionDialog = (typeof JURISDICTION_DIALOGS)[number];

/** DLG-5: the site a jurisdiction dialog offers to go to, if any. */
export function jurisdictionExit(dialog: string): SiteId | null {
  if (dialog === 'HKUSER_NO_LOGIN_OTHER') return 'HKG';
  if (dialog === 'NOHKUSER_NO_LGOIN_HKSITE') return 'BYBIT';
  return null;
}

/** DLG-6: identity-verification dialogs a login session names in `kyc_dialog`. */
export const KYC_DIALOGS = ['TR_NO_KYC', 'MAIN_NO_KYC'] as const;
export type KycDialog = (typeof KYC_DIALOGS)[number];

export function isKycDialog(value: unknown): value is KycDialog {
  return (KYC_DIALOGS as readonly unknown[]).includes(value);
}

/** DLG-4, DLG-5, DLG-7: what registration and login can raise as a dialog. */
export interface FeedbackDialog {
  readonly kind: 'dialog';
  readonly dialog: 'phoneLimit' | 'generic' | JurisdictionDialog;
  readonly code: number;
}

/** What the form shows after a refused submit; `none` when someone else already told the person. */
export type Feedback = FeedbackMessage | FeedbackDialog | { readonly kind: 'none' };

const GENERIC_DIALOG_CODES = new Set([41102, 41103, 41104, 41105, 41106, 41107, 41108, 400605, 400606]);

/** LOGIN-5, ERR-8: the wrong-password count handed to the page (3, 4 or 5). */
export function wrongPasswordFeedback(count: number): FeedbackMessage {
  const left = Math.max(0, MAX_PASSWORD_ERRORS - count);
  // one sentence per count: plural rules differ too much between the 27 languages for one template
  if (left === 1) return { kind: 'message', key: 'errors.wrongPasswordOneLeft' };
  if (left === 2) return { kind: 'message', key: 'errors.wrongPasswordTwoLeft' };
  return left > 0
    ? { kind: 'message', key: 'errors.wrongPasswordLeft', values: { count: left } }
    : { kind: 'message', key: 'errors.wrongPasswordLocked' };
}

/**
 * LOGIN-5, LOGIN-12, REG-*, DLG-4, DLG-7: how the screen answers an error of
 * a login or registration call. Codes the catalogue toasts (and network
 * failures) were already shown: `none`. Codes handed to the page get a
 * translated message or a dialog; `mode` tells login from registration
 * (PHONE_LIMIT is a dialog in register mode only).
 */
export function authFeedback(error: unknown, mode: 'login' | 'register'): Feedback {
  if (error instanceof CaptchaCancelledError || error instanceof CaptchaBusyError) return { kind: 'none' };
  if (error instanceof CaptchaUnavailableError) return { kind: 'message', key: 'errors.captchaUnavailable' };
  if (!(error instanceof ApiError)) {
    // an encryption failure or a bug: the person must know the submit did not go through
    return error instanceof Error && error.name !== 'HttpError' && error.name !== 'AxiosError'
      ? { kind: 'message', key: 'errors.unexpected' }
      : { kind: 'none' };
  }
  const handed =
    error.reaction.kind === 'page' || error.reaction.kind === 'page-result' || error.reaction.kind === 'page-session';
  if (!handed) return { kind: 'none' };
  const named = (error.result as { dialog?: unknown } | undefined)?.dialog;
  if ((JURISDICTION_DIALOGS as readonly unknown[]).includes(named)) {
    return { kind: 'dialog', dialog: named as JurisdictionDialog, code: error.code };
  }
  switch (error.code) {
    case RET_CODES.tooManyPasswordErrors:
      return { kind: 'message', key: 'errors.locked' };
    case RET_CODES.ipLimit:
    case RET_CODES.ipGroupLimit:
      return { kind: 'message', key: 'errors.ipLimit' };
    case RET_CODES.accountBanned:
      return { kind: 'message', key: 'errors.banned' };
    case RET_CODES.phoneLimit:
      return mode === 'register'
        ? { kind: 'dialog', dialog: 'phoneLimit', code: error.code }
        : { kind: 'message', key: 'errors.phoneLimit' };
    case 30055:
      return { kind: 'message', key: 'errors.tooManySends' };
    default:
      if (GENERIC_DIALOG_CODES.has(error.code)) return { kind: 'dialog', dialog: 'generic', code: error.code };
      return { kind: 'message', key: 'errors.refused', values: { code: error.code } };
  }
}
