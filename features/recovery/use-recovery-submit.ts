import { useFormSubmit } from '@/components/auth/use-form-submit';
import type { AuthOutcome } from '@/services/auth/auth-errors';
import { RET_CODES } from '@/services/errors/ret-codes';
import { catalogueMessage, resolveError, type ErrorHandlers, type FormMessage } from '@/services/errors/screen-errors';

/** Where a refusal on the recovery pages is shown: the sign-in forms' places, or back to the start. */
export type RecoveryOutcome =
  | AuthOutcome
  /** the request expired or was used (31210): the page starts again and says why */
  | { readonly kind: 'restart'; readonly message: FormMessage }
  /** the account has no second factor (31213): nothing to recover, log in as usual */
  | { readonly kind: 'nothing' };

/**
 * The submit of a recovery step: its own handlers over the global fallback;
 * a request that expired starts the page again (`onRestart`), with the
 * catalogue's sentence; `onNothing`: the account has nothing to recover.
 */
export function useRecoverySubmit<F extends string>(
  fields: readonly F[],
  handlers: ErrorHandlers<RecoveryOutcome>,
  onRestart: (message: FormMessage) => void,
  onNothing?: () => void,
) {
  return useFormSubmit<F, RecoveryOutcome>({
    fields,
    resolve: (error) =>
      resolveError<RecoveryOutcome>(error, {
        [RET_CODES.recoveryExpired]: (e) => ({ kind: 'restart', message: catalogueMessage(e) }),
        ...handlers,
      }),
    onOutcome: (outcome) => {
      if (outcome.kind === 'restart') onRestart(outcome.message);
      if (outcome.kind === 'nothing') onNothing?.();
      if (outcome.kind === 'leave') window.location.assign(outcome.href);
    },
  });
}
