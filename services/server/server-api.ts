import { API_PREFIX } from '@/config/http';
import { sendsQuery, type Endpoint, type Facts, type Method, type RequestOf, type ResultOf } from '@/contract/endpoint';
import { readEnvelope } from '@/services/http/envelope';

/** How long a page waits for the api before it goes without (the browser then asks itself). */
export const SERVER_API_TIMEOUT_MS = 1_000;

/** The configuration project the pages read (UI-6), as the browser's fetchers ask for it (services/api/config.ts). */
export const PAGE_CONFIG_PROJECT = 'web';

export interface ServerCall {
  readonly apiOrigin: string;
  readonly method: Method;
  /** the path after /x-api, with its query */
  readonly path: string;
  readonly body?: unknown;
  readonly fetch?: typeof fetch;
}

/**
 * The web's server calls the api with fetch, never through the browser's
 * http client (services/http): no interceptors, catalogue or token, only the
 * envelope read as the client reads it.
 */

/**
 * Server side: one call to the api for what a page sends with it (UI-6,
 * OAUTH-4): the result of a successful envelope, or null when the api gave
 * none in time, refused, or answered something else.
 */
export async function askApi<T>({ apiOrigin, method, path, body, fetch: get = fetch }: ServerCall): Promise<T | null> {
  try {
    const res = await get(`${apiOrigin}${API_PREFIX}${path}`, {
      method,
      headers: { Accept: 'application/json', ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(SERVER_API_TIMEOUT_MS),
    });
    const envelope = res.ok ? readEnvelope(await res.json()) : null;
    return envelope?.ret_code === 0 ? (envelope.result as T) : null;
  } catch {
    return null;
  }
}

/** A GET's payload as its query string: a list is its key repeated, as the api reads it. */
function queryOf(payload: object): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(payload)) {
    for (const one of Array.isArray(value) ? value : [value]) if (one !== undefined) query.append(key, String(one));
  }
  const text = query.toString();
  return text ? `?${text}` : '';
}

/**
 * Server side: `askApi` for a contract endpoint, typed by its facts: the
 * payload as its body or, for a GET, its query; the contract's result, or
 * null. The page's server sends no visitor's token: only what anyone may
 * read is asked here.
 */
export function askEndpoint<E extends Endpoint>(
  facts: Facts<E>,
  payload: RequestOf<E>,
  { apiOrigin, fetch }: Pick<ServerCall, 'apiOrigin' | 'fetch'>,
): Promise<ResultOf<E> | null> {
  const get = sendsQuery(facts.method);
  return askApi<ResultOf<E>>({
    apiOrigin,
    fetch,
    method: facts.method,
    path: get ? `${facts.path}${queryOf(payload)}` : facts.path,
    body: get ? undefined : payload,
  });
}
