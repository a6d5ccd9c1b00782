import { RET_CODES } from '@/contract/ret-codes';

/**
 * ret_codes of the envelope endpoints of the authorization flow
 * (client_info, pre_authorize, authorize, confirm_auth). Every refusal's
 * `result` carries the OAuth `error` and an `error_description`; only the
 * codes with `redirect: true` also carry `result.redirect`, the registered
 * redirect URI with error and state (RFC 6749 §4.1.2.1). The others mean the
 * client or its redirect URI cannot be trusted: the page shows an error and
 * never sends the browser anywhere.
 */
export const OAUTH_ERRORS = {
  unknownClient: {
    code: RET_CODES.oauthInvalidClient,
    error: 'invalid_client',
    message: 'Unknown or disabled client',
    redirect: false,
  },
  badRedirectUri: {
    code: RET_CODES.oauthInvalidRedirectUri,
    error: 'invalid_request',
    message: 'redirect_uri is missing or not registered for this client',
    redirect: false,
  },
  invalidRequest: {
    code: RET_CODES.oauthInvalidRequest,
    error: 'invalid_request',
    message: 'Invalid authorization request',
    redirect: true,
  },
  invalidScope: { code: RET_CODES.oauthInvalidScope, error: 'invalid_scope', message: 'Invalid scope', redirect: true },
  unsupportedResponseType: {
    code: RET_CODES.oauthUnsupportedResponseType,
    error: 'unsupported_response_type',
    message: 'Unsupported response_type',
    redirect: true,
  },
} as const;

export type OAuthErrorKey = keyof typeof OAUTH_ERRORS;

/** Errors of the token endpoint (RFC 6749 §5.2) and their HTTP status. */
export const TOKEN_ERRORS = {
  invalid_request: 400,
  invalid_client: 401,
  invalid_grant: 400,
  unauthorized_client: 400,
  unsupported_grant_type: 400,
} as const;

export type TokenErrorCode = keyof typeof TOKEN_ERRORS;

export interface TokenError {
  readonly error: TokenErrorCode;
  readonly description: string;
}
