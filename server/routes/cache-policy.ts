import { METADATA_PATH } from '../oauth/metadata';

/**
 * SEC: what a shared cache or the browser may keep of the api's answers.
 * Every answer is `no-store` (sessions, tokens, account data, refusals)
 * except the public, cacheable ones listed here by route, with what they
 * may be kept for. A route's handler sets no cache header of its own.
 */
export const PUBLIC_CACHEABLE: ReadonlyMap<string, string> = new Map([
  // RFC 8414 metadata: the same for everyone, changes with a deployment
  [`/x-api${METADATA_PATH}`, 'public, max-age=3600'],
  [METADATA_PATH, 'public, max-age=3600'],
]);

export const NO_STORE = 'no-store';

/** The Cache-Control of an answer of the route (its declared URL; undefined when no route matched). */
export function cacheControlFor(routeUrl: string | undefined): string {
  return (routeUrl && PUBLIC_CACHEABLE.get(routeUrl)) || NO_STORE;
}
