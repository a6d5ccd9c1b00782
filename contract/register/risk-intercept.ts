import { Type } from 'typebox';

import { endpoint } from '../endpoint';

/**
 * REG-8: the risk check before registration ("sence" is the api's spelling;
 * registration's scene is 30002): intercepted when this network has tried
 * too often.
 */
export const registrationRiskIntercept = endpoint({
  method: 'POST',
  path: '/user/public/risk/default-intercept',
  kind: 'register',
  token: true,
  request: Type.Object({
    sence: Type.Optional(Type.Integer()),
    ext_info: Type.Optional(Type.Unsafe<object | string | null>({ type: ['object', 'string', 'null'] })),
  }),
  result: Type.Object({ intercept: Type.Boolean() }),
  codes: [],
});
