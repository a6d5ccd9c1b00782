import type { Envelope as ContractEnvelope } from '@/config/x-api';
import { RET_CODES, type RetCode } from '@/contract/ret-codes';

/** The x-api answer shape (config/x-api.ts); the reference api always stamps time_now. */
export type Envelope<T> = ContractEnvelope<T> & { readonly time_now: string };

/** A success: code 0 and its result. */
export type Success<T> = Envelope<T> & { readonly ret_code: typeof RET_CODES.success };

/** A refusal with its code, which the endpoint's contract must list (contract/endpoint.ts CodeOf). */
export type Refusal<C extends RetCode, T extends object = object> = Envelope<T> & { readonly ret_code: C };

function now(): string {
  return (Date.now() / 1000).toFixed(6);
}

export function ok<const T>(result: T): Success<T> {
  return { ret_code: RET_CODES.success, ret_msg: 'OK', result, time_now: now() };
}

/** A refusal; `result` carries details some codes have (e.g. 31002's pass_err_count), else `{}`. */
export function fail<C extends RetCode>(code: C, message: string): Refusal<C, Record<string, never>>;
export function fail<C extends RetCode, T extends object>(code: C, message: string, result: T): Refusal<C, T>;
export function fail(code: RetCode, message: string, result: object = {}): Refusal<RetCode> {
  return { ret_code: code, ret_msg: message, result, time_now: now() };
}

/**
 * The refusals the whole api shares, each written once here: the failures
 * outside any business rule, and the ones several areas answer in the same
 * words. An area's own table (LOGIN_ERRORS, RECOVERY_ERRORS…) names these
 * instead of writing them again.
 */
export const API_ERRORS = {
  notFound: { code: RET_CODES.notFound, message: 'Not found' },
  badRequest: { code: RET_CODES.badRequest, message: 'Invalid request' },
  internal: { code: RET_CODES.internal, message: 'Internal error' },
  /** one network past its attempts in 10 minutes (API_IP_LIMIT): logins, third-party sign-ins, passkeys, registration sends */
  networkLimit: { code: RET_CODES.ipLimit, message: 'Too many attempts from this network' },
  /** a security code that is not the one sent */
  wrongCode: { code: RET_CODES.codeIncorrect, message: 'The code is incorrect' },
  /** issue 39: the right code, already used (not counted as a wrong one) */
  codeUsed: { code: RET_CODES.codeAlreadyUsed, message: 'This code has already been used. Wait for the next code' },
  /** a security code past its time */
  codeExpired: { code: RET_CODES.codeExpired, message: 'The code has expired. Request a new one.' },
  /** another code asked for within the minute since the last one */
  tooSoon: { code: RET_CODES.tooFrequent, message: 'Wait a minute before asking for another code' },
  /** the wrong code that locks the account (LOCK_HOURS); account recovery answers it with its own code (30051) */
  codesLocked: {
    code: RET_CODES.tooManyCodeErrors,
    message: 'Too many wrong codes. The account is locked for 2 hours',
  },
} as const;
