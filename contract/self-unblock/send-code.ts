import { Type } from 'typebox';

import { endpoint } from '../endpoint';
import { RET_CODES } from '../ret-codes';
import { SelfUnbindTokenBody } from './token';

/** SEC-3: a code to the account's email or phone; once a minute, five times per token. */
export const selfUnbindSendCode = endpoint({
  method: 'POST',
  path: '/user/public/self-unbind/send-code',
  kind: 'login',
  token: true,
  request: SelfUnbindTokenBody,
  result: Type.Object({
    sent: Type.Literal(true),
    /** seconds */
    resend_after: Type.Integer(),
  }),
  codes: [RET_CODES.unblockNoRequest, RET_CODES.unblockTooEarly, RET_CODES.tooFrequent, RET_CODES.tooManySends],
});
