import { useEffect, useState } from 'react';

import { useFormSubmit } from '@/components/auth/use-form-submit';
import { useLoader } from '@/components/hooks/use-loader';
import { useStepHistory } from '@/components/hooks/use-step-history';
import { checkSelfUnbind, selfUnblock, selfUnbindToken, sendUnblockCode } from '@/services/api/self-unblock';
import { RET_CODES } from '@/services/errors/ret-codes';
import { resolveError, type ErrorOutcome } from '@/services/errors/screen-errors';
import { isRequestError } from '@/services/http/errors';

import {
  keptUnblock,
  phaseFitsBan,
  readUnblockCode,
  restoreUnblock,
  stepAfterCheck,
  stepOfRefusal,
  UNBLOCK_START,
  wrongCodeMessage,
  type UnblockPhase,
  type UnblockStep,
} from './self-unblock-flow';

type Outcome = ErrorOutcome | { readonly kind: 'step'; readonly step: UnblockStep };

/**
 * SEC-3, LOGIN-12: the self-unblock flow. The self-unbind token a refused
 * login left is checked on arrival; when the ban may be lifted, `send`
 * sends a code to the account's email or phone and `unblock` lifts the
 * ban with it. Issue 39: sending and typing the code are two steps, each
 * with its history entry (`?step=code`); Back, Forward and a reload keep
 * the code step (when the code was sent and to which masked address, in
 * sessionStorage: nothing secret), so the code already sent stays usable.
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
  /** issue 39: which of the ready state's two steps shows */
  const [phase, setPhase] = useState<UnblockPhase>(UNBLOCK_START);
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

  const history = useStepHistory<UnblockPhase>({
    storageKey: STORAGE_KEY,
    state: phase,
    start: UNBLOCK_START,
    stepOf: (current) => current.step,
    firstStep: UNBLOCK_START.step,
    keep: keptUnblock,
    restore: restoreUnblock,
    onMove: (next) => {
      setCode('');
      form.clearError('code');
      form.setAlert(null);
      setPhase(next);
    },
  });

  // a kept code step the check does not bear out (no ban to lift now, another address): the flow starts over
  const fits =
    step.kind === 'checking' || step.kind === 'done' || (step.kind === 'ready' && phaseFitsBan(phase, step.state));
  useEffect(() => {
    if (!fits && phase !== UNBLOCK_START) setPhase(UNBLOCK_START);
  }, [fits, phase]);

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
          setCode('');
          setPhase({ step: 'code', sent: { at: Date.now(), to: step.state.send_to } });
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
        setPhase({ step: 'done' });
      },
    );
  };

  return {
    step,
    /** issue 39: the ready state's step: 'send' (1 of 2) or 'code' (2 of 2) */
    phase: phase.step === 'code' ? ('code' as const) : ('send' as const),
    code,
    changeCode: (next: string) => {
      setCode(next);
      form.clearError('code');
    },
    /** when the code being typed was sent (the code step), else null */
    sentAt: phase.step === 'code' ? phase.sent.at : null,
    /** back on the first step: when the last code went out, so "send again" waits for the countdown */
    lastSentAt: phase.step === 'send' ? (phase.lastSent?.at ?? null) : null,
    sending,
    busy: form.busy,
    alert: form.alert,
    errors: form.errors,
    fieldRef: form.fieldRef,
    send,
    unblock,
    /** back on the first step after a code went out: on to typing that code, without another */
    resume: () => {
      if (phase.step === 'send' && phase.lastSent) setPhase({ step: 'code', sent: phase.lastSent });
    },
    /** the step before: from the code back to sending it */
    back: () => {
      form.clearError('code');
      form.setAlert(null);
      history.back();
    },
  };
}

/** Issue 39: where the self-unblock flow is kept (one per tab: the token is the browser's, not the page's). */
const STORAGE_KEY = 'x-flow:self-unblock';
