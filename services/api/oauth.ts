import { http } from '@/services/http';

/** OAUTH-1: the authorization request, as the client sent it. */
export type OAuthRequest = Readonly<Record<string, string>>;

export interface OAuthClient {
  readonly client_id: string;
  readonly name: string;
  readonly logo_url: string;
}

export interface OAuthConsent {
  readonly client: OAuthClient;
  readonly scopes: readonly string[];
  /** where the answer will go, for the page to show */
  readonly redirect_origin: string;
  readonly account: { readonly uid: string; readonly vague_email: string; readonly vague_mobile: string };
  readonly granted_scopes?: readonly string[];
  readonly previously_granted?: boolean;
}

/** The api's refusal of a request: `redirect` only once client and redirect URI are trusted. */
export interface OAuthRefusal {
  readonly error: string;
  readonly error_description: string;
  readonly redirect?: string;
}

/** OAUTH-2: GET /oauth/v1/public/client_info (name and logo, before sign-in). */
export async function fetchClientInfo(clientId: string): Promise<OAuthClient> {
  return (await http.get<OAuthClient>('/oauth/v1/public/client_info', { params: { client_id: clientId } })).result;
}

/** OAUTH-2: GET /oauth/v1/private/authorize: what the consent screen shows, with earlier approvals. */
export async function authorize(query: URLSearchParams): Promise<OAuthConsent> {
  return (await http.get<OAuthConsent>(`/oauth/v1/private/authorize?${query.toString()}`)).result;
}

/** OAUTH-2, OAUTH-3: approve (a code) or deny (access_denied); answers where the browser goes. */
export async function confirmAuth(request: OAuthRequest, approve: boolean): Promise<string> {
  const res = await http.post<{ redirect_uri: string }>('/oauth/v1/private/confirm_auth', { ...request, approve });
  return res.result.redirect_uri;
}
