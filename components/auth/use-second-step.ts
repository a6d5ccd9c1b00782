import { useTranslation } from 'next-i18next/pages';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';

import { RESEND_COOLDOWN_SECONDS, VERIFY_CODE_LENGTH } from '@/config/x-api';
import type { SecondFactor } from '@/contract/security/second-step';
import { sendSecondStepCode, verifySecondStep } from '@/services/api/second-step';
import { codeDigits, isCompleteCode } from '@/services/auth/account-rules';
import { sentAtFor } from '@/services/auth/reproof';
import { secondStepDetailsOf, secondStepOutcome, sendsCode } from '@/services/auth/second-step';
import type { FormMessage } from '@/services/errors/screen-errors';
import type { PendingSecondStep } from '@/stores/second-step-store';

type CodeChannel = Exclude<SecondFactor, 'totp'>;

const CODE_LENGTH: FormMessage = { ns: 'security', key: 'secondStep.codeLength' };

/**
 * Issue 26, issue 38: the flow of a login's second step (the dialog,
 * second-step-dialog.tsx, renders it). The code of the account's
 * authenticator app, or one sent by email or SMS; a switch between the
 * methods the account has, a resend countdown per method, six digits typed
 * or pasted sent at once, "trust this device". Refusals go through the one
 * error path (`secondStepOutcome`): a wrong code or a resend too soon is told
 * by the field and the step stays open; anything else ends the step, and the
 * waiting login answers with it (its form tells it).
 */
export function useSecondStep(pending: PendingSecondStep) {
  const { i18n } = useTranslation();
  const locale = i18n?.language ?? 'en';
  const { answer, refusal } = pending;
  const details = useMemo(() => secondStepDetailsOf(refusal.result), [refusal]);
  const [method, setMethod] = useState<SecondFactor>(details?.methods[0] ?? 'totp');
  const [code, setCode] = useState('');
  const [trust, setTrust] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<FormMessage | null>(null);
  // when each channel's last code went out (ms), for its resend countdown
  const [sentAt, setSentAt] = useState<Partial<Record<CodeChannel, number>>>(() =>
    details?.sent && sendsCode(details.sent)
      ? { [details.sent]: sentAtFor(details.resend_in, RESEND_COOLDOWN_SECONDS, Date.now()) }
      : {},
  );
  const input = useRef<HTMLInputElement | null>(null);
  // one check at a time, also for a paste and a press in the same render
  const checking = useRef(false);

  // a challenge the page cannot read is the login's refusal as it came
  useEffect(() => {
    if (!details) answer(refusal);
  }, [details, answer, refusal]);

  const focusCode = () => input.current?.focus();

  /** A refusal: told by the field (a wrong code empties it), or the step ends with it. */
  const refused = (failure: unknown) => {
    const outcome = secondStepOutcome(failure, locale);
    if (outcome.kind === 'end') {
      answer(outcome.answer);
      return;
    }
    setError(outcome.message);
    if (outcome.kind === 'wrong-code') {
      setCode('');
      focusCode();
    }
  };

  const send = async (to: CodeChannel) => {
    if (!details) return;
    setError(null);
    try {
      const wait = await sendSecondStepCode({ challenge: details.challenge, method: to });
      setSentAt((s) => ({ ...s, [to]: sentAtFor(wait, RESEND_COOLDOWN_SECONDS, Date.now()) }));
    } catch (failure) {
      refused(failure);
    }
  };

  const verify = async (typed: string) => {
    if (!details || checking.current) return;
    if (!isCompleteCode(typed)) {
      setError(CODE_LENGTH);
      focusCode();
      return;
    }
    checking.current = true;
    setBusy(true);
    setError(null);
    try {
      answer(await verifySecondStep({ challenge: details.challenge, method, code: typed, trust_device: trust }));
    } catch (failure) {
      refused(failure);
    } finally {
      checking.current = false;
      setBusy(false);
    }
  };

  return {
    /** the challenge as the page reads it; null: the step answers the login at once and shows nothing */
    details,
    method,
    code,
    trust,
    busy,
    error,
    /** when the current method's last code went out (ms); null for the app, or before any was sent */
    sentAt: sendsCode(method) ? (sentAt[method] ?? null) : null,
    inputRef: useCallback((element: HTMLInputElement | null) => {
      input.current = element;
    }, []),
    /** the digits typed or pasted; the sixth sends the code without another press */
    changeCode: (typed: string) => {
      const digits = codeDigits(typed);
      setCode(digits);
      setError(null);
      if (digits.length === VERIFY_CODE_LENGTH && code.length < VERIFY_CODE_LENGTH) void verify(digits);
    },
    changeTrust: setTrust,
    verify: () => verify(code),
    /** Another code to the current method's email or phone, once its countdown allows. */
    resend: () => (sendsCode(method) ? send(method) : Promise.resolve()),
    /** Another method: a code by email or SMS goes out when the person picks it, unless one just did. */
    switchMethod: (next: SecondFactor) => {
      setMethod(next);
      setCode('');
      setError(null);
      focusCode();
      if (sendsCode(next) && !sentAt[next]) return send(next);
      return Promise.resolve();
    },
    /** The person gives up: the login answers with the refusal that asked for the step. */
    cancel: () => answer(refusal),
  };
}
