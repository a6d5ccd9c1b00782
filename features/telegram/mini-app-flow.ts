import { MINI_APP_CAMPAIGNS } from '@/config/mini-app-tasks';
import type { SessionResult } from '@/services/api/auth';
import type { TaskCompletion } from '@/services/api/telegram';
import { bindResultCode } from '@/services/errors/catalogue';
import { RET_CODES } from '@/services/errors/ret-codes';
import { isRequestError } from '@/services/http/errors';

/** The Telegram user of the launch data, as the mini app shows it (TG-2). */
export interface MiniAppUser {
  readonly id: number;
  readonly firstName: string;
  readonly lastName: string;
  readonly username: string;
  readonly photoUrl: string | null;
}

/** What the page needs from the platform's launch parameters. */
export interface MiniAppLaunch {
  /** `tgWebAppData` exactly as the platform gave it: the api verifies its signature */
  readonly initData: string;
  readonly user: MiniAppUser | null;
  readonly platform: string;
  readonly version: string;
}

/** The launch parameters as the mini-app library hands them (snake-case init data). */
export interface LibraryLaunchParams {
  readonly tgWebAppData?: {
    readonly user?: {
      readonly id: number;
      readonly first_name: string;
      readonly last_name?: string;
      readonly username?: string;
      readonly photo_url?: string;
    };
  };
  readonly tgWebAppPlatform: string;
  readonly tgWebAppVersion: string;
}

/** Only https pictures are shown; anything else gets the default avatar. */
function safePhoto(url: string | undefined): string | null {
  if (!url) return null;
  try {
    return new URL(url).protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

/** TG-1: the launch of the library's parameters and raw init data; null when there is no init data to send. */
export function launchFrom(params: LibraryLaunchParams, rawInitData: string | undefined): MiniAppLaunch | null {
  if (!rawInitData) return null;
  const user = params.tgWebAppData?.user;
  return {
    initData: rawInitData,
    platform: params.tgWebAppPlatform,
    version: params.tgWebAppVersion,
    user: user
      ? {
          id: user.id,
          firstName: user.first_name,
          lastName: user.last_name ?? '',
          username: user.username ?? '',
          photoUrl: safePhoto(user.photo_url),
        }
      : null,
  };
}

/** TG-2: the login name the request-access text names: @username, else the person's name. */
export function loginNameOf(user: MiniAppUser | null): string {
  if (!user) return '';
  if (user.username) return `@${user.username}`;
  return [user.firstName, user.lastName].filter(Boolean).join(' ');
}

/** TG-2: the letter of the default avatar. */
export function avatarInitial(user: MiniAppUser | null): string {
  const name = user?.firstName || user?.username || '';
  return name ? Array.from(name)[0].toUpperCase() : '';
}

/** TG-2: the bot as it is named on the screen. */
export function botHandle(botName: string): string {
  const name = botName.trim().replace(/^@/, '');
  return name ? `@${name}` : '';
}

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

/** TG-7: the dialogs a refused launch names. */
export type MiniAppAuthDialog = 'TG_AUTH_FAIL' | 'TG_AUTH_EXPIRED';

export function authDialogOf(result: unknown): MiniAppAuthDialog | null {
  const dialog = (result as { dialog?: unknown } | null)?.dialog;
  return dialog === 'TG_AUTH_FAIL' || dialog === 'TG_AUTH_EXPIRED' ? dialog : null;
}

/**
 * TG-7: what the page itself says once the dialog of a refused launch is
 * closed: the same as the dialog (an expired launch is told as expired, not
 * as one that could not be verified), a key of the `telegram` namespace.
 */
export function refusedNoticeKey(dialog: MiniAppAuthDialog): 'miniApp.refused' | 'miniApp.expired' {
  return dialog === 'TG_AUTH_EXPIRED' ? 'miniApp.expired' : 'miniApp.refused';
}

/** TG-7: the dialog a refused call with the launch data names, or null for any other failure. */
export function launchRefusalDialog(error: unknown): MiniAppAuthDialog | null {
  return isRequestError(error) ? authDialogOf(error.result) : null;
}

/**
 * TG-1, TG-7: a mini-app page from reading its launch to the answer of the
 * first call it makes with it: still reading (or the library found no
 * launch: `outside`, not opened from Telegram), the call in flight, the
 * launch refused (a TG-7 dialog), the call failed otherwise, or answered.
 */
export type LaunchPhase<T> =
  | { readonly kind: 'reading' }
  | { readonly kind: 'outside' }
  | { readonly kind: 'starting'; readonly launch: MiniAppLaunch }
  | { readonly kind: 'refused'; readonly launch: MiniAppLaunch; readonly dialog: MiniAppAuthDialog }
  | { readonly kind: 'failed'; readonly launch: MiniAppLaunch; readonly error: unknown }
  | { readonly kind: 'started'; readonly launch: MiniAppLaunch; readonly result: T };

interface Loading<T> {
  readonly status: 'loading' | 'done' | 'failed';
  readonly data?: T;
  readonly error?: unknown;
}

/** TG-1, TG-7: the phase from the read of the launch and the first call's state. */
export function launchPhase<T>(read: Loading<MiniAppLaunch | null>, first: Loading<T>): LaunchPhase<T> {
  if (read.status === 'loading') return { kind: 'reading' };
  const launch = read.status === 'done' ? read.data : null;
  if (!launch) return { kind: 'outside' };
  if (first.status === 'loading') return { kind: 'starting', launch };
  if (first.status === 'failed') {
    const dialog = launchRefusalDialog(first.error);
    return dialog ? { kind: 'refused', launch, dialog } : { kind: 'failed', launch, error: first.error };
  }
  return { kind: 'started', launch, result: first.data as T };
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

/** TG-8: the task a task page names (`?campaignId=&taskId=`), or null when either is missing or malformed. */
export function taskOf(search: string): { readonly campaignId: string; readonly taskId: string } | null {
  const query = new URLSearchParams(search);
  const campaignId = query.get('campaignId')?.trim() ?? '';
  const taskId = query.get('taskId')?.trim() ?? '';
  const valid = (v: string) => /^[A-Za-z0-9_.-]{1,64}$/.test(v);
  return valid(campaignId) && valid(taskId) ? { campaignId, taskId } : null;
}

/** What the task page shows (TG-8). */
export type TaskState =
  | { readonly kind: 'reading' }
  | { readonly kind: 'outside' }
  | { readonly kind: 'missing' }
  | { readonly kind: 'completing' }
  | { readonly kind: 'done'; readonly completion: TaskCompletion }
  | { readonly kind: 'failed' }
  | { readonly kind: 'refused'; readonly dialog: MiniAppAuthDialog };

/** TG-8: the task page from its launch phase and whether its address names a task. */
export function taskStateOf(phase: LaunchPhase<TaskCompletion>, named: boolean): TaskState {
  if (phase.kind === 'reading' || phase.kind === 'outside') return { kind: phase.kind };
  if (!named) return { kind: 'missing' };
  if (phase.kind === 'starting') return { kind: 'completing' };
  if (phase.kind === 'started') return { kind: 'done', completion: phase.result };
  if (phase.kind === 'refused') return { kind: 'refused', dialog: phase.dialog };
  return { kind: 'failed' };
}

/**
 * TG-8: what the task page says of a completed task, as keys of the
 * `telegram` namespace: the task and its campaign by their names when the
 * mini app lists them (config/mini-app-tasks.ts), else a sentence that names
 * neither. The ids of a link are never shown.
 */
export type TaskDoneText =
  | { readonly key: 'task.doneNamed' | 'task.alreadyNamed'; readonly taskName: string; readonly campaignName: string }
  | { readonly key: 'task.doneText' | 'task.alreadyText' };

export function taskDoneText(completion: Pick<TaskCompletion, 'campaignId' | 'taskId' | 'first_time'>): TaskDoneText {
  const { campaignId, taskId } = completion;
  const tasks = Object.hasOwn(MINI_APP_CAMPAIGNS, campaignId) ? MINI_APP_CAMPAIGNS[campaignId] : [];
  if (!tasks.includes(taskId)) return { key: completion.first_time ? 'task.doneText' : 'task.alreadyText' };
  return {
    key: completion.first_time ? 'task.doneNamed' : 'task.alreadyNamed',
    taskName: `campaigns.${campaignId}.tasks.${taskId}`,
    campaignName: `campaigns.${campaignId}.name`,
  };
}
