import { Type, type Static } from 'typebox';

import { OAUTH_SCOPES } from '@/config/oauth';

/**
 * OAUTH-1: a parameter of the authorization request as the client sent it:
 * once, or repeated. A repeated one is refused by the api's checks (50012,
 * with the redirect once client and redirect URI are trusted), not by the
 * schema, so the client still hears about it (RFC 6749 §4.1.2.1).
 */
const AuthorizationParam = Type.Union([Type.String(), Type.Array(Type.String())]);

/** OAUTH-1 plus PKCE (RFC 7636): config/oauth.ts OAUTH_PARAMS, each as sent; the api checks them all. */
export const AuthorizationParams = Type.Object({
  response_type: Type.Optional(AuthorizationParam),
  client_id: Type.Optional(AuthorizationParam),
  redirect_uri: Type.Optional(AuthorizationParam),
  scope: Type.Optional(AuthorizationParam),
  state: Type.Optional(AuthorizationParam),
  code_challenge: Type.Optional(AuthorizationParam),
  code_challenge_method: Type.Optional(AuthorizationParam),
});

/** OAUTH-2: what anyone may know about a client: never its secret or redirect URIs. */
export const OAuthClientInfo = Type.Object({ client_id: Type.String(), name: Type.String(), logo_url: Type.String() });
export type OAuthClientInfo = Static<typeof OAuthClientInfo>;

/** Scope ids, in the order the consent lists them. */
export const OAuthScopeList = Type.Array(Type.Enum(OAUTH_SCOPES));

/** OAUTH-2: what the consent page shows: who asks, for what, where the answer goes, and who is signed in. */
export const ConsentView = Type.Object({
  client: OAuthClientInfo,
  scopes: OAuthScopeList,
  /** where the answer will go, for the page to show */
  redirect_origin: Type.String(),
  account: Type.Object({ uid: Type.String(), vague_email: Type.String(), vague_mobile: Type.String() }),
});

/**
 * OAUTH-3: the `result` of every refusal of these endpoints: the OAuth error,
 * and `redirect` (the registered redirect URI with error and state) only
 * where the client and its redirect URI are trusted.
 */
export const OAuthRefusal = Type.Object({
  error: Type.String(),
  error_description: Type.String(),
  redirect: Type.Optional(Type.String()),
});
export type OAuthRefusal = Static<typeof OAuthRefusal>;
