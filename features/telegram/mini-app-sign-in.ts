import type { SessionResult } from '@/services/api/auth';
import { bindResultCode } from '@/services/errors/catalogue';
import { RET_CODES } from '@/services/errors/ret-codes';

import type { LaunchPhase, MiniAppAuthDialog } from './mini-app-launch';

/*
 * The pure rules of signing in and binding in the mini app
 * (/telegram-register-login, TG-1, TG-3..6, LOGIN-8): its screens, when an
 * account is asked to link its Telegram account, and what a link's refusal
 * and success say.
 */

/** Which form the person used in the mini app: it names the bind flow (TG-6) and the success toast (LOGIN-8). */
export type MiniAppForm = 'login' | 'register';

/**
 * The screens of /telegram-register-login (TG-1..4):
 * - `outside`: no launch parameters: not opened from Telegram;
 * - `auth-login`: a linked Telegram account is asked to log in with it;
 * - `start`: register-or-login, the choice of the two forms;
 * - `form`: the login or sign-up form;
 * - `link-auth`: an unbound account is asked to link this Telegram account.
 */
export type MiniAppStep =
  | { readonly kind: 'reading' }
  | { readonly kind: 'outside' }
  | { readonly kind: 'refused'; readonly dialog: MiniAppAuthDialog }
  | { readonly kind: 'auth-login' }
  | { readonly kind: 'start'; readonly notLinked: boolean }
  | { readonly kind: 'form'; readonly form: MiniAppForm }
  | { readonly kind: 'link-auth'; readonly form: MiniAppForm; readonly session: SessionResult };

/** TG-1: after the launch call: a linked account logs in with Telegram, any other registers or logs in. */
export function stepAfterLaunch(linked: boolean): MiniAppStep {
  return linked ? { kind: 'auth-login' } : { kind: 'start', notLinked: false };
}

/** TG-3: local-storage key of the seen flag of one Telegram user's link authorisation. */
export function linkAuthSeenKey(telegramUserId: number): string {
  return `tg_link_auth_seen_${telegramUserId}`;
}

/** TG-3: an unbound account sees link authorisation once; a bound one, or one that saw it, goes on. */
export function shouldAskToLink(bindStatus: number | null, seen: boolean): boolean {
  return bindStatus === 0 && !seen;
}

/** TG-6: the bind flow of a form in the mini app. */
export function bindFlowOf(form: MiniAppForm): 'tg' | 'tgregister' {
  return form === 'register' ? 'tgregister' : 'tg';
}

/** TG-5 refusals of the bind endpoint, as the bind-result codes of TG-6. */
const BIND_REFUSALS: Readonly<Record<number, string>> = {
  [RET_CODES.telegramTaken]: '1001',
  [RET_CODES.accountTaken]: '1002',
  [RET_CODES.telegramAuthFail]: '1003',
  [RET_CODES.telegramAuthExpired]: '1003',
};

/**
 * TG-6: the bind-failure code of a refusal of the bind endpoint, as a login
 * with a bind would have answered it (`tg1001`, `tgregister1003`), or null
 * when the refusal is not a bind failure (10016 is told by its toast, ERR-5).
 */
export function bindRefusalCode(form: MiniAppForm, retCode: number): string | null {
  const code = BIND_REFUSALS[retCode];
  return code ? bindResultCode(bindFlowOf(form), `${code}|`) : null;
}

/** TG-6: the dialog of a bind-failure code. */
export interface BindFailureDialog {
  /** e.g. `tgregister1001`, shown for support */
  readonly code: string;
  /** entry of the `dialogs` namespace with the text */
  readonly name: 'telegramAlreadyBind' | 'relinkBybitAccountTip' | 'authFailureRelinkTip' | 'telegramLinkSystemError';
  /** bind-again is offered unless binding again cannot help (1003, login1004) */
  readonly bindAgain: boolean;
}

/** TG-6: bind-result code → its dialog text and whether bind-again is offered. */
export function bindFailureDialog(code: string): BindFailureDialog {
  const number = /(\d+)$/.exec(code)?.[1] ?? '';
  const name =
    number === '1001'
      ? 'telegramAlreadyBind'
      : number === '1002'
        ? 'relinkBybitAccountTip'
        : number === '1003' || number === '1004'
          ? 'authFailureRelinkTip'
          : 'telegramLinkSystemError';
  const bindAgain = number !== '1003' && code !== 'login1004';
  return { code, name, bindAgain };
}

/** TG-1: the mini app's screen from its launch phase, until the person acts. */
export function stepOfLaunch(phase: LaunchPhase<{ readonly linked: boolean }>): MiniAppStep {
  switch (phase.kind) {
    case 'reading':
    case 'starting':
      return { kind: 'reading' };
    case 'outside':
      return { kind: 'outside' };
    case 'refused':
      return { kind: 'refused', dialog: phase.dialog };
    case 'failed':
      // the api could not say: the forms still work, and the alert tells why
      return { kind: 'start', notLinked: false };
    default:
      return stepAfterLaunch(phase.result.linked);
  }
}

/** LOGIN-8: the success toast of a link made after a form. */
export function bindSuccessKey(form: MiniAppForm): string {
  return form === 'register' ? 'notices.registerAndBind' : 'notices.loginAndBind';
}
