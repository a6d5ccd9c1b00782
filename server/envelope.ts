/** The x-api answer shape: `{ ret_code, ret_msg, result }`; 0 is success. */
export interface Envelope<T> {
  readonly ret_code: number;
  readonly ret_msg: string;
  readonly result: T;
  readonly time_now: string;
}

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
