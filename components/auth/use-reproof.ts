import { useTranslation } from 'next-i18next/pages';
import { useCallback, useMemo, useRef, useState } from 'react';

import { useLoader } from '@/components/hooks/use-loader';
import { RESEND_COOLDOWN_SECONDS, VERIFY_CODE_LENGTH } from '@/config/x-api';
import type { SecondFactor } from '@/contract/security/second-step';
import { fetchReproofWays, reproveWithPassword } from '@/services/api/reproof';
import { sendSecurityCode } from '@/services/api/security-settings';
import { codeDigits } from '@/services/auth/account-rules';
import { encryptPassword } from '@/services/auth/password-encryption';
import {
  firstMethod,
  missingInput,
  reproofNeedOf,
  reproofOutcome,
  sentAtFor,
  type ReproofField,
  type ReproofOutcome,
} from '@/services/auth/reproof';
import type { FormMessage } from '@/services/errors/screen-errors';
import type { PendingReproof } from '@/stores/reproof-store';

import { passwordPublicKey } from './password-public-key';
import { useWebConfig } from './use-web-config';

/** The passkey's part loads with the press of "Use a passkey instead". */
const loadPasskey = () => import('./reproof-passkey');

/** What the dialog tells: by the field at fault, or (field null) in its alert. */
export interface ReproofProblem {
  readonly field: ReproofField | null;
  readonly message: FormMessage;
}

type CodeChannel = Exclude<SecondFactor, 'totp'>;

/**
 * Issue 36: the flow of the re-proof dialog. Reads how this session can
 * prove itself, takes the password (encrypted as the login sends it) and a
 * code of a factor that is on, or a passkey; answers the waiting change with
 * true once proved, false when the person gives up. A refusal is told by
 * the field at fault, which gets focus; nothing else typed is lost.
 */
export function useReproof(pending: PendingReproof) {
  const { i18n } = useTranslation();
  const locale = i18n?.language ?? 'en';
  const { answer } = pending;
  const need = useMemo(() => reproofNeedOf(pending.refusal.result), [pending]);
  const ways = useLoader(() => fetchReproofWays(), []);
  const { web, status } = useWebConfig();
  const [password, setPassword] = useState('');
  const [chosen, setChosen] = useState<SecondFactor | null>(null);
  const [code, setCodeValue] = useState('');
  // when each channel's last code went out (ms), for its resend countdown
  const [sentAt, setSentAt] = useState<Partial<Record<CodeChannel, number>>>({});
  const [sending, setSending] = useState(false);
  const [busy, setBusy] = useState<'password' | 'passkey' | null>(null);
  const [problem, setProblem] = useState<ReproofProblem | null>(null);
  const fields = useRef<Record<ReproofField, HTMLElement | null>>({ password: null, code: null });
  // the password field takes the focus when it first appears (the ways and the texts have loaded)
  const focusedFirst = useRef(false);

  const methods = ways.data?.methods ?? [];
  const method = chosen && methods.includes(chosen) ? chosen : ways.data ? firstMethod(ways.data) : null;

  const focus = (field: ReproofField) => fields.current[field]?.focus();

  /** Tells a refusal where it belongs: a wrong password is cleared, a wrong code too; the rest stays. */
  const show = (outcome: ReproofOutcome) => {
    switch (outcome.kind) {
      case 'field':
        if (outcome.field === 'password') setPassword('');
        else setCodeValue('');
        setProblem({ field: outcome.field === 'password' ? 'password' : 'code', message: outcome.message });
        focus(outcome.field === 'password' ? 'password' : 'code');
        return;
      case 'alert':
        setProblem({ field: null, message: outcome.message });
        return;
      case 'ways-changed':
        setProblem({ field: null, message: outcome.message });
        ways.reload();
        return;
      default:
        setProblem(null);
    }
  };

  const submit = async (typedCode: string = code) => {
    if (busy || !ways.data) return;
    const missing = missingInput(password, method, typedCode, VERIFY_CODE_LENGTH);
    if (missing) {
      setProblem(missing);
      focus(missing.field);
      return;
    }
    setBusy('password');
    setProblem(null);
    try {
      const encrypted = await encryptPassword(password, passwordPublicKey({ web, status }));
      // a wrong password, at any count, is a refusal (ERR-8), told below
      await reproveWithPassword({
        password: encrypted,
        ...(method ? { method, code: typedCode } : {}),
      });
      answer(true);
    } catch (error) {
      show(reproofOutcome(error, locale, Date.now()));
    } finally {
      setBusy(null);
    }
  };

  /** A code by email or SMS, again after the countdown. */
  const send = async () => {
    if (method !== 'email' && method !== 'sms') return;
    setSending(true);
    setProblem(null);
    try {
      const wait = await sendSecurityCode(method);
      setSentAt((s) => ({ ...s, [method]: sentAtFor(wait, RESEND_COOLDOWN_SECONDS, Date.now()) }));
      focus('code');
    } catch (error) {
      show(reproofOutcome(error, locale, Date.now()));
    } finally {
      setSending(false);
    }
  };

  const withPasskey = async () => {
    if (busy) return;
    setBusy('passkey');
    setProblem(null);
    try {
      const ending = await (await loadPasskey()).proveWithPasskey();
      if (ending === 'proved') {
        answer(true);
        return;
      }
      // the page stopped it: nothing to say
      if (ending !== 'aborted') setProblem({ field: null, message: { ns: 'reproof', key: `passkeyEnding.${ending}` } });
    } catch (error) {
      show(reproofOutcome(error, locale, Date.now()));
    } finally {
      setBusy(null);
    }
  };

  return {
    need,
    ways,
    password,
    changePassword: (value: string) => {
      setPassword(value);
      if (problem?.field === 'password') setProblem(null);
    },
    method,
    switchMethod: (next: SecondFactor) => {
      setChosen(next);
      setCodeValue('');
      setProblem(null);
      focus('code');
    },
    code,
    /** the digits typed or pasted; the sixth sends the proof without another press */
    changeCode: (value: string) => {
      const digits = codeDigits(value);
      setCodeValue(digits);
      if (problem?.field === 'code') setProblem(null);
      if (digits.length === VERIFY_CODE_LENGTH && code.length < VERIFY_CODE_LENGTH) void submit(digits);
    },
    sentAt: method === 'email' || method === 'sms' ? (sentAt[method] ?? null) : null,
    sending,
    busy,
    problem,
    /** the inputs' refs, for the focus a refusal moves */
    fieldRef: useCallback(
      (field: ReproofField) => (element: HTMLElement | null) => {
        fields.current[field] = element;
        if (field === 'password' && element && !focusedFirst.current) {
          focusedFirst.current = true;
          element.focus();
        }
      },
      [],
    ),
    submit: () => void submit(),
    send: () => void send(),
    withPasskey: () => void withPasskey(),
    cancel: () => answer(false),
  };
}
