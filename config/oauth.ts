/**
 * OAuth facts the consent pages share (OAUTH-1..7): the request parameters
 * passed through unchanged and the scope ids the api knows (docs/oauth.md);
 * the refusal codes are contract/ret-codes.ts's oauth* names. Pure data.
 */

/** OAUTH-1 plus PKCE (RFC 7636): what the page hands to the api, exactly as the client sent it. */
export const OAUTH_PARAMS = [
  'response_type',
  'client_id',
  'redirect_uri',
  'scope',
  'state',
  'code_challenge',
  'code_challenge_method',
] as const;

/** RFC 8414: where the authorization server's metadata is, on the web origin and the api's. */
export const OAUTH_METADATA_PATH = '/.well-known/oauth-authorization-server';

/** Scope ids, in the order the consent lists them. */
export const OAUTH_SCOPES = ['openid', 'profile', 'email', 'read:account'] as const;

/** OAUTH-5: where a framed OAuth page keeps the user token (cookies do not reach a third-party frame). */
export const FRAME_TOKEN_KEY = 'BYBIT_TOKEN';
