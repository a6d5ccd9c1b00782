import { OAUTH_PARAMS } from '@/config/oauth';
import type { OAuthRefusal } from '@/services/api/oauth';
import { RET_CODES } from '@/services/errors/ret-codes';
import { resolveError, type ErrorHandlers, type FormMessage } from '@/services/errors/screen-errors';
import type { RequestError } from '@/services/http/errors';
import { oauthClientRedirect } from '@/services/redirect-policy';

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

/** Scope ids contain ':' (read:account), which a translation key reads as a namespace: keys use '_'. */
export function scopeKey(scope: string): string {
  return `scopes.${scope.replace(/[^a-z0-9]/gi, '_')}`;
}

/** One row of the consent screen's permissions: the scope it stands for and the text it reads. */
export interface ScopeRow {
  readonly scope: string;
  readonly key: string;
}

/**
 * OAUTH-3, issue 39: the permissions as the consent screen lists them, one
 * row a scope. `profile` includes the masked email; when `email` (the full
 * address) is asked too, the profile's row leaves the email out, so the two
 * never read as the same thing twice.
 */
export function consentScopeRows(scopes: readonly string[]): ScopeRow[] {
  const withEmail = scopes.includes('email');
  return scopes.map((scope) => ({
    scope,
    key: scope === 'profile' && withEmail ? 'scopes.profileWithoutEmail' : scopeKey(scope),
  }));
}

export type ConsentProblem =
  /** OAUTH-4: not logged in: to /oauth-login with the same query */
  | { readonly kind: 'login' }
  /** the client or its redirect URI is not trusted: an error page, never a redirect */
  | { readonly kind: 'untrusted'; readonly reason: 'client' | 'redirect' }
  /** a request error the client may hear about (RFC 6749 §4.1.2.1) */
  | { readonly kind: 'request'; readonly redirect: string | null }
  /** the api gives no answer: the page's notice says so; the page asks again when it is back */
  | { readonly kind: 'unreachable' }
  /** any other refusal: an error page with the catalogue's text, when there is one */
  | { readonly kind: 'other'; readonly message: FormMessage | null };

const requestError = (error: RequestError): ConsentProblem => {
  const redirect = (error.result as OAuthRefusal | undefined)?.redirect;
  return { kind: 'request', redirect: typeof redirect === 'string' ? redirect : null };
};

/** OAUTH-3, OAUTH-4: the codes the consent page treats specially. */
const CONSENT_HANDLERS: ErrorHandlers<ConsentProblem> = {
  [RET_CODES.sessionInvalid]: () => ({ kind: 'login' }),
  [RET_CODES.oauthInvalidClient]: () => ({ kind: 'untrusted', reason: 'client' }),
  [RET_CODES.oauthInvalidRedirectUri]: () => ({ kind: 'untrusted', reason: 'redirect' }),
  [RET_CODES.oauthInvalidRequest]: requestError,
  [RET_CODES.oauthInvalidScope]: requestError,
  [RET_CODES.oauthUnsupportedResponseType]: requestError,
};

/** OAUTH-3, OAUTH-4: what the consent page does about a refused call: its handler map over the global fallback. */
export function consentProblem(error: unknown): ConsentProblem {
  const outcome = resolveError(error, CONSENT_HANDLERS);
  switch (outcome.kind) {
    case 'unreachable':
      return { kind: 'unreachable' };
    case 'alert':
    case 'field':
      return { kind: 'other', message: outcome.message };
    case 'none':
      return { kind: 'other', message: null };
    default:
      return outcome;
  }
}

/** Where the page goes once the api answered the person's choice. */
export type ConsentExit =
  | { readonly kind: 'leave'; readonly target: string }
  | { readonly kind: 'problem'; readonly problem: { readonly kind: 'untrusted'; readonly reason: 'redirect' } };

/**
 * OAUTH-3, OAUTH-7: back to the client only through the redirect policy;
 * an answer leading anywhere else is an untrusted redirect, never followed.
 */
export function consentExit(answer: string, query: URLSearchParams): ConsentExit {
  const target = oauthClientRedirect(answer, query.get('redirect_uri') ?? '');
  return target ? { kind: 'leave', target } : { kind: 'problem', problem: { kind: 'untrusted', reason: 'redirect' } };
}

/** OAUTH-3: the way back to the client a request error offers, when the redirect policy lets it. */
export function problemWayBack(problem: ConsentProblem, query: URLSearchParams): string | null {
  return problem.kind === 'request' && problem.redirect
    ? oauthClientRedirect(problem.redirect, query.get('redirect_uri') ?? '')
    : null;
}
