import { Type } from 'typebox';

import { endpoint } from '../endpoint';
import { RET_CODES } from '../ret-codes';

/** LOGIN-7: a new code, tied to the browser that asked by an HttpOnly cookie. */
export const qrGenerate = endpoint({
  method: 'GET',
  path: '/v3/public/qrcode/generate',
  kind: 'qrcode',
  token: false,
  request: Type.Object({}),
  result: Type.Object({
    uuid: Type.String(),
    /** unix seconds */
    expire_time: Type.Integer(),
    ttl: Type.Integer(),
  }),
  codes: [RET_CODES.ipLimit],
});
