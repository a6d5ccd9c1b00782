import { HttpResponse } from 'msw';

/** The x-api answer shape (server/envelope.ts): `{ ret_code, ret_msg, result }`. */
export interface TestEnvelope<T = unknown> {
  readonly ret_code: number;
  readonly ret_msg: string;
  readonly result: T;
}

/** A success envelope, as every default handler answers. */
export function ok<T>(result: T) {
  return HttpResponse.json<TestEnvelope<T>>({ ret_code: 0, ret_msg: 'OK', result });
}

/** An answer with a business code (HTTP 200, the way the x-api reports failures). */
export function retCode<T = Record<string, never>>(code: number, message = '', result?: T) {
  return HttpResponse.json({ ret_code: code, ret_msg: message, result: result ?? {} });
}
