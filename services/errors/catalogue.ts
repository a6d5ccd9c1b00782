import { DIALOG_TOAST_MS, NETWORK_ERROR_CODE, SESSION_TOAST_THROTTLE_MS, TOAST_MS } from '@/config/http';
import type { EndpointKind } from '@/contract/endpoint';
import type { WrongPasswordDetails } from '@/contract/login/login-fields';
import { isRetCode } from '@/contract/ret-codes';

import { HANDED_TO_PAGE, OAUTH_REFUSAL_CODES, PASSWORD_COUNTS_FOR_PAGE, QR_PAGE_CODES, RET_CODES } from './ret-codes';
import { sanitizeMessage } from './sanitize';

/**
 * What a person is told about a failure: the translated text of the code (a
 * key of the `errors` namespace) with the server's sanitized text as the
 * fallback. The code itself is shown apart, smaller, for support (ERR-2).
 */
export interface ErrorText {
  readonly code: number;
  /** key in the `errors` namespace; the server text is the fallback */
  readonly translationKey: string;
  readonly fallback: string;
}

/** The one decision about an answer or a failed request (ERR-1..12, HTTP-8, HTTP-9). */
export type Reaction =
  | { readonly kind: 'success'; readonly clearCache: boolean }
  /** resolved to the caller like a success, without a message */
  | { readonly kind: 'silent'; readonly clearCache: boolean }
  /** ERR-8: a normal response the page reads (remaining password attempts) */
  | { readonly kind: 'page-result' }
  /** rejected to the screen, which shows it where the person looks; `message` is the default text */
  | { readonly kind: 'page'; readonly message: ErrorText }
  /** session invalid on an endpoint where the page expects it: no message, profile cleared */
  | { readonly kind: 'page-session'; readonly message: ErrorText; readonly clearProfile: true }
  /** a failure that belongs to no field or form: a toast */
  | {
      readonly kind: 'toast';
      readonly message: ErrorText;
      readonly durationMs: number;
      /** toasts with the same key show at most once per throttleMs */
      readonly throttle?: { readonly key: string; readonly ms: number };
      readonly clearProfile?: boolean;
    }
  /**
   * No usable answer (network down, timeout, the api or its proxy failing):
   * one notice while it lasts, never a toast per call; the page recovers
   * by itself when the api answers again.
   */
  | { readonly kind: 'unreachable'; readonly message: ErrorText };

/** How a request failed without an x-api answer. */
export type TransportFailure =
  /** no answer at all (refused, offline, blocked cross-origin): HTTP-8's -200 */
  | 'network'
  | 'timeout'
  /** an HTTP status of 400 or more (HTTP-9) */
  | 'http'
  /** a 2xx answer that is not an envelope */
  | 'bad-response';

export interface AnswerFacts {
  readonly code: number;
  readonly message: unknown;
  readonly endpoint: EndpointKind;
  readonly result?: unknown;
  readonly inMiniApp?: boolean;
  /** the call was made from inside a dialog: toasts are short and centred (LAYOUT-6) */
  readonly inDialog?: boolean;
  /** the request failed without an envelope; `code` is the HTTP status for `http`, else -200 */
  readonly failure?: TransportFailure;
}

/**
 * Login, registration and OAuth endpoints: a 10006 there is expected, not
 * toasted (ERR-4); the OAuth page sends the visitor to log in (OAUTH-4).
 */
const SESSION_TOAST_EXEMPT: readonly EndpointKind[] = ['login', 'register', 'profile', 'thirdPartyLogin', 'authorize'];

/**
 * ERR-4: the throttle key of the "session expired" toast. A page that shows
 * a signed-in person reads it from the toasts shown (issue 36 item 8): once
 * told, it says the person was logged out instead of naming the account.
 */
export const SESSION_ENDED_TOAST = 'session-invalid';

/** ERR-9: codes rewritten before they are classified. */
export function remapCode(code: number, endpoint: EndpointKind): number {
  if (code === RET_CODES.unbindGoogle2faLegacy && endpoint === 'unbindGoogle2faSendCode') {
    return RET_CODES.unbindGoogle2fa;
  }
  return code;
}

/**
 * Endpoints a form calls when the person submits it. Their refusals are the
 * form's to show, inline or in its alert, never as a toast: the person is
 * looking at the form.
 */
const FORM_ENDPOINTS: readonly EndpointKind[] = ['login', 'register', 'thirdPartyLogin', 'authorize', 'security'];

/** Endpoints whose refusals may name the dialog the page shows for them (DLG-5, TG-6, TG-7). */
const DIALOG_ENDPOINTS: readonly EndpointKind[] = ['login', 'register', 'telegramBind', 'miniApp'];

/** ERR-5: 10016 reads differently on telegram-bind, QR-code and login/register endpoints. */
function key10016(endpoint: EndpointKind): string {
  if (endpoint === 'telegramBind') return 'codes.10016_telegram';
  if (endpoint === 'qrcode') return 'codes.10016_qrcode';
  if (endpoint === 'login' || endpoint === 'register' || endpoint === 'thirdPartyLogin') return 'codes.10016_login';
  return 'codes.10016';
}

function namesDialog(result: unknown): boolean {
  return Boolean(result && typeof result === 'object' && typeof (result as { dialog?: unknown }).dialog === 'string');
}

/** ERR-8: the wrong-password count of a 31002 answer, or null. */
export function passwordErrorCount(result: unknown): number | null {
  if (!result || typeof result !== 'object') return null;
  // the contract names the field; its value is checked here, a numeric string included
  const count = (result as { readonly [K in keyof WrongPasswordDetails]?: unknown }).pass_err_count;
  const n = typeof count === 'string' ? Number(count) : count;
  return typeof n === 'number' && Number.isFinite(n) ? n : null;
}

function text(code: number, message: unknown, translationKey = `codes.${code}`): ErrorText {
  return { code, translationKey, fallback: sanitizeMessage(message) };
}

/**
 * ERR-8: a wrong password handed to the page as an answer (3-5 tries left),
 * read as the refusal the other counts are: rejected to the screen, which
 * tells every count the same way.
 */
export function wrongPasswordRefusal(message: unknown): Reaction {
  return { kind: 'page', message: text(RET_CODES.wrongPassword, message) };
}

/** ERR-2: the default: a 5 s toast (2 s in dialogs), or the form's message on a form endpoint. */
function shown(facts: AnswerFacts, message: ErrorText): Reaction {
  if (FORM_ENDPOINTS.includes(facts.endpoint)) return { kind: 'page', message };
  return { kind: 'toast', message, durationMs: facts.inDialog ? DIALOG_TOAST_MS : TOAST_MS };
}

/**
 * HTTP-8, HTTP-9: a request that got no x-api answer. A 4xx that carries an
 * envelope is classified by its code; everything else means the service
 * cannot be used right now.
 */
function classifyFailure(facts: AnswerFacts & { readonly failure: TransportFailure }): Reaction {
  const { failure, code, message } = facts;
  if (failure === 'timeout')
    return { kind: 'unreachable', message: text(NETWORK_ERROR_CODE, message, 'codes.timeout') };
  if (failure === 'bad-response') {
    return { kind: 'unreachable', message: text(NETWORK_ERROR_CODE, message, 'codes.badResponse') };
  }
  if (failure === 'http') return { kind: 'unreachable', message: text(code, message, 'serviceUnavailable') };
  return { kind: 'unreachable', message: text(NETWORK_ERROR_CODE, message) };
}

/**
 * ERR-1..12, HTTP-8, HTTP-9: how the front end reacts to an answer's
 * ret_code or to a request that failed, from the code, the kind of endpoint
 * and where the call was made. Pure; the only place this is decided.
 */
export function classifyAnswer(facts: AnswerFacts): Reaction {
  if (facts.failure) return classifyFailure({ ...facts, failure: facts.failure });
  const code = remapCode(facts.code, facts.endpoint);
  const { endpoint, message } = facts;

  // ERR-1, ERR-3
  if (code === RET_CODES.success) return { kind: 'success', clearCache: false };
  if (code === RET_CODES.successNoChange) return { kind: 'success', clearCache: endpoint !== 'profile' };
  if (code === RET_CODES.ignoredResult || code === RET_CODES.ignoredRequest) {
    return { kind: 'silent', clearCache: endpoint !== 'profile' };
  }
  // ERR-10
  if (endpoint === 'anonymity' && (code === RET_CODES.anonymityNotFound || code === RET_CODES.anonymityHidden)) {
    return { kind: 'silent', clearCache: false };
  }
  if (endpoint === 'openInfo' && code === RET_CODES.openInfoHidden) return { kind: 'silent', clearCache: false };
  // ERR-4
  if (code === RET_CODES.sessionInvalid) {
    if (SESSION_TOAST_EXEMPT.includes(endpoint)) {
      return { kind: 'page-session', message: text(code, message), clearProfile: true };
    }
    return {
      kind: 'toast',
      message: text(code, message),
      durationMs: facts.inDialog ? DIALOG_TOAST_MS : TOAST_MS,
      throttle: { key: SESSION_ENDED_TOAST, ms: SESSION_TOAST_THROTTLE_MS },
      clearProfile: true,
    };
  }
  // ERR-5
  if (code === RET_CODES.serviceError) return shown(facts, text(code, message, key10016(endpoint)));
  // ERR-6 (and OAUTH-3: the consent page shows the api's refusals of an authorization request itself)
  if (
    endpoint === 'authorize' &&
    (code === RET_CODES.forbidden || (isRetCode(code) && OAUTH_REFUSAL_CODES.includes(code)))
  ) {
    return { kind: 'page', message: text(code, message) };
  }
  // ERR-7
  if (code === RET_CODES.miniAppThirdParty && facts.inMiniApp && endpoint === 'thirdPartyLogin') {
    return { kind: 'page', message: text(code, message) };
  }
  // ERR-8: counts 3-5 are an answer; other counts are an error the login form shows by the password
  if (code === RET_CODES.wrongPassword) {
    const count = passwordErrorCount(facts.result);
    if (count !== null && PASSWORD_COUNTS_FOR_PAGE.includes(count)) return { kind: 'page-result' };
    return shown(facts, text(code, message));
  }
  // LOGIN-7: an expired or already handled QR code is told by the QR screens
  if (endpoint === 'qrcode' && isRetCode(code) && QR_PAGE_CODES.includes(code))
    return { kind: 'page', message: text(code, message) };
  // ERR-11
  if (isRetCode(code) && HANDED_TO_PAGE.has(code)) return { kind: 'page', message: text(code, message) };
  // DLG-5, TG-6, TG-7: a login, registration or mini-app refusal that names its dialog is the page's to show
  if (DIALOG_ENDPOINTS.includes(endpoint) && namesDialog(facts.result)) {
    return { kind: 'page', message: text(code, message) };
  }
  // ERR-2, ERR-6 (40029, 30054 and 50002 elsewhere included)
  return shown(facts, text(code, message));
}

export type BindFlow = 'tg' | 'tgregister' | 'trlogin' | 'register' | 'login';

/**
 * ERR-12, TG-6: a login-and-bind answer's `tg_bind_result` is 'success' or
 * 'code|message'; anything but success becomes the dialog code `{flow}{code}`
 * (e.g. `tgregister1001`, `login1004`). Null when the bind succeeded or
 * there was no bind.
 */
export function bindResultCode(flow: BindFlow, tgBindResult: unknown): string | null {
  if (typeof tgBindResult !== 'string' || tgBindResult === '' || tgBindResult === 'success') return null;
  const [code] = tgBindResult.split('|');
  const clean = code.trim();
  return /^\d+$/.test(clean) ? `${flow}${clean}` : `${flow}Unknown`;
}
