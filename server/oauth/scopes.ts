import { OAUTH_SCOPES } from '@/config/oauth';

// The scopes a client may ask for are config/oauth.ts's OAUTH_SCOPES, shared
// with the consent page, which translates them by id (docs/oauth.md lists what
// each one releases).

export type OAuthScope = (typeof OAUTH_SCOPES)[number];

export function isOAuthScope(value: string): value is OAuthScope {
  return (OAUTH_SCOPES as readonly string[]).includes(value);
}

export type ScopeCheck =
  { readonly ok: true; readonly scopes: readonly OAuthScope[] } | { readonly ok: false; readonly description: string };

/**
 * The scopes of a request's `scope` parameter (space-delimited, RFC 6749
 * §3.3), checked against the client's allowed list. Repeats collapse and the
 * result follows the catalogue's order, so equal requests compare equal. An
 * empty scope is refused rather than defaulted: the consent page must always
 * be able to say what is asked for.
 */
export function checkScopes(scope: string, allowed: readonly string[]): ScopeCheck {
  const asked = new Set(scope.split(' ').filter(Boolean));
  if (asked.size === 0) return { ok: false, description: 'scope is required' };
  for (const id of asked) {
    if (!isOAuthScope(id)) return { ok: false, description: `unknown scope: ${id}` };
    if (!allowed.includes(id)) return { ok: false, description: `scope not allowed for this client: ${id}` };
  }
  return { ok: true, scopes: OAUTH_SCOPES.filter((id) => asked.has(id)) };
}

/** The space-delimited form stored with codes and tokens and answered by the token endpoint. */
export function formatScopes(scopes: readonly string[]): string {
  return scopes.join(' ');
}

/** The scopes of a stored scope string, unknown ids dropped. */
export function parseStoredScopes(scope: string): OAuthScope[] {
  const ids = new Set(scope.split(' '));
  return OAUTH_SCOPES.filter((id) => ids.has(id));
}
