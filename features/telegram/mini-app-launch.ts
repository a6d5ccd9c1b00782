import { isRequestError } from '@/services/http/errors';

/*
 * The pure rules of a mini-app page's launch (TG-1, TG-2, TG-7): the launch
 * read from the platform's parameters, the Telegram user it names, and the
 * page from reading it to the answer of its first call, a refusal for the
 * launch data included. What the pages do next is in mini-app-sign-in.ts
 * and mini-app-task.ts.
 */

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
