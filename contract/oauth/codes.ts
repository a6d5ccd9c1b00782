import { RET_CODES } from '../ret-codes';

/** OAUTH-3: the refusals of an authorization request; `result` is an OAuthRefusal (./authorization-request). */
export const AUTHORIZATION_REFUSALS = [
  RET_CODES.oauthInvalidClient,
  RET_CODES.oauthInvalidRedirectUri,
  RET_CODES.oauthInvalidRequest,
  RET_CODES.oauthInvalidScope,
  RET_CODES.oauthUnsupportedResponseType,
] as const;
