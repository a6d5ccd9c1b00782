import axios, {
  AxiosError,
  AxiosHeaders,
  type AxiosAdapter,
  type AxiosInstance,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';

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

import { ApiError, HttpError } from './errors';
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
  readonly signal?: AbortSignal;
}

/** What the interceptors need to know about the visitor, read at request time. */
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
  readonly adapter?: AxiosAdapter;
  readonly now?: () => number;
  readonly cache?: ResponseCache;
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
  readonly axios: AxiosInstance;
}

export interface CallMeta {
  start: number;
  inDialog: boolean;
  onHttpError?: (error: HttpError) => void;
}

declare module 'axios' {
  interface AxiosRequestConfig {
    /** per-call facts the interceptors read (start time, dialog, http error handler) */
    callMeta?: CallMeta;
  }
}

type ConfigWithMeta = InternalAxiosRequestConfig;

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

/**
 * HTTP-1..9: the one axios instance of the front end. Interceptors set
 * headers, reshape requests and classify answers with the error catalogue;
 * what the UI does with a reaction is the sink's business.
 */
export function createHttpClient(config: HttpClientConfig): HttpClient {
  // read the clock at each use, so a replaced Date.now (fake timers) is honoured
  const now = config.now ?? (() => Date.now());
  const cache = config.cache ?? new ResponseCache(now);
  let sink: ReactionSink | null = null;
  const emit = (reaction: Reaction, url: string, code: number) => sink?.(reaction, { url, code });

  const instance = axios.create({
    timeout: REQUEST_TIMEOUT_MS,
    withCredentials: true,
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    ...(config.adapter ? { adapter: config.adapter } : {}),
  });

  instance.interceptors.request.use((req: ConfigWithMeta) => {
    const { context } = config;
    const host = context.apiHostOverride() ?? '';
    req.baseURL = `${host}${config.basePath ?? ''}${API_PREFIX}`;
    if ((req.method ?? 'get').toLowerCase() === 'get' && req.data !== undefined) {
      req.params = bodyToParams(req.params, req.data);
      req.data = undefined;
    }
    const headers = AxiosHeaders.from(req.headers);
    headers.set('Guid', context.guid());
    headers.set('Lang', context.lang());
    headers.set('platform', context.platform() || 'pc');
    headers.set('X-User-Agent', context.userAgent());
    const token = context.token();
    if (token && !isPublicEndpoint(req.url ?? '')) headers.set('UserToken', token);
    else headers.delete('UserToken');
    req.headers = headers;
    req.callMeta = { ...(req.callMeta ?? { inDialog: false }), start: now() };
    return req;
  });

  const reportIfSlow = (req: ConfigWithMeta | undefined) => {
    const meta = req?.callMeta;
    if (!meta) return;
    const elapsed = now() - meta.start;
    if (elapsed > SLOW_REQUEST_MS) {
      reportEvent('slow_request', { url: endpointPath(req?.url ?? ''), method: req?.method ?? 'get', ms: elapsed });
    }
  };

  instance.interceptors.response.use(
    (res: AxiosResponse) => {
      const req = res.config as ConfigWithMeta;
      reportIfSlow(req);
      const url = req.url ?? '';
      const envelope = readEnvelope(res.data);
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
        inDialog: !!req.callMeta?.inDialog,
      });
      emit(reaction, url, code);
      if (reaction.kind === 'success' || reaction.kind === 'silent' || reaction.kind === 'page-result') {
        res.data = envelope;
        return res;
      }
      throw new ApiError(code, sanitizeMessage(envelope.ret_msg), reaction, url, envelope.result);
    },
    (error: unknown) => {
      if (error instanceof ApiError) throw error;
      if (!(error instanceof AxiosError)) throw error;
      const req = error.config as ConfigWithMeta | undefined;
      reportIfSlow(req);
      const url = req?.url ?? '';
      const endpoint = endpointKind(url);
      const inDialog = !!req?.callMeta?.inDialog;
      if (error.response) {
        const { status, data } = error.response;
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
                inDialog,
              })
            : null;
        const byCode =
          refused && (refused.kind === 'page' || refused.kind === 'page-session' || refused.kind === 'toast')
            ? refused
            : null;
        const reaction =
          byCode ??
          classifyAnswer({ failure: 'http', code: status, message: envelope?.ret_msg || error.message, endpoint });
        const code = byCode && envelope ? remapCode(envelope.ret_code, endpoint) : status;
        const httpError = new HttpError(status, data, url, reaction, code, envelope?.result);
        const handler = req?.callMeta?.onHttpError;
        if (handler) handler(httpError);
        else emit(reaction, url, code);
        throw httpError;
      }
      if (error.code === AxiosError.ERR_CANCELED) throw error;
      const timedOut = error.code === AxiosError.ECONNABORTED || error.code === AxiosError.ETIMEDOUT;
      // HTTP-8: no answer at all (network down, refused, blocked cross-origin)
      const message = error.message || 'Network Error';
      const reaction = classifyAnswer({
        failure: timedOut ? 'timeout' : 'network',
        code: NETWORK_ERROR_CODE,
        message,
        endpoint,
      });
      emit(reaction, url, NETWORK_ERROR_CODE);
      throw new ApiError(NETWORK_ERROR_CODE, message, reaction, url);
    },
  );

  async function request<T>(method: string, url: string, options: RequestOptions = {}): Promise<Envelope<T>> {
    if (options.responseType && options.responseType !== 'json') throw new Error(RESPONSE_TYPE_ERROR);
    const key = options.cache ? cacheKey(method, url, options.params, options.data) : null;
    if (key) {
      const hit = cache.get(key);
      if (hit !== undefined) return hit as Envelope<T>;
    }
    const meta: CallMeta = { start: now(), inDialog: !!options.inDialog, onHttpError: options.onHttpError };
    const res = await instance.request({
      method,
      url,
      params: options.params,
      data: options.data,
      headers: options.headers,
      timeout: options.timeout ?? REQUEST_TIMEOUT_MS,
      signal: options.signal,
      callMeta: meta,
    });
    const envelope = res.data as Envelope<T>;
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
    axios: instance,
  };
}
