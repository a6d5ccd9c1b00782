import type { Checked } from '@/components/auth/use-form-submit';
import type { WrongCodeDetails } from '@/contract/self-unblock/unblock';
import type { SelfUnbindState } from '@/services/api/self-unblock';
import { normalizeCode } from '@/services/auth/account-rules';
import { RET_CODES } from '@/services/errors/ret-codes';
import type { FormMessage } from '@/services/errors/screen-errors';

/** What /self-unblock shows. */
export type UnblockStep =
  | { readonly kind: 'checking' }
  /** no self-unbind token (or an unknown, used or expired one): the way on is to log in again */
  | { readonly kind: 'none' }
  | { readonly kind: 'not-banned' }
  /** banned, and too early to lift the ban */
  | { readonly kind: 'waiting'; readonly state: SelfUnbindState }
  /** the ban may be lifted: a code goes to the account's email or phone */
  | { readonly kind: 'ready'; readonly token: string; readonly state: SelfUnbindState }
  | { readonly kind: 'done' };

/** SEC-3: the step the check of a self-unbind token leads to. */
export function stepAfterCheck(token: string, found: SelfUnbindState): UnblockStep {
  if (!found.is_self_help_baned) return { kind: 'not-banned' };
  if (!found.can_unblock) return { kind: 'waiting', state: found };
  return { kind: 'ready', token, state: found };
}

/** SEC-3: refusals the page turns into a step of its own (`state`: the ban as the page knows it). */
export function stepOfRefusal(code: number, state: SelfUnbindState | null): UnblockStep | null {
  if (code === RET_CODES.unblockNoRequest) return { kind: 'none' };
  if (code === RET_CODES.unblockTooEarly && state) return { kind: 'waiting', state };
  return null;
}

/** SEC-3: a wrong code, with the attempts left when the api says them. */
export function wrongCodeMessage(result: unknown): FormMessage {
  const left = (result as Partial<WrongCodeDetails> | null)?.attempts_left;
  return left === undefined
    ? { ns: 'unblock', key: 'codeWrong' }
    : { ns: 'unblock', key: 'codeWrongLeft', values: { count: left } };
}

/** SEC-3: the typed code as it is sent (six digits), or why it cannot be. */
export function readUnblockCode(typed: string): Checked<'code', string> {
  const code = normalizeCode(typed);
  if (/^\d{6}$/.test(code)) return { ok: true, value: code };
  return {
    ok: false,
    errors: { code: { ns: 'auth', key: code ? 'validation.incompleteCode' : 'validation.required' } },
  };
}

/** Issue 39: a code sent: when (ms) and to which masked address (the api's `send_to`). */
export interface SentCode {
  readonly at: number;
  readonly to: string;
}

/**
 * Issue 39: where the "ready" state's two steps are: 1. send the code to the
 * account's address (`lastSent`: one already sent, back from step 2, so
 * "send again" waits for the countdown), 2. type it. Done ends the flow.
 */
export type UnblockPhase =
  | { readonly step: 'send'; readonly lastSent?: SentCode }
  | { readonly step: 'code'; readonly sent: SentCode }
  | { readonly step: 'done' };

export const UNBLOCK_START: UnblockPhase = { step: 'send' };

/** Issue 39: what is kept to resume the code step (when the code was sent, the masked address; nothing secret); null at the first step and once done. */
export function keptUnblock(phase: UnblockPhase): { readonly sentAt: number; readonly sentTo: string } | null {
  return phase.step === 'code' ? { sentAt: phase.sent.at, sentTo: phase.sent.to } : null;
}

/** The longest masked address kept (the api's are far shorter). */
const MAX_SENT_TO = 320;

/** Issue 39: the phase at `step` from what was kept (keptUnblock), checked; null when it does not fit. */
export function restoreUnblock(step: string, kept: unknown): UnblockPhase | null {
  if (!kept || typeof kept !== 'object') return null;
  const { sentAt, sentTo } = kept as Record<string, unknown>;
  if (typeof sentAt !== 'number' || !Number.isFinite(sentAt) || sentAt <= 0) return null;
  if (typeof sentTo !== 'string' || sentTo === '' || sentTo.length > MAX_SENT_TO || /[\u0000-\u001f]/.test(sentTo)) {
    return null;
  }
  const sent: SentCode = { at: sentAt, to: sentTo };
  if (step === 'send') return { step: 'send', lastSent: sent };
  if (step === 'code') return { step: 'code', sent };
  return null;
}

/** Issue 39: whether a phase belongs to the ban the check found (a code kept for another address does not). */
export function phaseFitsBan(phase: UnblockPhase, state: SelfUnbindState): boolean {
  if (phase.step === 'code') return phase.sent.to === state.send_to;
  if (phase.step === 'send') return !phase.lastSent || phase.lastSent.to === state.send_to;
  return true;
}
