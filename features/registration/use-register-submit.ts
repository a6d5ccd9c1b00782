import { useFormSubmit } from '@/components/auth/use-form-submit';
import {
  REGISTER_ERROR_HANDLERS,
  resolveAuthError,
  type AuthField,
  type AuthOutcome,
  type FeedbackDialog,
} from '@/services/auth/auth-errors';

/** The submit of a sign-up step: the sign-up handler map over the global fallback; dialogs go to the screen. */
export function useRegisterSubmit(fields: readonly AuthField[], onDialog: (dialog: FeedbackDialog) => void) {
  return useFormSubmit<AuthField, AuthOutcome>({
    fields,
    resolve: (error) => resolveAuthError(error, REGISTER_ERROR_HANDLERS),
    onOutcome: (outcome) => {
      if (outcome.kind === 'dialog') onDialog(outcome);
      if (outcome.kind === 'leave') window.location.assign(outcome.href);
    },
  });
}
