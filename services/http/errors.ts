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

/** HTTP-9: a non-2xx answer, carrying its status and body. */
export class HttpError extends Error {
  readonly status: number;
  readonly body: unknown;
  readonly url: string;

  constructor(status: number, body: unknown, url: string) {
    super(`Request failed with status code ${status}`);
    this.name = 'HttpError';
    this.status = status;
    this.body = body;
    this.url = url;
  }
}
