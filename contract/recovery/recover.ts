import { Type } from 'typebox';

import { endpoint } from '../endpoint';
import { RET_CODES } from '../ret-codes';
import { PasskeysRemoved, RecoveryCode, RecoveryToken } from './fields';
import { RecoveryMethodSchema } from './recover-start';

/**
 * Issue 27: a recovery code, or the code sent by email or SMS, turns every
 * second factor of the account off (its recovery codes dropped, no browser
 * trusted), ends every session, removes its passkeys (issue 36: the answer
 * says how many), and the account is told. Codes are counted towards the
 * account's lock like a login's second step (WrongCodeDetails; 30051 once
 * locked, with when the lock ends, LockDetails); the token works once.
 */
export const securityRecover = endpoint({
  method: 'POST',
  path: '/user/security/recover',
  kind: 'login',
  token: true,
  request: Type.Object({ recover_token: RecoveryToken, method: RecoveryMethodSchema, code: RecoveryCode }),
  result: Type.Object({ recovered: Type.Literal(true), passkeys_removed: PasskeysRemoved }),
  codes: [RET_CODES.recoveryExpired, RET_CODES.codeIncorrect, RET_CODES.codeAlreadyUsed, RET_CODES.codeAttemptsUsed],
});
