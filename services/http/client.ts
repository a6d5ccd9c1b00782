import { endpointKind, endpointPath, isPublicEndpoint } from '@/config/endpoints';
import {
  API_PREFIX,
  NETWORK_ERROR_CODE,
  REQUEST_TIMEOUT_MS,
  RESPONSE_CACHE_TTL_MS,
  RESPONSE_TYPE_ERROR,
  SLOW_REQUEST_MS,
} from '@/config/http';
import type { Envelope } from '@/config/x-api';
import { classifyAnswer, remapCode, type Reaction } from '@/services/errors/catalogue';
import { sanitizeMessage } from '@/services/errors/sanitize';
import { reportEvent } from '@/services/monitoring';

import { ApiError, HttpError, statusFailureMessage } from './errors';
import { ResponseCache } from './response-cache';

/** The answer of every x-api endpoint (config/x-api.ts), with retCode/retMsg spellings normalised. */
export type { Envelope };

export interface RequestOptions {
  readonly params?: Readonly<Record<string, unknown>>;
  readonly data?: unknown;
  readonly headers?: Readonly<Record<string, string>>;
  readonly timeout?: number;
  /** HTTP-5: keep the answer (60 s unless ttlMs says otherwise) */
  readonly cache?: boolean | { readonly ttlMs: number };
  /** HTTP-9: gets every answer with status 400+; when given, no default toast is shown for it */
  readonly onHttpError?: (error: HttpError) => void;
  readonly responseType?: string;
  /** the call is made from a dialog: toasts are short and centred */
  readonly inDialog?: boolean;
  /** aborting rejects the call with the signal's reason (a cancellation, never an ApiError) */
  readonly signal?: AbortSignal;
}

/** What the client needs to know about the visitor, read at request time. */
export interface RequestContext {
  lang(): string;
  platform(): 'mobile' | 'pc';
  token(): string | null;
  guid(): string;
  userAgent(): string;
  inMiniApp(): boolean;
  /** HTTP-2: a stored origin that replaces the api host, or null */
  apiHostOverride(): string | null;
}

export type ReactionSink = (reaction: Reaction, info: { readonly url: string; readonly code: number }) => void;

export interface HttpClientConfig {
  readonly context: RequestContext;
  /** HTTP-2: base path in front of /x-api (from configuration) */
  readonly basePath?: string;
  /** the transport; the platform fetch, looked up at each call, unless a test hands another */
  readonly fetch?: typeof fetch;
  readonly now?: () => number;
  readonly cache?: ResponseCache;
}

/** HTTP-1, HTTP-4: what every call starts from; per-call headers and timeout override these. */
export interface HttpDefaults {
  readonly timeout: number;
  readonly credentials: RequestCredentials;
  readonly headers: Readonly<Record<string, string>>;
}

export interface HttpClient {
  get<T>(url: string, options?: RequestOptions): Promise<Envelope<T>>;
  post<T>(url: string, data?: unknown, options?: RequestOptions): Promise<Envelope<T>>;
  put<T>(url: string, data?: unknown, options?: RequestOptions): Promise<Envelope<T>>;
  patch<T>(url: string, data?: unknown, options?: RequestOptions): Promise<Envelope<T>>;
  delete<T>(url: string, options?: RequestOptions): Promise<Envelope<T>>;
  /** where the UI learns about reactions (toasts, cleared profile) */
  setReactionSink(sink: ReactionSink | null): void;
  readonly cache: ResponseCache;
  readonly defaults: HttpDefaults;
}

const DEFAULTS: HttpDefaults = Object.freeze({
  timeout: REQUEST_TIMEOUT_MS,
  // the session cookies travel to a stored api origin too (HTTP-2)
  credentials: 'include',
  headers: Object.freeze({ 'Content-Type': 'application/json', Accept: 'application/json' }),
});

/** The message of a call that got no answer, as it has always read; each browser words a failed fetch its own way. */
const NETWORK_ERROR_MESSAGE = 'Network Error';

function stableStringify(value: unknown): string {
  if (value === undefined) return '';
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(stableStringify).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableStringify(v)}`).join(',')}}`;
}

export function cacheKey(method: string, url: string, params?: unknown, data?: unknown): string {
  return `${method.toUpperCase()} ${endpointPath(url)} ${stableStringify(params)} ${stableStringify(data)}`;
}

/** HTTP-3: a GET's body becomes its query string. */
export function bodyToParams(params: unknown, data: unknown): Record<string, unknown> {
  const base = params && typeof params === 'object' ? { ...(params as Record<string, unknown>) } : {};
  if (data && typeof data === 'object' && !Array.isArray(data)) Object.assign(base, data);
  return base;
}

/** An envelope from either spelling; null when the body is no envelope. */
export function readEnvelope(body: unknown): Envelope<unknown> | null {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return null;
  const b = body as Record<string, unknown>;
  const code = b.ret_code ?? b.retCode;
  if (typeof code !== 'number' && !(typeof code === 'string' && /^-?\d+$/.test(code))) return null;
  return { ret_code: Number(code), ret_msg: String(b.ret_msg ?? b.retMsg ?? ''), result: b.result ?? null };
}

/** Percent-encoding as the api has always received it: ':', '$' and ',' stay, a space is '+'. */
function encodeQueryPart(text: string): string {
  return encodeURIComponent(text).replace(/%3A/gi, ':').replace(/%24/g, '$').replace(/%2C/gi, ',').replace(/%20/g, '+');
}

/**
 * HTTP-4: params as the api has always received them (axios's default
 * serialiser before fetch): undefined and null left out, a date as ISO text,
 * an array as `key[]=a&key[]=b`, an object as `key[sub]=v`.
 */
export function toQueryString(params: Readonly<Record<string, unknown>>): string {
  const pairs: string[] = [];
  const add = (key: string, value: unknown): void => {
    if (value === undefined || value === null) return;
    if (Array.isArray(value)) value.forEach((item) => add(`${key}[]`, item));
    else if (value instanceof Date) add(key, value.toISOString());
    else if (typeof value === 'object') Object.entries(value).forEach(([sub, v]) => add(`${key}[${sub}]`, v));
    else pairs.push(`${encodeQueryPart(key)}=${encodeQueryPart(String(value))}`);
  };
  Object.entries(params).forEach(([key, value]) => add(key, value));
  return pairs.join('&');
}

/** HTTP-2: base + path, unless the path is already absolute; the query after it, the fragment dropped. */
function requestUrl(base: string, url: string, params: Readonly<Record<string, unknown>> | undefined): string {
  let href = /^([a-z][a-z\d+\-.]*:)?\/\//i.test(url) ? url : `${base.replace(/\/?\/$/, '')}/${url.replace(/^\/+/, '')}`;
  const query = params ? toQueryString(params) : '';
  if (query) href = `${href.split('#')[0]}${href.includes('?') ? '&' : '?'}${query}`;
  // resolved against the page's address as a browser would; fetch under Node (jsdom tests) cannot do it itself
  return typeof location === 'undefined' ? href : new URL(href, location.href).href;
}

/** The body as the api meant it: JSON when it parses, else the text itself ('' when empty). */
function parseBody(text: string): unknown {
  if (!text) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** HTTP-4: one signal that ends a call when its caller aborts or after `timeout` ms (0: never). */
function callSignal(timeout: number, caller: AbortSignal | undefined) {
  const controller = new AbortController();
  let timedOut = false;
  const timer =
    timeout > 0
      ? setTimeout(() => {
          timedOut = true;
          controller.abort();
        }, timeout)
      : undefined;
  const forward = () => controller.abort(caller?.reason);
  if (caller?.aborted) forward();
  else caller?.addEventListener('abort', forward, { once: true });
  return {
    signal: controller.signal,
    timedOut: () => timedOut,
    release: () => {
      clearTimeout(timer);
      caller?.removeEventListener('abort', forward);
    },
  };
}

/** How one round trip ended: an answer (any status), or none at all. */
type Outcome =
  | { readonly kind: 'answer'; readonly status: number; readonly data: unknown }
  | { readonly kind: 'no-answer'; readonly timedOut: boolean; readonly message: string };

/**
 * HTTP-1..9: the one client of the front end, on the platform fetch. It
 * sets headers, reshapes requests and classifies answers with the error
 * catalogue; what the UI does with a reaction is the sink's business.
 */
export function createHttpClient(config: HttpClientConfig): HttpClient {
  // read the clock at each use, so a replaced Date.now (fake timers) is honoured
  const now = config.now ?? (() => Date.now());
  // looked up at each call, so a fetch replaced after start-up (MSW in tests) is the one used
  const transport: typeof fetch = config.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const cache = config.cache ?? new ResponseCache(now);
  let sink: ReactionSink | null = null;
  const emit = (reaction: Reaction, url: string, code: number) => sink?.(reaction, { url, code });

  /** HTTP-1, HTTP-6: defaults, then the caller's headers, then the visitor's, which a caller cannot replace. */
  function requestHeaders(url: string, perCall: RequestOptions['headers'], hasBody: boolean): Headers {
    const { context } = config;
    const headers = new Headers(DEFAULTS.headers);
    Object.entries(perCall ?? {}).forEach(([name, value]) => headers.set(name, value));
    headers.set('Guid', context.guid());
    headers.set('Lang', context.lang());
    headers.set('platform', context.platform() || 'pc');
    headers.set('X-User-Agent', context.userAgent());
    const token = context.token();
    if (token && !isPublicEndpoint(url)) headers.set('UserToken', token);
    else headers.delete('UserToken');
    // a request without a body says nothing about its type, as before
    if (!hasBody) headers.delete('Content-Type');
    return headers;
  }

  /** One round trip, the body read included. A caller's abort rejects with the signal's reason. */
  async function send(method: string, url: string, options: RequestOptions): Promise<Outcome> {
    const isGet = method === 'get';
    // HTTP-3
    const params = isGet && options.data !== undefined ? bodyToParams(options.params, options.data) : options.params;
    const body = isGet || options.data === undefined ? undefined : JSON.stringify(options.data);
    const base = `${config.context.apiHostOverride() ?? ''}${config.basePath ?? ''}${API_PREFIX}`;
    const href = requestUrl(base, url, params);
    const headers = requestHeaders(url, options.headers, body !== undefined);

    const timeout = options.timeout ?? DEFAULTS.timeout;
    const ending = callSignal(timeout, options.signal);
    try {
      const res = await transport(href, {
        method: method.toUpperCase(),
        headers,
        body,
        credentials: DEFAULTS.credentials,
        signal: ending.signal,
      });
      return { kind: 'answer', status: res.status, data: parseBody(await res.text()) };
    } catch (error) {
      if (options.signal?.aborted && !ending.timedOut()) throw options.signal.reason ?? error;
      // HTTP-8: no answer at all (network down, refused, blocked cross-origin) or none in time
      const message = ending.timedOut() ? `timeout of ${timeout}ms exceeded` : NETWORK_ERROR_MESSAGE;
      return { kind: 'no-answer', timedOut: ending.timedOut(), message };
    } finally {
      ending.release();
    }
  }

  /** A 2xx: its envelope when the catalogue lets it through, else an ApiError. */
  function accept(url: string, data: unknown, inDialog: boolean): Envelope<unknown> {
    const envelope = readEnvelope(data);
    if (!envelope) {
      const reaction = classifyAnswer({
        failure: 'bad-response',
        code: NETWORK_ERROR_CODE,
        message: RESPONSE_TYPE_ERROR,
        endpoint: endpointKind(url),
      });
      emit(reaction, url, NETWORK_ERROR_CODE);
      throw new ApiError(NETWORK_ERROR_CODE, RESPONSE_TYPE_ERROR, reaction, url);
    }
    // ERR-9: the page, the sink and the toast all see the remapped code
    const code = remapCode(envelope.ret_code, endpointKind(url));
    const reaction = classifyAnswer({
      code,
      message: envelope.ret_msg,
      endpoint: endpointKind(url),
      result: envelope.result,
      inMiniApp: config.context.inMiniApp(),
      inDialog,
    });
    emit(reaction, url, code);
    if (reaction.kind === 'success' || reaction.kind === 'silent' || reaction.kind === 'page-result') return envelope;
    throw new ApiError(code, sanitizeMessage(envelope.ret_msg), reaction, url, envelope.result);
  }

  /** HTTP-9: any other status, handed to onHttpError when the call gave one, else to the sink. */
  function refuse(url: string, status: number, data: unknown, options: RequestOptions): HttpError {
    const endpoint = endpointKind(url);
    const envelope = readEnvelope(data);
    // a 4xx with an envelope refusing something is a refusal like any other; a 5xx, a bare status
    // or an error status around a success code means the service failed
    const refused =
      envelope && status < 500
        ? classifyAnswer({
            code: remapCode(envelope.ret_code, endpoint),
            message: envelope.ret_msg,
            endpoint,
            result: envelope.result,
            inMiniApp: config.context.inMiniApp(),
            inDialog: !!options.inDialog,
          })
        : null;
    const byCode =
      refused && (refused.kind === 'page' || refused.kind === 'page-session' || refused.kind === 'toast')
        ? refused
        : null;
    const reaction =
      byCode ??
      classifyAnswer({
        failure: 'http',
        code: status,
        message: envelope?.ret_msg || statusFailureMessage(status),
        endpoint,
      });
    const code = byCode && envelope ? remapCode(envelope.ret_code, endpoint) : status;
    const httpError = new HttpError(status, data, url, reaction, code, envelope?.result);
    if (options.onHttpError) options.onHttpError(httpError);
    else emit(reaction, url, code);
    return httpError;
  }

  /** HTTP-8: no answer, code -200; the page's one notice says the api is not answering. */
  function unanswered(url: string, timedOut: boolean, message: string): ApiError {
    const reaction = classifyAnswer({
      failure: timedOut ? 'timeout' : 'network',
      code: NETWORK_ERROR_CODE,
      message,
      endpoint: endpointKind(url),
    });
    emit(reaction, url, NETWORK_ERROR_CODE);
    return new ApiError(NETWORK_ERROR_CODE, message, reaction, url);
  }

  async function request<T>(method: string, url: string, options: RequestOptions = {}): Promise<Envelope<T>> {
    if (options.responseType && options.responseType !== 'json') throw new Error(RESPONSE_TYPE_ERROR);
    const key = options.cache ? cacheKey(method, url, options.params, options.data) : null;
    if (key) {
      const hit = cache.get(key);
      if (hit !== undefined) return hit as Envelope<T>;
    }
    const start = now();
    let outcome: Outcome;
    try {
      outcome = await send(method, url, options);
    } finally {
      // HTTP-7: answered, failed or cancelled, a slow call is reported
      const elapsed = now() - start;
      if (elapsed > SLOW_REQUEST_MS) reportEvent('slow_request', { url: endpointPath(url), method, ms: elapsed });
    }
    if (outcome.kind === 'no-answer') throw unanswered(url, outcome.timedOut, outcome.message);
    if (outcome.status < 200 || outcome.status >= 300) throw refuse(url, outcome.status, outcome.data, options);
    const envelope = accept(url, outcome.data, !!options.inDialog) as Envelope<T>;
    const reaction = classifyAnswer({ code: envelope.ret_code, message: '', endpoint: endpointKind(url) });
    // ERR-3: an answer that says "nothing changed" invalidates what was kept for it
    if ((reaction.kind === 'success' || reaction.kind === 'silent') && reaction.clearCache) {
      cache.deleteWhere((k) => k.startsWith(`${method.toUpperCase()} ${endpointPath(url)} `));
    } else if (key && envelope.ret_code === 0) {
      cache.set(key, envelope, typeof options.cache === 'object' ? options.cache.ttlMs : RESPONSE_CACHE_TTL_MS);
    }
    return envelope;
  }

  return {
    get: (url, options) => request('get', url, options),
    post: (url, data, options) => request('post', url, { ...options, data }),
    put: (url, data, options) => request('put', url, { ...options, data }),
    patch: (url, data, options) => request('patch', url, { ...options, data }),
    delete: (url, options) => request('delete', url, options),
    setReactionSink(next) {
      sink = next;
    },
    cache,
    defaults: DEFAULTS,
  };
}
