import { codeLockMessage, wrongCodeOutcome } from '@/services/auth/wrong-code';
import { RET_CODES } from '@/services/errors/ret-codes';
import { resolveError, type FormMessage } from '@/services/errors/screen-errors';

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
