import { useFormSubmit } from '@/components/auth/use-form-submit';
import { loadAuthErrors, type FeedbackDialog } from '@/services/auth/auth-dialogs';
import type { AuthField, AuthOutcome } from '@/services/auth/auth-errors';

/**
 * The submit of a sign-up step: the sign-up handler map over the global
 * fallback (its code loads with the submit); dialogs go to the screen.
 */
export function useRegisterSubmit(fields: readonly AuthField[], onDialog: (dialog: FeedbackDialog) => void) {
  return useFormSubmit<AuthField, AuthOutcome>({
    fields,
    resolve: async (error) => {
      const { resolveAuthError, REGISTER_ERROR_HANDLERS } = await loadAuthErrors();
      return resolveAuthError(error, REGISTER_ERROR_HANDLERS);
    },
    preload: loadAuthErrors,
    onOutcome: (outcome) => {
      if (outcome.kind === 'dialog') onDialog(outcome);
      if (outcome.kind === 'leave') window.location.assign(outcome.href);
    },
  });
}
