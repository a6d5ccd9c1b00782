import { Type } from 'typebox';

import { endpoint } from '../endpoint';

/** CMP-4: whether the visitor's country restricts operation, and which country regulates it. An unreadable country is a 10001. */
export const regulationInfo = endpoint({
  method: 'GET',
  path: '/compliance/v1/wall/regulation-info',
  kind: 'other',
  token: true,
  request: Type.Object({}),
  result: Type.Object({ restrictOperate: Type.Boolean(), regulationCountry: Type.String() }),
  codes: [],
});
