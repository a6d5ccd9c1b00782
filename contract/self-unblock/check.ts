import { Type } from 'typebox';

import { endpoint } from '../endpoint';
import { RET_CODES } from '../ret-codes';
import { SelfUnbindTokenBody } from './token';

/** SEC-3, LOGIN-12: the ban the token names, and whether it may be lifted now (times in unix seconds). */
export const selfUnbindCheck = endpoint({
  method: 'POST',
  path: '/user/public/self-unbind/check',
  kind: 'login',
  token: true,
  request: SelfUnbindTokenBody,
  result: Type.Object({
    is_self_help_baned: Type.Boolean(),
    baned_time: Type.Integer(),
    /** ban time + 24 h; 0 when the account is not under a self-help ban */
    unblock_time: Type.Integer(),
    can_unblock: Type.Boolean(),
    /** where the code goes, masked */
    send_to: Type.String(),
    channel: Type.Union([Type.Literal('email'), Type.Literal('sms')]),
  }),
  codes: [RET_CODES.unblockNoRequest],
});
