import { Type } from 'typebox';

import { endpoint } from '../endpoint';
import { RET_CODES } from '../ret-codes';
import { QrUuidBody } from './uuid';

/** LOGIN-7: the signed-in device takes the code, and learns what it is asked to let in. */
export const qrScan = endpoint({
  method: 'POST',
  path: '/v3/private/qrcode/scan',
  kind: 'qrcode',
  token: true,
  request: QrUuidBody,
  result: Type.Object({
    /** "Chrome on Windows": what the device that showed the code says it is (its User-Agent) */
    device: Type.String(),
    /** ISO country of that device, or '' */
    country: Type.String(),
    /** the address the code was asked from, masked (203.0.113.*), or '' */
    ip: Type.String(),
    created_at: Type.String(),
    /** unix seconds */
    expire_time: Type.Integer(),
  }),
  codes: [RET_CODES.qrExpired, RET_CODES.qrHandled],
});
