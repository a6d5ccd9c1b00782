import { RET_CODES } from '@/contract/ret-codes';
import { wrongPasswordRefusal, type Reaction } from '@/services/errors/catalogue';

import type { Envelope } from './client';

/** An answer whose ret_code is not a success (ERR-1), with the catalogue's reaction. */
export class ApiError extends Error {
  readonly code: number;
  readonly reaction: Reaction;
  readonly result: unknown;
  readonly url: string;

  constructor(code: number, message: string, reaction: Reaction, url: string, result?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.reaction = reaction;
    this.url = url;
    this.result = result;
  }
}

/** What an answer with an error status says when its body says nothing (HTTP-9). */
export function statusFailureMessage(status: number): string {
  return `Request failed with status code ${status}`;
}

/**
 * HTTP-9: a non-2xx answer, carrying its status and body, and the
 * catalogue's reaction: by the envelope's code when a 4xx carries one, else
 * the service is unreachable. `code` is that ret_code, or the status.
 */
export class HttpError extends Error {
  readonly status: number;
  readonly body: unknown;
  readonly url: string;
  readonly reaction: Reaction;
  readonly code: number;
  readonly result: unknown;

  constructor(status: number, body: unknown, url: string, reaction: Reaction, code: number = status, result?: unknown) {
    super(statusFailureMessage(status));
    this.name = 'HttpError';
    this.status = status;
    this.body = body;
    this.url = url;
    this.reaction = reaction;
    this.code = code;
    this.result = result;
  }
}

/** A failed x-api call of either kind: what screens handle. */
export type RequestError = ApiError | HttpError;

export function isRequestError(error: unknown): error is RequestError {
  return error instanceof ApiError || error instanceof HttpError;
}

/**
 * ERR-8: the request layer hands a wrong password with 3, 4 or 5 tries left
 * to the page as an answer and rejects the other counts. A fetcher passes its
 * answer through here, so the caller meets every count on its one error path
 * (the refusal, with the count and any lock end in its result).
 */
export function refuseWrongPassword<T>(answer: Envelope<T>, path: string): Envelope<T> {
  if (answer.ret_code !== RET_CODES.wrongPassword) return answer;
  throw new ApiError(answer.ret_code, answer.ret_msg, wrongPasswordRefusal(answer.ret_msg), path, answer.result);
}
