import type { SecondFactor, SecondStepDetails } from '@/contract/security/second-step';

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
