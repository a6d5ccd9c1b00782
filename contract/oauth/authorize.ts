import { Type } from 'typebox';

import { endpoint } from '../endpoint';
import { AuthorizationParams, ConsentView, OAuthScopeList } from './authorization-request';
import { AUTHORIZATION_REFUSALS } from './codes';

/** OAUTH-2: what the consent screen shows, with what the account approved for this client before. */
export const oauthAuthorize = endpoint({
  method: 'GET',
  path: '/oauth/v1/private/authorize',
  kind: 'authorize',
  token: true,
  request: AuthorizationParams,
  result: Type.Object({
    ...ConsentView.properties,
    granted_scopes: OAuthScopeList,
    /** every scope asked for was approved before */
    previously_granted: Type.Boolean(),
  }),
  codes: AUTHORIZATION_REFUSALS,
});
