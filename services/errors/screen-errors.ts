import { isRetCode, type RetCode } from '@/contract/ret-codes';
import { CaptchaBusyError, CaptchaCancelledError, CaptchaUnavailableError } from '@/services/captcha/errors';
import { isRequestError, type RequestError } from '@/services/http/errors';

/** A message a screen shows: a key of one of its namespaces, with values. */
export interface FormMessage {
  readonly ns: 'common' | 'auth' | 'errors' | 'unblock' | 'security' | 'recovery' | 'passkey' | 'reproof';
  readonly key: string;
  readonly values?: Readonly<Record<string, string | number>>;
  /** the ret_code, shown apart and smaller, for support (ERR-2) */
  readonly code?: number;
  /** the server's sanitized text, for a code without a translation (ERR-13) */
  readonly fallback?: string;
  /** the way forward the message offers (issue 39: an existing account's sign-up offers its login) */
  readonly action?: 'recoverPassword' | 'logIn';
}

/** Where a failure is shown; screens add outcomes of their own (dialogs, navigation). */
export type ErrorOutcome =
  /** nothing to add: the person cancelled, or a toast already told them */
  | { readonly kind: 'none' }
  /** next to the field at fault, which gets focus */
  | { readonly kind: 'field'; readonly field: string; readonly message: FormMessage }
  /** the form's one alert */
  | { readonly kind: 'alert'; readonly message: FormMessage }
  /** the api gives no answer: the one notice of the page (stores/api-status) says so */
  | { readonly kind: 'unreachable' };

/** What a screen does with the codes it treats specially; the rest gets the global fallback. */
export type ErrorHandlers<O> = Readonly<Partial<Record<RetCode, (error: RequestError) => O>>>;

export const NO_OUTCOME: ErrorOutcome = { kind: 'none' };

/**
 * HTTP-8: the page's notice, said where the notice is out of sight (a dialog over the page). Its text is in
 * `common`, which every page brings: it must read with the connection gone.
 */
export const UNREACHABLE_MESSAGE: FormMessage = { ns: 'common', key: 'unreachable' };

/** The catalogue's text for a refused request (translated when the code has a text, else the server's). */
export function catalogueMessage(error: RequestError): FormMessage {
  const reaction = error.reaction;
  if (reaction.kind === 'page' || reaction.kind === 'page-session' || reaction.kind === 'toast') {
    return {
      ns: 'errors',
      key: reaction.message.translationKey,
      fallback: reaction.message.fallback,
      code: reaction.message.code,
    };
  }
  return { ns: 'errors', key: 'unknown', code: error.code };
}

/**
 * A refusal the form tells as it is, raised by the form's own checks: what
 * it needs from the api has not arrived (the public key), or a check refused.
 */
export class FormMessageError extends Error {
  constructor(readonly formMessage: FormMessage) {
    super(formMessage.key);
    this.name = 'FormMessageError';
  }
}

function unreachable(error: unknown): boolean {
  return isRequestError(error) && error.reaction.kind === 'unreachable';
}

/**
 * The one way a screen turns a failed submit into what the person sees:
 * the screen's handler for the code, else the global fallback. Toasted
 * failures are not told twice; a captcha that could not run because the api
 * is down is the api's notice, not a captcha message.
 */
export function resolveError<O>(error: unknown, handlers: ErrorHandlers<O>): O | ErrorOutcome {
  if (error instanceof CaptchaCancelledError || error instanceof CaptchaBusyError) return NO_OUTCOME;
  if (error instanceof CaptchaUnavailableError) {
    return error.causes.some(unreachable)
      ? { kind: 'unreachable' }
      : { kind: 'alert', message: { ns: 'auth', key: 'errors.captchaUnavailable' } };
  }
  if (error instanceof FormMessageError) return { kind: 'alert', message: error.formMessage };
  // an encryption failure or a bug: the person must know the submit did not go through
  if (!isRequestError(error)) return { kind: 'alert', message: { ns: 'auth', key: 'errors.unexpected' } };
  switch (error.reaction.kind) {
    case 'unreachable':
      return { kind: 'unreachable' };
    case 'page':
    case 'page-session': {
      const handler = isRetCode(error.code) ? handlers[error.code] : undefined;
      return handler ? handler(error) : { kind: 'alert', message: catalogueMessage(error) };
    }
    default:
      // a toast told it (it belongs to no field), or an answer that is no failure
      return NO_OUTCOME;
  }
}

/** The api gave no answer (the page's one notice tells it): asking again once it is back may succeed. */
export function isApiUnreachable(error: unknown): boolean {
  return resolveError<ErrorOutcome>(error, {}).kind === 'unreachable';
}

/**
 * What a screen without handlers of its own shows in its alert for a
 * failure: the global fallback's message, or null when a toast or the page's
 * one notice tells it.
 */
export function alertMessageOf(error: unknown): FormMessage | null {
  const outcome = resolveError<ErrorOutcome>(error, {});
  return outcome.kind === 'alert' ? outcome.message : null;
}
