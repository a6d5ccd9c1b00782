import { Type } from 'typebox';

import { endpoint } from '../endpoint';
import { RET_CODES } from '../ret-codes';
import { RecoveryToken } from './fields';

/**
 * Issue 27: sends (again) the code by email or SMS of a recovery; once a
 * minute (30054), at most RECOVERY_SENDS_PER_DAY a day per account (31214,
 * issue 36).
 */
export const securityRecoverSend = endpoint({
  method: 'POST',
  path: '/user/security/recover/send',
  kind: 'login',
  token: true,
  request: Type.Object({
    recover_token: RecoveryToken,
    method: Type.Union([Type.Literal('email'), Type.Literal('sms')]),
  }),
  result: Type.Object({ resend_in: Type.Integer({ minimum: 0 }) }),
  codes: [RET_CODES.recoveryExpired, RET_CODES.tooFrequent, RET_CODES.recoverySendLimit],
});
