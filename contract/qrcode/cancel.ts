import { Type } from 'typebox';

import { endpoint } from '../endpoint';
import { RET_CODES } from '../ret-codes';
import { QrUuidBody } from './uuid';

/** LOGIN-7: the signed-in device that scanned the code refuses the request. */
export const qrCancel = endpoint({
  method: 'POST',
  path: '/v3/private/qrcode/cancel',
  kind: 'qrcode',
  token: true,
  request: QrUuidBody,
  result: Type.Object({ status: Type.Literal('cancelled') }),
  codes: [RET_CODES.qrExpired, RET_CODES.qrHandled],
});
