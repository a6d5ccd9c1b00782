import { attemptsLeftOf, codeLockMessage, wrongCodeOutcome } from '@/services/auth/wrong-code';
import { RET_CODES } from '@/services/errors/ret-codes';
import { catalogueMessage, resolveError, type FormMessage } from '@/services/errors/screen-errors';
import { isRequestError } from '@/services/http/errors';

/**
 * Issue 38: what the code form of a settings change tells about a refusal,
 * through the one error path (the catalogue, then these handlers).
 */
export type CodeRefusal =
  /** a wrong code, with the tries left: the field is emptied for another */
  | { readonly kind: 'wrong-code'; readonly message: FormMessage }
  /** told by the field, and what was typed stays (a resend too soon, the re-proof given up, the lock) */
  | { readonly kind: 'refused'; readonly message: FormMessage }
  /** a toast or the page's notice (the api gives no answer) tells it */
  | { readonly kind: 'none' };

/** A refused code, or a refused resend of one, as the form by the field tells it. */
export function codeRefusalOf(error: unknown, locale: string, now: Date = new Date()): CodeRefusal {
  const outcome = resolveError<CodeRefusal>(error, {
    [RET_CODES.codeIncorrect]: (e) => {
      const wrong = wrongCodeOutcome(e, locale, now);
      return { kind: wrong.kind === 'retry' ? 'wrong-code' : 'refused', message: wrong.message };
    },
    // issue 39: the right code, used already (no try counted): wait for the next one
    [RET_CODES.codeAlreadyUsed]: (e) => ({ kind: 'refused', message: catalogueMessage(e) }),
    // the lock wrong codes brought, with its end when the answer names it
    [RET_CODES.tooManyCodeErrors]: (e) => ({
      kind: 'refused',
      message: { ...codeLockMessage(e.result, locale, now), code: e.code },
    }),
  });
  switch (outcome.kind) {
    case 'wrong-code':
    case 'refused':
      return outcome;
    case 'alert':
    case 'field':
      return { kind: 'refused', message: outcome.message };
    default:
      return { kind: 'none' };
  }
}

/**
 * Issue 39: the tries left from which a wrong code that confirms the app's
 * new key warns of the lock. The reference api counts these codes under the
 * account's code lock like any other (server/security/confirm-code.ts: a
 * stolen session may not guess its way on, the 5th wrong one locks), and its
 * answer names the tries left; a person copying a new key is far more often
 * early or late by a step than a guesser, so the page says the plain "the
 * code is incorrect" until the last tries.
 */
export const SETUP_LOCK_WARNING_FROM = 2;

const SETUP_WRONG_CODE: FormMessage = { ns: 'security', key: 'settings.totp.wrongCode' };

/** A refused code that confirms the app's new key: the lock is not mentioned until the last tries. */
export function setupCodeRefusalOf(error: unknown, locale: string, now: Date = new Date()): CodeRefusal {
  const refusal = codeRefusalOf(error, locale, now);
  if (refusal.kind !== 'wrong-code') return refusal;
  const left = isRequestError(error) ? attemptsLeftOf(error.result) : null;
  return left !== null && left <= SETUP_LOCK_WARNING_FROM ? refusal : { kind: 'wrong-code', message: SETUP_WRONG_CODE };
}
