import { Type, type Static } from 'typebox';

import { endpoint } from '../endpoint';
import { RET_CODES } from '../ret-codes';
import { SelfUnbindToken } from './token';

/** SEC-3: what a 30050 wrong-code refusal carries. */
export const WrongCodeDetails = Type.Object({ attempts_left: Type.Integer({ minimum: 0 }) });
export type WrongCodeDetails = Static<typeof WrongCodeDetails>;

/** SEC-3: the code lifts the ban; a wrong one says how many tries are left (WrongCodeDetails). */
export const selfUnbindUnblock = endpoint({
  method: 'POST',
  path: '/user/public/self-unbind/unblock',
  kind: 'login',
  token: true,
  request: Type.Object({ self_unbind_token: SelfUnbindToken, code: Type.String({ minLength: 1, maxLength: 16 }) }),
  result: Type.Object({ unblocked: Type.Literal(true) }),
  codes: [
    RET_CODES.unblockNoRequest,
    RET_CODES.unblockTooEarly,
    RET_CODES.codeExpired,
    RET_CODES.codeAttemptsUsed,
    RET_CODES.codeIncorrect,
  ],
});
