import { Type } from 'typebox';

import { endpoint } from '../endpoint';
import { RET_CODES } from '../ret-codes';
import { QrUuidBody } from './uuid';

/** LOGIN-7: the signed-in device that scanned the code lets the other browser in. */
export const qrConfirm = endpoint({
  method: 'POST',
  path: '/v3/private/qrcode/confirm',
  kind: 'qrcode',
  token: true,
  request: QrUuidBody,
  result: Type.Object({ status: Type.Literal('confirmed') }),
  codes: [RET_CODES.qrExpired, RET_CODES.qrHandled],
});
