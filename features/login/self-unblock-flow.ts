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
