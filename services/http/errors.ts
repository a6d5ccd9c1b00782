import type { Reaction } from '@/services/errors/catalogue';

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
