import { Type } from 'typebox';

import { endpoint } from '../endpoint';
import { CaptchaFields } from '../fields/captcha';
import { RET_CODES } from '../ret-codes';
import { RecoveryAccountFields } from './fields';

/**
 * Issue 27, /app/user/retrieve: the first step of a password reset. The
 * answer is the same, and as quick, whether or not the account exists: a
 * reset token and the seconds until another code may be asked for; a code
 * goes to the account's email (or SMS, for a mobile number) only when it
 * exists. One request a minute per account (30054), at most
 * RECOVERY_SENDS_PER_DAY a day per account name (31214, issue 36: the same
 * answer, as late, whether or not an account has the name), and the
 * network's limit.
 * No session is needed; like the login's, the call carries the visitor's
 * token when there is one (HTTP-6 names the only calls that never do).
 */
export const passwordResetSend = endpoint({
  method: 'POST',
  path: '/user/password/reset/send',
  kind: 'login',
  token: true,
  request: Type.Object({ ...RecoveryAccountFields, ...CaptchaFields }),
  result: Type.Object({
    reset_token: Type.String(),
    resend_in: Type.Integer({ minimum: 0 }),
  }),
  codes: [RET_CODES.ipLimit, RET_CODES.captchaFailed, RET_CODES.tooFrequent, RET_CODES.recoverySendLimit],
});
