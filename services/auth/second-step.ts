import type { Envelope } from '@/config/x-api';
import type { SecondFactor, SecondStepDetails } from '@/contract/security/second-step';
import { RET_CODES } from '@/services/errors/ret-codes';
import { catalogueMessage, resolveError, UNREACHABLE_MESSAGE, type FormMessage } from '@/services/errors/screen-errors';
import { isRequestError, type RequestError } from '@/services/http/errors';

import { wrongCodeOutcome } from './wrong-code';

const FACTORS: readonly string[] = ['totp', 'email', 'sms'] satisfies readonly SecondFactor[];

/**
 * Issue 26: the challenge a 31200 carries, read defensively (it came over
 * the network); null when it is not one the page can answer.
 */
export function secondStepDetailsOf(result: unknown): SecondStepDetails | null {
  if (!result || typeof result !== 'object') return null;
  const r = result as Partial<Record<keyof SecondStepDetails, unknown>>;
  if (typeof r.challenge !== 'string' || !r.challenge) return null;
  if (r.reason !== 'twoStep' && r.reason !== 'newDevice') return null;
  const methods = Array.isArray(r.methods) ? r.methods.filter((m): m is SecondFactor => FACTORS.includes(m)) : [];
  if (methods.length === 0) return null;
  const text = (v: unknown) => (typeof v === 'string' ? v : '');
  const seconds = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) && v > 0 ? Math.floor(v) : 0);
  const sent = r.sent === 'email' || r.sent === 'sms' || r.sent === 'totp' ? r.sent : '';
  return {
    challenge: r.challenge,
    reason: r.reason,
    methods,
    vague_email: text(r.vague_email),
    vague_mobile: text(r.vague_mobile),
    sent,
    resend_in: seconds(r.resend_in),
    expires_in: seconds(r.expires_in),
  };
}

/** Where a method's code goes, as the page names it: the masked email or mobile ('' for the app). */
export function addressFor(details: Pick<SecondStepDetails, 'vague_email' | 'vague_mobile'>, method: SecondFactor) {
  if (method === 'email') return details.vague_email;
  if (method === 'sms') return details.vague_mobile;
  return '';
}

/** The other methods the person may switch to, in the order offered. */
export function otherMethods(methods: readonly SecondFactor[], current: SecondFactor): SecondFactor[] {
  return methods.filter((m) => m !== current);
}

/** A method sends its code (email, SMS) rather than reading it from an app. */
export const sendsCode = (method: SecondFactor): method is 'email' | 'sms' => method !== 'totp';

/**
 * Issue 38: what the step does with a refused code or resend, through the
 * one error path (the catalogue, then these handlers).
 */
export type SecondStepOutcome =
  /** a wrong code with tries left, or one already used (issue 39): the field is emptied for another and says so */
  | { readonly kind: 'wrong-code'; readonly message: FormMessage }
  /** told by the field, the step stays open: another try may go through (too soon, no answer from the api) */
  | { readonly kind: 'retry'; readonly message: FormMessage }
  /** the step is over (expired, locked, the account may not log in): the login answers with it and its form tells it */
  | { readonly kind: 'end'; readonly answer: Envelope<unknown> };

/** A refusal as the waiting login would have received it from the api. */
const envelopeOf = (error: RequestError): Envelope<unknown> => ({
  ret_code: error.code,
  ret_msg: error.message,
  result: error.result ?? {},
});

/** Issue 38: a refused second step's code or resend: retried in the step, or the login's to tell. */
export function secondStepOutcome(error: unknown, locale: string, now: Date = new Date()): SecondStepOutcome {
  const outcome = resolveError<SecondStepOutcome>(error, {
    [RET_CODES.codeIncorrect]: (e) => {
      const wrong = wrongCodeOutcome(e, locale, now);
      // the code that locked the account ends the step: the login's form says the lock
      return wrong.kind === 'retry'
        ? { kind: 'wrong-code', message: wrong.message }
        : { kind: 'end', answer: envelopeOf(e) };
    },
    // issue 39: the right code, used already (a second press, an app's code just used): wait for the next one
    [RET_CODES.codeAlreadyUsed]: (e) => ({ kind: 'wrong-code', message: catalogueMessage(e) }),
    [RET_CODES.tooFrequent]: (e) => ({ kind: 'retry', message: catalogueMessage(e) }),
  });
  switch (outcome.kind) {
    case 'wrong-code':
    case 'retry':
    case 'end':
      return outcome;
    // the page's notice is behind the dialog: the step says it, and the code typed may be sent again
    case 'unreachable':
      return { kind: 'retry', message: UNREACHABLE_MESSAGE };
    default:
      // any other refusal (a toast's too) ends the step with it; a failure with no answer is said in the step
      if (isRequestError(error)) return { kind: 'end', answer: envelopeOf(error) };
      return {
        kind: 'retry',
        message: outcome.kind === 'alert' ? outcome.message : { ns: 'auth', key: 'errors.unexpected' },
      };
  }
}
