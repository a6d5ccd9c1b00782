/**
 * Redirect URIs: what may be registered, and how answers are added to one.
 * Matching is exact string equality against the registered list (RFC 9700
 * §4.1.3), so registration insists on the canonical form a browser would
 * send back: what `new URL(uri).href` gives.
 */

/** Parameters the authorization server adds; a registered URI may not carry them. */
const RESERVED_PARAMS = ['code', 'state', 'error', 'error_description', 'error_uri', 'iss'];
const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

/** Why `uri` cannot be registered as a redirect URI, or null when it can. */
export function redirectUriProblem(uri: string): string | null {
  let url: URL;
  try {
    url = new URL(uri);
  } catch {
    return 'not an absolute URL';
  }
  if (url.href !== uri) return `not in canonical form (${url.href})`;
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && LOOPBACK_HOSTS.includes(url.hostname))) {
    return 'must be https (http only on a loopback host)';
  }
  if (url.hash || uri.includes('#')) return 'must not have a fragment';
  if (url.username || url.password) return 'must not carry credentials';
  const reserved = RESERVED_PARAMS.find((p) => url.searchParams.has(p));
  if (reserved) return `must not carry the ${reserved} parameter`;
  return null;
}

/**
 * `uri` with `params` appended to its query; the query it already has is kept
 * byte for byte (RFC 6749 §3.1.2). Undefined values are left out.
 */
export function withQuery(uri: string, params: Readonly<Record<string, string | undefined>>): string {
  const url = new URL(uri);
  const extra = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value !== undefined) extra.append(name, value);
  }
  const existing = url.search.slice(1);
  url.search = existing ? `${existing}&${extra.toString()}` : extra.toString();
  return url.href;
}
