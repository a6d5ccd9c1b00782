import { useState } from 'react';

import { useFormSubmit } from '@/components/auth/use-form-submit';
import { useLoader } from '@/components/hooks/use-loader';
import { checkSelfUnbind, selfUnblock, selfUnbindToken, sendUnblockCode } from '@/services/api/self-unblock';
import { RET_CODES } from '@/services/errors/ret-codes';
import { resolveError, type ErrorOutcome } from '@/services/errors/screen-errors';
import { isRequestError } from '@/services/http/errors';

import {
  readUnblockCode,
  stepAfterCheck,
  stepOfRefusal,
  wrongCodeMessage,
  type UnblockStep,
} from './self-unblock-flow';

type Outcome = ErrorOutcome | { readonly kind: 'step'; readonly step: UnblockStep };

/**
 * SEC-3, LOGIN-12: the self-unblock flow. The self-unbind token a refused
 * login left is checked on arrival; when the ban may be lifted, `send`
 * sends a code to the account's email or phone and `unblock` lifts the
 * ban with it.
 */
export function useSelfUnblock() {
  const start = useLoader(async (): Promise<UnblockStep> => {
    const token = selfUnbindToken();
    if (!token) return { kind: 'none' };
    // an unknown, used or expired token, or no answer: the way on is to log in again
    return checkSelfUnbind(token).then(
      (found) => stepAfterCheck(token, found),
      (): UnblockStep => ({ kind: 'none' }),
    );
  }, []);
  /** where the person's actions led; until then, the check's step */
  const [moved, setMoved] = useState<UnblockStep | null>(null);
  const step: UnblockStep = moved ?? (start.status === 'done' ? start.data : { kind: 'checking' });
  const state = step.kind === 'ready' || step.kind === 'waiting' ? step.state : null;

  const [code, setCode] = useState('');
  const [sentAt, setSentAt] = useState<number | null>(null);
  const [sending, setSending] = useState(false);
  const form = useFormSubmit<'code', Outcome>({
    fields: ['code'],
    resolve: (error) => {
      const own = isRequestError(error) ? stepOfRefusal(error.code, state) : null;
      if (own) return { kind: 'step', step: own };
      return resolveError<Outcome>(error, {
        [RET_CODES.codeIncorrect]: (e) => ({ kind: 'field', field: 'code', message: wrongCodeMessage(e.result) }),
      });
    },
    onOutcome: (outcome) => {
      if (outcome.kind === 'step') setMoved(outcome.step);
    },
  });

  /** Sends the code (again, from the code field). */
  const send = async () => {
    if (step.kind !== 'ready') return;
    setSending(true);
    form.clearError('code');
    try {
      await form.submit(
        async () => ({ ok: true, value: step.token }),
        async (token) => {
          await sendUnblockCode(token);
          setSentAt(Date.now());
        },
      );
    } finally {
      setSending(false);
    }
  };

  /** Lifts the ban with the typed code; `entered`: the one the field completed at its last digit (issue 39). */
  const unblock = async (entered: string = code) => {
    if (step.kind !== 'ready') return;
    await form.submit(
      async () => readUnblockCode(entered),
      async (typed) => {
        await selfUnblock(step.token, typed);
        setMoved({ kind: 'done' });
      },
    );
  };

  return {
    step,
    code,
    changeCode: (next: string) => {
      setCode(next);
      form.clearError('code');
    },
    sentAt,
    sending,
    busy: form.busy,
    alert: form.alert,
    errors: form.errors,
    fieldRef: form.fieldRef,
    send,
    unblock,
  };
}
