import { loginErrorHandlers, type AuthOutcome } from '@/services/auth/auth-errors';
import { codeLockMessage, wrongCodeOutcome } from '@/services/auth/wrong-code';
import { RET_CODES } from '@/services/errors/ret-codes';
import {
  catalogueMessage,
  resolveError,
  type ErrorHandlers,
  type ErrorOutcome,
  type FormMessage,
} from '@/services/errors/screen-errors';
import { isRequestError } from '@/services/http/errors';

import type { FindState, ResetState } from './recovery-flow';

/**
 * Issue 27, issue 38: what the steps of the two recovery pages do with the
 * codes they treat specially, by step, over the one error path
 * (resolveError: the step's handlers, else the catalogue's text in the
 * form's alert). Pure: the hooks (useReset, useFind) pick the map of the
 * step they are on.
 */

/** Where a refusal on the recovery pages is shown: the sign-in forms' places, or back to the start. */
export type RecoveryOutcome =
  | ErrorOutcome
  /** the request expired or was used (31210): the page starts again and says why */
  | { readonly kind: 'restart'; readonly message: FormMessage }
  /** the account has no second factor (31213): nothing to recover, log in as usual */
  | { readonly kind: 'nothing' }
  /** LOGIN-12: an old self-help ban goes to the self-unblock page */
  | { readonly kind: 'leave'; readonly href: string };

type Handlers = ErrorHandlers<RecoveryOutcome | AuthOutcome>;

function at(field: string, message: FormMessage): RecoveryOutcome {
  return { kind: 'field', field, message };
}

/**
 * A code sent by email or SMS: wrong (issue 38: the one wrong-code outcome,
 * the tries left or the lock it brought), the account locked by wrong codes
 * (30051, with its end), asked for too soon; told by the code field, which
 * keeps what was typed.
 */
function codeRefusals(locale: string): Handlers {
  return {
    [RET_CODES.codeIncorrect]: (e) => at('code', wrongCodeOutcome(e, locale).message),
    // issue 39: the right code, used already (no try counted): wait for the next one
    [RET_CODES.codeAlreadyUsed]: (e) => at('code', catalogueMessage(e)),
    [RET_CODES.codeAttemptsUsed]: (e) => at('code', codeLockMessage(e.result, locale)),
    [RET_CODES.tooFrequent]: (e) => at('code', catalogueMessage(e)),
  };
}

/** Password reset (/app/user/retrieve): the step's own codes. */
export function resetRefusals(step: ResetState['step'], locale: string): Handlers {
  switch (step) {
    case 'account':
      // issue 36 item 6: the day's codes to this account name were sent: told by the account field
      return { [RET_CODES.recoverySendLimit]: (e) => at('account', catalogueMessage(e)) };
    case 'code':
      return {
        ...codeRefusals(locale),
        [RET_CODES.codeExpired]: (e) => at('code', catalogueMessage(e)),
        // issue 36 item 6: another code was asked for, past the day's
        [RET_CODES.recoverySendLimit]: (e) => at('code', catalogueMessage(e)),
      };
    case 'password':
      return {
        // the authenticator app's code
        [RET_CODES.codeIncorrect]: (e) => at('totp', wrongCodeOutcome(e, locale).message),
        [RET_CODES.codeAlreadyUsed]: (e) => at('totp', catalogueMessage(e)),
        [RET_CODES.codeAttemptsUsed]: (e) => ({ kind: 'alert', message: codeLockMessage(e.result, locale) }),
        [RET_CODES.authenticatorCodeRequired]: (e) => at('totp', catalogueMessage(e)),
        [RET_CODES.samePassword]: (e) => at('password', catalogueMessage(e)),
      };
    case 'done':
      return {};
  }
}

/** Lost second factor (/app/user/security-item-find): the step's own codes. */
export function findRefusals(step: FindState['step'], locale: string): Handlers {
  switch (step) {
    case 'start':
      // LOGIN-5: the password is judged as the login judges it
      return { ...loginErrorHandlers(locale), [RET_CODES.nothingToRecover]: () => ({ kind: 'nothing' }) };
    case 'prove':
      return {
        ...codeRefusals(locale),
        // issue 36 item 6: the day's codes were sent; the step's alert says so (before a code, it has no field)
        [RET_CODES.recoverySendLimit]: (e) => ({ kind: 'alert', message: catalogueMessage(e) }),
      };
    case 'nothing':
    case 'done':
      return {};
  }
}

/**
 * An outcome of the login's rules on a page without dialogs: a refusal the
 * login shows as one (a ban, DLG-3..5) is told in the form's alert, in the
 * catalogue's words for the refusal, never dropped.
 */
function withoutDialogs(outcome: RecoveryOutcome | AuthOutcome, error: unknown = null): RecoveryOutcome {
  if (outcome.kind !== 'ban' && outcome.kind !== 'dialog') return outcome;
  return {
    kind: 'alert',
    message: isRequestError(error) ? catalogueMessage(error) : { ns: 'auth', key: 'errors.unexpected' },
  };
}

/**
 * The one error path for a recovery step: a request that expired starts
 * the page again, else the step's handlers over the global fallback.
 */
export function resolveRecoveryError(error: unknown, handlers: Handlers): RecoveryOutcome {
  const outcome = resolveError<RecoveryOutcome | AuthOutcome>(error, {
    [RET_CODES.recoveryExpired]: (e) => ({ kind: 'restart', message: catalogueMessage(e) }),
    ...handlers,
  });
  return withoutDialogs(outcome, error);
}
