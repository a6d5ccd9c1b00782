import type { ReproofRefusal, ReproofWays } from '@/contract/security/reproof';
import type { SecondFactor } from '@/contract/security/second-step';
import { passwordErrorCount } from '@/services/errors/catalogue';
import { RET_CODES } from '@/services/errors/ret-codes';
import {
  catalogueMessage,
  resolveError,
  UNREACHABLE_MESSAGE,
  type ErrorOutcome,
  type FormMessage,
} from '@/services/errors/screen-errors';
import type { RequestError } from '@/services/http/errors';

import { wrongPasswordOutcome } from './auth-errors';
import { lockEndOf, lockEndText, lockTimeOf } from './lock-end';
import { wrongCodeOutcome } from './wrong-code';

/**
 * Issue 36: the rules of the re-proof dialog ("Confirm it's you"), pure. The
 * dialog (components/auth/reproof-dialog.tsx) renders them; its flow is
 * components/auth/use-reproof.ts.
 */

export type ReproofNeed = ReproofRefusal['need'];

/** What a 31230 asks for, read defensively: 'factor' only when it says so. */
export function reproofNeedOf(result: unknown): ReproofNeed {
  return (result as Partial<ReproofRefusal> | null | undefined)?.need === 'factor' ? 'factor' : 'any';
}

/** A passkey may stand for the password and the code, unless the change needs a factor's code itself. */
export function offersPasskey(ways: Pick<ReproofWays, 'passkey'>, need: ReproofNeed): boolean {
  return ways.passkey && need === 'any';
}

/** Where a method's code goes, masked; '' for the authenticator app. */
export function reproofAddress(ways: Pick<ReproofWays, 'vague_email' | 'vague_mobile'>, method: SecondFactor) {
  if (method === 'email') return ways.vague_email;
  if (method === 'sms') return ways.vague_mobile;
  return '';
}

/** The method the dialog starts with: the first the account has on (the api lists the app first), or none. */
export function firstMethod(ways: Pick<ReproofWays, 'methods'>): SecondFactor | null {
  return ways.methods[0] ?? null;
}

/** The field of the dialog a refusal points at. */
export type ReproofField = 'password' | 'code';

export type ReproofOutcome =
  | ErrorOutcome
  /** 31203: the account's factors changed since the dialog opened: it reads them again, then asks for a code */
  | { readonly kind: 'ways-changed'; readonly message: FormMessage };

/** The message of a lock: its end when the refusal says it, else the catalogue's (or `fallback`). */
function lockMessage(error: RequestError, locale: string, now: number, fallback?: FormMessage): FormMessage {
  // one way to say a lock's end on every page (services/auth/lock-end.ts)
  const end = lockEndOf(error.result);
  if (end !== null && end.getTime() > now) {
    return {
      ns: 'reproof',
      key: 'errors.lockedUntil',
      values: { time: lockEndText(end, locale, new Date(now)) },
      code: error.code,
    };
  }
  return fallback ?? catalogueMessage(error);
}

/** A wrong password by its count: the tries left by the password field, or the lock it brought. */
export function wrongPasswordInDialog(count: number | null, lockTime: string | null = null): ReproofOutcome {
  const outcome = wrongPasswordOutcome(count, lockTime);
  if (outcome.kind === 'field') return { kind: 'field', field: 'password', message: outcome.message };
  return outcome.kind === 'alert' ? outcome : { kind: 'none' };
}

/**
 * What the dialog shows for a refused re-proof or code: a wrong password or
 * code by its field with the tries left, a lock with its end, the network
 * limit; anything else the catalogue's text in the dialog's alert. The api
 * giving no answer is said in the dialog too (the page's notice is behind it).
 */
export function reproofOutcome(error: unknown, locale: string, now: number): ReproofOutcome {
  const outcome = resolveError<ReproofOutcome>(error, {
    [RET_CODES.wrongPassword]: (e) =>
      wrongPasswordInDialog(passwordErrorCount(e.result), lockTimeOf(e.result, locale, now)),
    [RET_CODES.tooManyPasswordErrors]: (e) => ({
      kind: 'alert',
      message: lockMessage(e, locale, now, { ns: 'auth', key: 'errors.locked', code: e.code }),
    }),
    [RET_CODES.ipLimit]: (e) => ({ kind: 'alert', message: { ns: 'auth', key: 'errors.ipLimit', code: e.code } }),
    [RET_CODES.codeIncorrect]: (e) => {
      const wrong = wrongCodeOutcome(e, locale, new Date(now));
      return wrong.kind === 'locked'
        ? { kind: 'alert', message: wrong.message }
        : { kind: 'field', field: 'code', message: wrong.message };
    },
    // issue 39: the right code, used already (not counted): wait for the next one
    [RET_CODES.codeAlreadyUsed]: (e) => ({ kind: 'field', field: 'code', message: catalogueMessage(e) }),
    [RET_CODES.tooManyCodeErrors]: (e) => ({ kind: 'alert', message: lockMessage(e, locale, now) }),
    [RET_CODES.secondFactorRequired]: () => ({
      kind: 'ways-changed',
      message: { ns: 'reproof', key: 'errors.codeNeeded' },
    }),
    [RET_CODES.tooFrequent]: (e) => ({ kind: 'field', field: 'code', message: catalogueMessage(e) }),
  });
  if (outcome.kind === 'unreachable') return { kind: 'alert', message: UNREACHABLE_MESSAGE };
  return outcome;
}

/**
 * What is missing before the dialog may send: the password, then (when a
 * factor is on) a complete code. Null when both are there.
 */
export function missingInput(
  password: string,
  method: SecondFactor | null,
  code: string,
  codeLength: number,
): { readonly field: ReproofField; readonly message: FormMessage } | null {
  if (password === '') return { field: 'password', message: { ns: 'reproof', key: 'errors.passwordRequired' } };
  if (method !== null && code.length !== codeLength) {
    return { field: 'code', message: { ns: 'reproof', key: 'errors.codeRequired' } };
  }
  return null;
}

/** When a code went out (ms), from the seconds the api says the next one must wait. */
export function sentAtFor(resendInSeconds: number, cooldownSeconds: number, now: number): number {
  return now - Math.max(0, cooldownSeconds - resendInSeconds) * 1000;
}
