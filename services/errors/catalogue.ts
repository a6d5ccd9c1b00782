import { OAUTH_REFUSAL_CODES } from '@/config/oauth';
import { DIALOG_TOAST_MS, SESSION_TOAST_THROTTLE_MS, TOAST_MS } from '@/config/http';
import { isSessionToastExempt, type EndpointKind } from '@/config/endpoints';

import { HANDED_TO_PAGE, PASSWORD_COUNTS_FOR_PAGE, RET_CODES } from './ret-codes';
import { sanitizeMessage } from './sanitize';

/** What the UI shows in a toast: `{code}: {text}` with the translated text when one exists. */
export interface ToastText {
  readonly code: number;
  /** key in the `errors` namespace; the server text is the fallback */
  readonly translationKey: string;
  readonly fallback: string;
}

/** The one decision about an answer (ERR-1..12); the request layer and the UI act on it. */
export type Reaction =
  | { readonly kind: 'success'; readonly clearCache: boolean }
  /** resolved to the caller like a success, without a toast */
  | { readonly kind: 'silent'; readonly clearCache: boolean }
  /** ERR-8: a normal response the page reads (remaining password attempts) */
  | { readonly kind: 'page-result' }
  /** rejected to the caller without a toast: the screen reacts */
  | { readonly kind: 'page' }
  | {
      readonly kind: 'toast';
      readonly toast: ToastText;
      readonly durationMs: number;
      /** toasts with the same key show at most once per throttleMs */
      readonly throttle?: { readonly key: string; readonly ms: number };
      readonly clearProfile?: boolean;
    }
  /** session invalid on an endpoint where the page expects it: no toast, profile cleared */
  | { readonly kind: 'page-session'; readonly clearProfile: true };

export interface AnswerFacts {
  readonly code: number;
  readonly message: unknown;
  readonly endpoint: EndpointKind;
  readonly result?: unknown;
  readonly inMiniApp?: boolean;
  /** the call was made from inside a dialog: toasts are short and centred (LAYOUT-6) */
  readonly inDialog?: boolean;
}

/** ERR-9: codes rewritten before they are classified. */
export function remapCode(code: number, endpoint: EndpointKind): number {
  if (code === RET_CODES.unbindGoogle2faLegacy && endpoint === 'unbindGoogle2faSendCode') {
    return RET_CODES.unbindGoogle2fa;
  }
  return code;
}

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

function passwordErrorCount(result: unknown): number | null {
  if (!result || typeof result !== 'object') return null;
  const count = (result as { pass_err_count?: unknown }).pass_err_count;
  const n = typeof count === 'string' ? Number(count) : count;
  return typeof n === 'number' && Number.isFinite(n) ? n : null;
}

type ToastReaction = Extract<Reaction, { kind: 'toast' }>;

function toast(code: number, message: unknown, facts: AnswerFacts, translationKey = `codes.${code}`): ToastReaction {
  return {
    kind: 'toast',
    toast: { code, translationKey, fallback: sanitizeMessage(message) },
    durationMs: facts.inDialog ? DIALOG_TOAST_MS : TOAST_MS,
  };
}

/**
 * ERR-1..12: how the front end reacts to an answer's ret_code, from the code,
 * the kind of endpoint and where the call was made. Pure.
 */
export function classifyAnswer(facts: AnswerFacts): Reaction {
  const code = remapCode(facts.code, facts.endpoint);
  const { endpoint, message } = facts;

  // ERR-1, ERR-3
  if (code === RET_CODES.success) return { kind: 'success', clearCache: false };
  if (code === RET_CODES.successNoChange) return { kind: 'success', clearCache: endpoint !== 'profile' };
  if (code === RET_CODES.silent33003 || code === RET_CODES.silent10009) {
    return { kind: 'silent', clearCache: endpoint !== 'profile' };
  }
  // ERR-10
  if (endpoint === 'anonymity' && (code === RET_CODES.anonymityNotFound || code === RET_CODES.anonymityHidden)) {
    return { kind: 'silent', clearCache: false };
  }
  if (endpoint === 'openInfo' && code === RET_CODES.openInfoHidden) return { kind: 'silent', clearCache: false };
  // ERR-4
  if (code === RET_CODES.sessionInvalid) {
    if (isSessionToastExempt(endpoint)) return { kind: 'page-session', clearProfile: true };
    return {
      ...toast(code, message, facts),
      throttle: { key: 'session-invalid', ms: SESSION_TOAST_THROTTLE_MS },
      clearProfile: true,
    };
  }
  // ERR-5
  if (code === RET_CODES.endpointSpecific10016) return toast(code, message, facts, key10016(endpoint));
  // ERR-6
  if (code === RET_CODES.forbidden50002 && endpoint === 'authorize') return { kind: 'page' };
  // OAUTH-3: the consent page shows the api's refusals of an authorization request itself
  if (endpoint === 'authorize' && OAUTH_REFUSAL_CODES.includes(code)) return { kind: 'page' };
  if (code === RET_CODES.accountTerminated) return toast(code, message, facts);
  // ERR-7
  if (code === RET_CODES.miniAppThirdParty && facts.inMiniApp && endpoint === 'thirdPartyLogin') {
    return { kind: 'page' };
  }
  // ERR-8
  if (code === RET_CODES.wrongPassword) {
    const count = passwordErrorCount(facts.result);
    if (count !== null && PASSWORD_COUNTS_FOR_PAGE.includes(count)) return { kind: 'page-result' };
    return toast(code, message, facts);
  }
  // ERR-11
  if (HANDED_TO_PAGE.has(code)) return { kind: 'page' };
  // DLG-5: a login or registration refusal that names its dialog is the page's to show
  if ((endpoint === 'login' || endpoint === 'register') && namesDialog(facts.result)) return { kind: 'page' };
  // ERR-2 (30054 and 50002 elsewhere included: a 5 s toast)
  return toast(code, message, facts);
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
