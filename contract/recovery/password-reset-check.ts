import { Type } from 'typebox';

import { endpoint } from '../endpoint';
import { RET_CODES } from '../ret-codes';
import { RecoveryCode, RecoveryToken } from './fields';

/**
 * Issue 27: the code the reset sent. Right once: the reset may then set a
 * password, and the answer says whether the account has an authenticator
 * app, whose code the last step asks for. A wrong code says the tries left
 * before the account locks (WrongCodeDetails, 0 on the one that locked it);
 * 30051: the account is locked by wrong codes; 30052: the code expired.
 */
export const passwordResetCheck = endpoint({
  method: 'POST',
  path: '/user/password/reset/check',
  kind: 'login',
  token: true,
  request: Type.Object({ reset_token: RecoveryToken, code: RecoveryCode }),
  result: Type.Object({ authenticator: Type.Boolean() }),
  codes: [
    RET_CODES.codeIncorrect,
    RET_CODES.codeAlreadyUsed,
    RET_CODES.codeAttemptsUsed,
    RET_CODES.codeExpired,
    RET_CODES.recoveryExpired,
  ],
});
