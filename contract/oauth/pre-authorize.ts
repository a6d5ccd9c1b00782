import { endpoint } from '../endpoint';
import { AuthorizationParams, ConsentView } from './authorization-request';
import { AUTHORIZATION_REFUSALS } from './codes';

/** OAUTH-1, OAUTH-2: the authorization request checked for the signed-in account, and what consent would show. */
export const oauthPreAuthorize = endpoint({
  method: 'GET',
  path: '/oauth/v1/private/pre_authorize',
  kind: 'authorize',
  token: true,
  request: AuthorizationParams,
  result: ConsentView,
  codes: AUTHORIZATION_REFUSALS,
});
