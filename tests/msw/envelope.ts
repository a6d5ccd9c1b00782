import { HttpResponse } from 'msw';

import type { Envelope } from '@/config/x-api';

/** The x-api answer shape (config/x-api.ts). */
export type TestEnvelope<T = unknown> = Envelope<T>;

/** A success envelope, as every default handler answers. */
export function ok<T>(result: T) {
  return HttpResponse.json<TestEnvelope<T>>({ ret_code: 0, ret_msg: 'OK', result });
}

/** An answer with a business code (HTTP 200, the way the x-api reports failures). */
export function retCode<T = Record<string, never>>(code: number, message = '', result?: T) {
  return HttpResponse.json({ ret_code: code, ret_msg: message, result: result ?? {} });
}
