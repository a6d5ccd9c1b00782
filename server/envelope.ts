import type { Envelope as ContractEnvelope } from '@/config/x-api';

/** The x-api answer shape (config/x-api.ts); the reference api always stamps time_now. */
export type Envelope<T> = ContractEnvelope<T> & { readonly time_now: string };

function now(): string {
  return (Date.now() / 1000).toFixed(6);
}

export function ok<T>(result: T): Envelope<T> {
  return { ret_code: 0, ret_msg: 'OK', result, time_now: now() };
}

/** A refusal; `result` carries details some codes have (e.g. 31002's pass_err_count), else `{}`. */
export function fail(code: number, message: string): Envelope<Record<string, never>>;
export function fail<T extends object>(code: number, message: string, result: T): Envelope<T>;
export function fail(code: number, message: string, result: object = {}): Envelope<object> {
  return { ret_code: code, ret_msg: message, result, time_now: now() };
}

/** Codes of the reference server for failures outside any business rule. */
export const API_ERRORS = {
  notFound: { code: 10404, message: 'Not found' },
  badRequest: { code: 10001, message: 'Invalid request' },
  internal: { code: 10000, message: 'Internal error' },
} as const;
