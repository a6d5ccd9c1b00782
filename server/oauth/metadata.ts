import { OAUTH_METADATA_PATH, OAUTH_SCOPES } from '@/config/oauth';

/** Where RFC 8414 metadata lives, relative to the issuer's origin. */
export const METADATA_PATH = OAUTH_METADATA_PATH;

/**
 * OAUTH-1: the authorization server metadata (RFC 8414). The issuer is the
 * web origin: people authorize on its /oauth page, and clients reach the
 * token and userinfo endpoints through its /x-api.
 */
export function authorizationServerMetadata(webOrigin: string) {
  return {
    issuer: webOrigin,
    authorization_endpoint: `${webOrigin}/oauth`,
    token_endpoint: `${webOrigin}/x-api/oauth/v1/public/token`,
    userinfo_endpoint: `${webOrigin}/x-api/oauth/v1/public/userinfo`,
    scopes_supported: [...OAUTH_SCOPES],
    response_types_supported: ['code'],
    response_modes_supported: ['query'],
    grant_types_supported: ['authorization_code'],
    token_endpoint_auth_methods_supported: ['none', 'client_secret_basic', 'client_secret_post'],
    code_challenge_methods_supported: ['S256'],
  };
}
