import axios, {
  AxiosError,
  type AxiosInstance,
  type AxiosRequestConfig,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';

import {
  API_PREFIX,
  NETWORK_ERROR_CODE,
  REQUEST_TIMEOUT_MS,
  RESPONSE_CACHE_TTL_MS,
  RESPONSE_TYPE_ERROR,
  SLOW_REQUEST_MS,
} from '@/config/http';
import type { Envelope } from '@/config/x-api';
import {
  DEFAULT_METHOD,
  sendsQuery,
  type Endpoint,
  type EndpointFacts,
  type EndpointKind,
  type Facts,
  type RequestOf,
  type ResultOf,
} from '@/contract/endpoint';
import { classifyAnswer, remapCode, type Reaction } from '@/services/errors/catalogue';
import { RET_CODES } from '@/services/errors/ret-codes';
import { sanitizeMessage } from '@/services/errors/sanitize';
import { reportEvent } from '@/services/monitoring';

import { readEnvelope } from './envelope';
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
  /**
   * the endpoint's family and whether it takes the token, from its contract
   * (`call` sets them); a bare url is of kind 'other' and carries the token
   */
  readonly endpoint?: Pick<EndpointFacts, 'kind' | 'token'>;
}

/** A call's options; the payload is the contract's request. */
export type CallOptions = Omit<RequestOptions, 'params' | 'data' | 'endpoint'> & {
  /**
   * HTTP-4: query parameters besides the payload (of a body method), or the
   * query exactly as a page received it (OAuth's, whose repeated keys must
   * reach the api as sent)
   */
  readonly query?: Readonly<Record<string, unknown>> | URLSearchParams;
};

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

/**
 * Issue 26: what answers a login that asks for a second step (31200): it
 * gets the refusal's envelope, asks the person, and resolves with the
 * envelope to answer the waiting call with: the session, or the refusal
 * itself when the person gave up.
 */
export type SecondStepHandler = (refusal: Envelope<unknown>) => Promise<unknown>;

/**
 * Issue 36: what answers a security change refused for want of a fresh
 * re-proof (31230): it gets the refusal's envelope, asks the person to prove
 * it is them, and resolves true when they did (the change is then sent
 * again), false when they gave up (the caller gets the refusal).
 */
export type ReproofHandler = (refusal: Envelope<unknown>) => Promise<boolean>;

export interface HttpClientConfig {
  readonly context: RequestContext;
  /** HTTP-2: base path in front of /x-api (from configuration) */
  readonly basePath?: string;
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
  /**
   * Calls a contract endpoint: its method and path, its catalogue family and
   * token rule from `facts` (checked against contract/), the payload as its
   * body or, for a GET, its query; resolves with the contract's result type.
   */
  call<E extends Endpoint>(
    facts: Facts<E>,
    payload: RequestOf<E>,
    options?: CallOptions,
  ): Promise<Envelope<ResultOf<E>>>;
  /** where the UI learns about reactions (toasts, cleared profile) */
  setReactionSink(sink: ReactionSink | null): void;
  /** issue 26: who answers a second step; without one, a 31200 reaches the caller as a refusal */
  setSecondStepHandler(handler: SecondStepHandler | null): void;
  /** issue 36: who answers a re-proof; without one, a 31230 reaches the caller as a refusal */
  setReproofHandler(handler: ReproofHandler | null): void;
  readonly cache: ResponseCache;
  readonly defaults: HttpDefaults;
  /** the axios instance behind the client, with its interceptor chain */
  readonly instance: AxiosInstance;
}

const DEFAULTS: HttpDefaults = Object.freeze({
  timeout: REQUEST_TIMEOUT_MS,
  // the session cookies travel to a stored api origin too (HTTP-2)
  credentials: 'include',
  headers: Object.freeze({ 'Content-Type': 'application/json', Accept: 'application/json' }),
});

/** The message of a call that got no answer, as axios words it; each browser words a failed fetch its own way. */
const NETWORK_ERROR_MESSAGE = 'Network Error';

function stableStringify(value: unknown): string {
  if (value === undefined) return '';
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(stableStringify).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableStringify(v)}`).join(',')}}`;
}

export function cacheKey(method: string, url: string, params?: unknown, data?: unknown): string {
  return `${method.toUpperCase()} ${url} ${stableStringify(params)} ${stableStringify(data)}`;
}

/** HTTP-3: a GET's body becomes its query string. */
export function bodyToParams(params: unknown, data: unknown): Record<string, unknown> {
  const base = params && typeof params === 'object' ? { ...(params as Record<string, unknown>) } : {};
  if (data && typeof data === 'object' && !Array.isArray(data)) Object.assign(base, data);
  return base;
}

/** The call's own facts, carried on axios's config from the request interceptors to the response ones. */
interface CallFacts {
  /** the path the caller named, before the base was put in front of it */
  readonly endpoint: string;
  readonly method: string;
  /** the endpoint's family for the catalogue, and whether it takes the token */
  readonly kind: EndpointKind;
  readonly token: boolean;
  readonly startedAt: number;
  readonly inDialog: boolean;
  readonly onHttpError?: (error: HttpError) => void;
}

declare module 'axios' {
  interface AxiosRequestConfig {
    /** set by the first request interceptor, read by the response interceptors */
    callFacts?: CallFacts;
    /** issue 36: the call is the one sent again after a re-proof; a second 31230 goes to the caller */
    reproved?: boolean;
  }
}

/** A call by url alone: no contract says it is public, so the token goes (the api ignores it where it needs none). */
const BARE_URL = { kind: 'other', token: true } as const;

function factsOf(config: AxiosRequestConfig | undefined): CallFacts {
  return (
    config?.callFacts ?? {
      endpoint: config?.url ?? '',
      method: (config?.method ?? DEFAULT_METHOD).toLowerCase(),
      ...BARE_URL,
      startedAt: 0,
      inDialog: false,
    }
  );
}

/**
 * HTTP-1..9: the one client of the front end, one axios instance. Its
 * request interceptors set the base, the headers and the query; its response
 * interceptor turns an answer into the envelope or a typed error classified
 * by the error catalogue. What the UI does with a reaction is the sink's
 * business.
 */
export function createHttpClient(config: HttpClientConfig): HttpClient {
  // read the clock at each use, so a replaced Date.now (fake timers) is honoured
  const now = config.now ?? (() => Date.now());
  const cache = config.cache ?? new ResponseCache(now);
  let sink: ReactionSink | null = null;
  let secondStep: SecondStepHandler | null = null;
  let reproof: ReproofHandler | null = null;
  // issue 36: the re-proof being asked; every change refused meanwhile waits for the same answer
  let proving: Promise<boolean> | null = null;
  const emit = (reaction: Reaction, url: string, code: number) => sink?.(reaction, { url, code });

  const instance = axios.create({
    // the same transport in the browser and under MSW; the platform fetch, looked up at each call
    adapter: 'fetch',
    timeout: DEFAULTS.timeout,
    // the session cookies travel to a stored api origin too (HTTP-2)
    withCredentials: true,
    headers: { ...DEFAULTS.headers },
  });

  // axios runs request interceptors last-added first: the facts are stamped before anything else reads them
  instance.interceptors.request.use(visitorHeaders);
  instance.interceptors.request.use(getBodyAsQuery);
  instance.interceptors.request.use(apiBase);
  instance.interceptors.request.use(stampFacts);
  instance.interceptors.response.use(answered, failed);

  function stampFacts(request: InternalAxiosRequestConfig): InternalAxiosRequestConfig {
    request.callFacts = {
      endpoint: request.url ?? '',
      method: (request.method ?? DEFAULT_METHOD).toLowerCase(),
      kind: request.callFacts?.kind ?? BARE_URL.kind,
      token: request.callFacts?.token ?? BARE_URL.token,
      startedAt: now(),
      inDialog: !!request.callFacts?.inDialog,
      onHttpError: request.callFacts?.onHttpError,
    };
    return request;
  }

  /** HTTP-2: stored api origin, then the configured base path, then /x-api; an absolute url stays as it is. */
  function apiBase(request: InternalAxiosRequestConfig): InternalAxiosRequestConfig {
    const base = `${config.context.apiHostOverride() ?? ''}${config.basePath ?? ''}${API_PREFIX}`;
    // resolved against the page's address as a browser would; fetch under Node (jsdom tests) cannot do it itself
    request.baseURL = typeof location === 'undefined' ? base : new URL(base, location.href).href;
    return request;
  }

  /** HTTP-3: a GET's body becomes its query string. */
  function getBodyAsQuery(request: InternalAxiosRequestConfig): InternalAxiosRequestConfig {
    if (sendsQuery(request.method) && request.data !== undefined) {
      request.params = bodyToParams(request.params, request.data);
      request.data = undefined;
    }
    return request;
  }

  /** HTTP-1, HTTP-6: the visitor's headers, which a caller cannot replace; the token only to private endpoints. */
  function visitorHeaders(request: InternalAxiosRequestConfig): InternalAxiosRequestConfig {
    const { context } = config;
    const headers = request.headers;
    headers.set('Guid', context.guid());
    headers.set('Lang', context.lang());
    headers.set('platform', context.platform() || 'pc');
    headers.set('X-User-Agent', context.userAgent());
    const token = context.token();
    if (token && factsOf(request).token) headers.set('UserToken', token);
    else headers.delete('UserToken');
    // a request without a body says nothing about its type
    if (request.data === undefined) headers.delete('Content-Type');
    return request;
  }

  /** HTTP-7: answered, failed or cancelled, a slow call is reported. */
  function reportIfSlow(facts: CallFacts): void {
    const elapsed = now() - facts.startedAt;
    if (elapsed > SLOW_REQUEST_MS)
      reportEvent('slow_request', { url: facts.endpoint, method: facts.method, ms: elapsed });
  }

  /**
   * A 2xx: its envelope when the catalogue lets it through, else an ApiError.
   * Issue 26: a login that asks for a second step waits for the person's
   * answer, and the caller gets the session as if the login had given it.
   * Issue 36: a change refused for want of a re-proof waits for it, and is
   * sent once more, through the whole chain, when the person proved it.
   */
  function answered(response: AxiosResponse): AxiosResponse | Promise<AxiosResponse> {
    const facts = factsOf(response.config);
    reportIfSlow(facts);
    const handler = secondStep;
    const envelope = readEnvelope(response.data);
    if (handler && envelope?.ret_code === RET_CODES.secondStepRequired) {
      return handler(envelope).then((answer) => {
        response.data = accept(facts, answer);
        return response;
      });
    }
    if (reproof && envelope?.ret_code === RET_CODES.reproofRequired && !response.config.reproved) {
      proving ??= reproof(envelope).finally(() => (proving = null));
      return proving.then((proved) => {
        if (proved) return instance.request({ ...response.config, reproved: true });
        response.data = accept(facts, envelope);
        return response;
      });
    }
    response.data = accept(facts, response.data);
    return response;
  }

  /** Any other status (HTTP-9), no answer at all (HTTP-8), or the caller's abort. */
  function failed(error: unknown): never {
    if (!axios.isAxiosError(error)) throw error;
    const facts = factsOf(error.config);
    reportIfSlow(facts);
    if (error.response) throw refuse(facts, error.response.status, error.response.data);
    if (axios.isCancel(error) || error.code === AxiosError.ERR_CANCELED) {
      // a cancellation, never an ApiError: the caller's own reason comes back to it
      throw error.config?.signal?.aborted ? ((error.config.signal as AbortSignal).reason ?? error) : error;
    }
    const timedOut = error.code === AxiosError.ECONNABORTED || error.code === AxiosError.ETIMEDOUT;
    throw unanswered(facts, timedOut, timedOut ? error.message : NETWORK_ERROR_MESSAGE);
  }

  /** A 2xx: its envelope when the catalogue lets it through, else an ApiError. */
  function accept(facts: CallFacts, data: unknown): Envelope<unknown> {
    const { endpoint: url, kind, inDialog } = facts;
    const envelope = readEnvelope(data);
    if (!envelope) {
      const reaction = classifyAnswer({
        failure: 'bad-response',
        code: NETWORK_ERROR_CODE,
        message: RESPONSE_TYPE_ERROR,
        endpoint: kind,
      });
      emit(reaction, url, NETWORK_ERROR_CODE);
      throw new ApiError(NETWORK_ERROR_CODE, RESPONSE_TYPE_ERROR, reaction, url);
    }
    // ERR-9: the page, the sink and the toast all see the remapped code
    const code = remapCode(envelope.ret_code, kind);
    const reaction = classifyAnswer({
      code,
      message: envelope.ret_msg,
      endpoint: kind,
      result: envelope.result,
      inMiniApp: config.context.inMiniApp(),
      inDialog,
    });
    emit(reaction, url, code);
    if (reaction.kind === 'success' || reaction.kind === 'silent' || reaction.kind === 'page-result') return envelope;
    throw new ApiError(code, sanitizeMessage(envelope.ret_msg), reaction, url, envelope.result);
  }

  /** HTTP-9: any other status, handed to onHttpError when the call gave one, else to the sink. */
  function refuse(facts: CallFacts, status: number, data: unknown): HttpError {
    const { endpoint: url, kind: endpoint } = facts;
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
            inDialog: facts.inDialog,
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
    if (facts.onHttpError) facts.onHttpError(httpError);
    else emit(reaction, url, code);
    return httpError;
  }

  /** HTTP-8: no answer, code -200; the page's one notice says the api is not answering. */
  function unanswered(facts: CallFacts, timedOut: boolean, message: string): ApiError {
    const url = facts.endpoint;
    const reaction = classifyAnswer({
      failure: timedOut ? 'timeout' : 'network',
      code: NETWORK_ERROR_CODE,
      message,
      endpoint: facts.kind,
    });
    emit(reaction, url, NETWORK_ERROR_CODE);
    return new ApiError(NETWORK_ERROR_CODE, message, reaction, url);
  }

  async function request<T>(method: string, url: string, options: RequestOptions = {}): Promise<Envelope<T>> {
    if (options.responseType && options.responseType !== 'json') throw new Error(RESPONSE_TYPE_ERROR);
    // HTTP-5: kept answers are looked up before axios is asked
    const key = options.cache ? cacheKey(method, url, options.params, options.data) : null;
    if (key) {
      const hit = cache.get(key);
      if (hit !== undefined) return hit as Envelope<T>;
    }
    const endpoint = options.endpoint ?? BARE_URL;
    const response = await instance.request<Envelope<T>>({
      method,
      url,
      params: options.params,
      data: options.data,
      headers: options.headers,
      timeout: options.timeout,
      signal: options.signal,
      callFacts: {
        endpoint: url,
        method,
        kind: endpoint.kind,
        token: endpoint.token,
        startedAt: 0,
        inDialog: !!options.inDialog,
        onHttpError: options.onHttpError,
      },
    });
    const envelope = response.data;
    const reaction = classifyAnswer({ code: envelope.ret_code, message: '', endpoint: endpoint.kind });
    // ERR-3: an answer that says "nothing changed" invalidates what was kept for it
    if ((reaction.kind === 'success' || reaction.kind === 'silent') && reaction.clearCache) {
      cache.deleteWhere((k) => k.startsWith(`${method.toUpperCase()} ${url} `));
    } else if (key && envelope.ret_code === 0) {
      cache.set(key, envelope, typeof options.cache === 'object' ? options.cache.ttlMs : RESPONSE_CACHE_TTL_MS);
    }
    return envelope;
  }

  function call<E extends Endpoint>(
    facts: Facts<E>,
    payload: RequestOf<E>,
    options: CallOptions = {},
  ): Promise<Envelope<ResultOf<E>>> {
    const { query, ...rest } = options;
    const endpoint = { kind: facts.kind, token: facts.token };
    const method = facts.method.toLowerCase();
    // a query as received goes as it is, repeated keys and all (a GET's payload is then its typed reading)
    const asReceived = query instanceof URLSearchParams;
    const url = asReceived && query.size > 0 ? `${facts.path}?${query.toString()}` : facts.path;
    const params = asReceived ? undefined : query;
    return request<ResultOf<E>>(
      method,
      url,
      sendsQuery(method)
        ? { ...rest, params: asReceived ? undefined : payload, endpoint }
        : { ...rest, params, endpoint, data: payload },
    );
  }

  return {
    call,
    setReactionSink(next) {
      sink = next;
    },
    setSecondStepHandler(next) {
      secondStep = next;
    },
    setReproofHandler(next) {
      reproof = next;
    },
    cache,
    defaults: DEFAULTS,
    instance,
  };
}
