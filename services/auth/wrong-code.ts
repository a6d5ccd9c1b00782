import { catalogueMessage, type FormMessage } from '@/services/errors/screen-errors';
import type { RequestError } from '@/services/http/errors';

import { lockEndOf, lockEndText } from './lock-end';

/**
 * Issue 38: the one "wrong code" every code form tells (the second step of a
 * login, the account's security settings, the re-proof dialog, password
 * recovery, sign-up). A wrong code (30050) says the tries left before the
 * account locks when its answer names them (`attempts_left`,
 * contract/security/second-step.ts `WrongCodeDetails`); the one that locked
 * the account (0 left) says the lock, with its end when the answer names it
 * (`locked_until`, services/auth/lock-end.ts).
 */
export type WrongCodeOutcome =
  /** another code may be typed: the field is emptied for it, and `message` is said by it */
  | { readonly kind: 'retry'; readonly attemptsLeft: number | null; readonly message: FormMessage }
  /** that code locked the account: no code helps until the lock ends */
  | { readonly kind: 'locked'; readonly message: FormMessage };

/** The tries a wrong code's answer says are left; null when it names none (or names nonsense). */
export function attemptsLeftOf(result: unknown): number | null {
  if (!result || typeof result !== 'object') return null;
  const left = (result as { readonly attempts_left?: unknown }).attempts_left;
  return typeof left === 'number' && Number.isInteger(left) && left >= 0 ? left : null;
}

/**
 * The account locked by wrong codes: until when, in the page's language,
 * when `result` names it; else the lock's length. For a 30050 with 0 tries
 * left, and for the lock refusals themselves (30051 on recovery, 31202).
 */
export function codeLockMessage(result: unknown, locale: string, now: Date = new Date()): FormMessage {
  const end = lockEndOf(result);
  if (!end || end.getTime() <= now.getTime()) return { ns: 'errors', key: 'wrongCode.locked' };
  return { ns: 'errors', key: 'wrongCode.lockedUntil', values: { time: lockEndText(end, locale, now) } };
}

/**
 * What a refused code (30050) tells: the tries left (`count` picks the
 * language's plural form), the lock it brought, or, when the answer names
 * neither, the catalogue's text of the code.
 */
export function wrongCodeOutcome(error: RequestError, locale: string, now: Date = new Date()): WrongCodeOutcome {
  const left = attemptsLeftOf(error.result);
  if (left === 0) return { kind: 'locked', message: codeLockMessage(error.result, locale, now) };
  if (left === null) return { kind: 'retry', attemptsLeft: null, message: catalogueMessage(error) };
  return {
    kind: 'retry',
    attemptsLeft: left,
    message: { ns: 'errors', key: 'wrongCode.left', values: { count: left } },
  };
}
