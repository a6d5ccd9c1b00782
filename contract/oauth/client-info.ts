import { Type } from 'typebox';

import { endpoint } from '../endpoint';
import { RET_CODES } from '../ret-codes';
import { OAuthClientInfo } from './authorization-request';

/** OAUTH-2, OAUTH-4: a client's name and logo, before sign-in; an unknown or disabled client is 50010. */
export const oauthClientInfo = endpoint({
  method: 'GET',
  path: '/oauth/v1/public/client_info',
  kind: 'authorize',
  token: true,
  request: Type.Object({ client_id: Type.Optional(Type.Union([Type.String(), Type.Array(Type.String())])) }),
  result: OAuthClientInfo,
  codes: [RET_CODES.oauthInvalidClient],
});
