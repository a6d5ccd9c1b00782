import { useCallback, useRef, useState } from 'react';

import { useFormSubmit } from '@/components/auth/use-form-submit';
import type { FormMessage } from '@/services/errors/screen-errors';

import { resolveRecoveryError, type RecoveryOutcome } from './recovery-refusals';

interface Options<F extends string> {
  /** every field of the page's steps, in the order they appear */
  readonly fields: readonly F[];
  /** the handlers of the step the page is on (recovery-refusals.ts) */
  readonly handlers: Parameters<typeof resolveRecoveryError>[1];
  /** the request expired or was used: the page goes back to its first step (the alert already says why) */
  readonly onRestart: () => void;
  /** the account has nothing to recover */
  readonly onNothing?: () => void;
}

/**
 * What the two recovery flows (useReset, useFind) share: the one submit of
 * the sign-in forms (useFormSubmit) over the recovery's error path, a code
 * sent beside the submit with its own busy flag, and a fresh form when the
 * page moves back to its first step.
 */
export function useRecoverySubmit<F extends string>({ fields, handlers, onRestart, onNothing }: Options<F>) {
  const submitter = useFormSubmit<F, RecoveryOutcome>({
    fields,
    resolve: (error) => resolveRecoveryError(error, handlers),
    onOutcome: (outcome) => {
      if (outcome.kind === 'restart') {
        startOver(outcome.message);
        onRestart();
      }
      if (outcome.kind === 'nothing') onNothing?.();
      if (outcome.kind === 'leave') window.location.assign(outcome.href);
    },
  });
  const { clearError, setAlert, fail } = submitter;

  /** No refusal of the last step stays; `alert` (why the page started again) shows until the next submit. */
  const startOver = useCallback(
    (alert: FormMessage | null) => {
      for (const name of fields) clearError(name);
      setAlert(alert);
    },
    [fields, clearError, setAlert],
  );

  const [sending, setSending] = useState(false);
  const sendingNow = useRef(false);
  /**
   * Sends a code (again) beside the submit: once at a time, the code field's
   * refusal and the alert cleared first; a refusal is told as a submit's.
   */
  const send = useCallback(
    async (action: () => Promise<unknown>, field: F) => {
      if (sendingNow.current) return;
      sendingNow.current = true;
      setSending(true);
      clearError(field);
      setAlert(null);
      try {
        await action();
      } catch (error) {
        fail(error);
      } finally {
        sendingNow.current = false;
        setSending(false);
      }
    },
    [clearError, setAlert, fail],
  );

  return { ...submitter, startOver, send, sending };
}
