import { Type } from 'typebox';

import { endpoint } from '../endpoint';
import { ADMISSION_CODES } from '../login/login-fields';
import { RET_CODES } from '../ret-codes';
import { SessionResult } from '../session';
import { QrUuid } from './uuid';

/** LOGIN-7: where the code stands, asked by the browser that showed it; `confirmed` carries the session, once. */
export const qrStatus = endpoint({
  method: 'GET',
  path: '/v3/public/qrcode/status',
  kind: 'qrcode',
  token: true,
  request: Type.Object({ uuid: QrUuid, telegram_callback: Type.Optional(Type.String({ maxLength: 2048 })) }),
  result: Type.Union([
    Type.Object({
      status: Type.Union([
        Type.Literal('new'),
        Type.Literal('scanned'),
        Type.Literal('expired'),
        Type.Literal('cancelled'),
      ]),
      /** unix seconds */
      expire_time: Type.Integer(),
    }),
    Type.Intersect([Type.Object({ status: Type.Literal('confirmed') }), SessionResult]),
  ]),
  codes: [
    RET_CODES.qrExpired,
    // the session is refused as any login is
    ...ADMISSION_CODES,
  ],
});
