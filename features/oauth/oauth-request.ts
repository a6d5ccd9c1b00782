import { OAUTH_PARAMS, OAUTH_REFUSALS } from '@/config/oauth';
import { RET_CODES } from '@/services/errors/ret-codes';
import { ApiError } from '@/services/http/errors';
import type { OAuthRefusal } from '@/services/api/oauth';

/**
 * OAUTH-1: the authorization request of the page's query, every value of the
 * OAuth parameters kept as sent (a repeated one must reach the api, which
 * refuses it), everything else left out.
 */
export function oauthQuery(search: string): URLSearchParams {
  const from = new URLSearchParams(search);
  const out = new URLSearchParams();
  for (const [key, value] of from) if ((OAUTH_PARAMS as readonly string[]).includes(key)) out.append(key, value);
  return out;
}

/** The request as one value per parameter (the JSON body of confirm_auth). */
export function oauthRequestObject(query: URLSearchParams): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of query) if (!(key in out)) out[key] = value;
  return out;
}

/** Scope ids contain ':' (read:account), which i18next reads as a namespace: keys use '_'. */
export function scopeKey(scope: string): string {
  return `scopes.${scope.replace(/[^a-z0-9]/gi, '_')}`;
}

export type ConsentProblem =
  /** OAUTH-4: not logged in: to /oauth-login with the same query */
  | { readonly kind: 'login' }
  /** the client or its redirect URI is not trusted: an error page, never a redirect */
  | { readonly kind: 'untrusted'; readonly reason: 'client' | 'redirect' }
  /** a request error the client may hear about (RFC 6749 §4.1.2.1) */
  | { readonly kind: 'request'; readonly redirect: string | null }
  /** anything else: the request layer already told the person */
  | { readonly kind: 'other' };

/** OAUTH-3, OAUTH-4: what the consent page does about a refused call. */
export function consentProblem(error: unknown): ConsentProblem {
  if (!(error instanceof ApiError)) return { kind: 'other' };
  if (error.code === RET_CODES.sessionInvalid) return { kind: 'login' };
  if (error.code === OAUTH_REFUSALS.invalidClient) return { kind: 'untrusted', reason: 'client' };
  if (error.code === OAUTH_REFUSALS.invalidRedirectUri) return { kind: 'untrusted', reason: 'redirect' };
  if (
    error.code === OAUTH_REFUSALS.invalidRequest ||
    error.code === OAUTH_REFUSALS.invalidScope ||
    error.code === OAUTH_REFUSALS.unsupportedResponseType
  ) {
    const redirect = (error.result as OAuthRefusal | undefined)?.redirect;
    return { kind: 'request', redirect: typeof redirect === 'string' ? redirect : null };
  }
  return { kind: 'other' };
}
