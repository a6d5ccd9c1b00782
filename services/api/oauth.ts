import type { RequestOf, ResultOf } from '@/contract/endpoint';
import type { OAuthRefusal } from '@/contract/oauth/authorization-request';
import type { oauthAuthorize } from '@/contract/oauth/authorize';
import { oauthAuthorizeFacts } from '@/contract/oauth/authorize.facts';
import type { oauthClientInfo } from '@/contract/oauth/client-info';
import { oauthClientInfoFacts } from '@/contract/oauth/client-info.facts';
import { oauthConfirmAuthFacts } from '@/contract/oauth/confirm-auth.facts';
import { http } from '@/services/http';

/** OAUTH-1: the authorization request, as the client sent it. */
export type OAuthRequest = Readonly<Record<string, string>>;

export type OAuthClient = ResultOf<typeof oauthClientInfo>;

/** OAUTH-2: what the consent screen shows, with earlier approvals. */
export type OAuthConsent = ResultOf<typeof oauthAuthorize>;

/** The api's refusal of a request: `redirect` only once client and redirect URI are trusted. */
export type { OAuthRefusal };

/** OAUTH-2: GET /oauth/v1/public/client_info (name and logo, before sign-in). */
export async function fetchClientInfo(clientId: string): Promise<OAuthClient> {
  return (await http.call(oauthClientInfoFacts, { client_id: clientId })).result;
}

/** OAUTH-2: GET /oauth/v1/private/authorize: what the consent screen shows, with earlier approvals. */
export async function authorize(query: URLSearchParams): Promise<OAuthConsent> {
  // the query goes as the client sent it: a repeated parameter must reach the api as repeated keys (which it
  // refuses, OAUTH-1), and the client writes a list in a payload as key[] (HTTP-4); the facts still say what it is
  const asTyped = Object.fromEntries(query) as RequestOf<typeof oauthAuthorize>;
  return (await http.call(oauthAuthorizeFacts, asTyped, { query })).result;
}

/** OAUTH-2, OAUTH-3: approve (a code) or deny (access_denied); answers where the browser goes. */
export async function confirmAuth(request: OAuthRequest, approve: boolean): Promise<string> {
  return (await http.call(oauthConfirmAuthFacts, { ...request, approve })).result.redirect_uri;
}
