import { Type } from 'typebox';

import { endpoint } from '../endpoint';
import { AuthorizationParams } from './authorization-request';
import { AUTHORIZATION_REFUSALS } from './codes';

/**
 * OAUTH-2, OAUTH-3: approve (a code) or deny (access_denied) the request,
 * checked again in full; answers where the browser goes.
 */
export const oauthConfirmAuth = endpoint({
  method: 'POST',
  path: '/oauth/v1/private/confirm_auth',
  kind: 'authorize',
  token: true,
  request: Type.Object({ ...AuthorizationParams.properties, approve: Type.Boolean() }),
  result: Type.Object({ redirect_uri: Type.String() }),
  codes: AUTHORIZATION_REFUSALS,
});
