import { Type } from 'typebox';

import { endpoint } from '../endpoint';
import { RET_CODES } from '../ret-codes';
import { VerifyAnswer } from './answers';
import { RegistrationUuid } from './uuid';

/** REG-2: the activation link of the mail, opened on /email-code-verify; it works once. */
export const registrationActivate = endpoint({
  method: 'POST',
  path: '/user/public/register/activate',
  kind: 'register',
  token: true,
  request: Type.Object({ uuid: RegistrationUuid, token: Type.String({ minLength: 1, maxLength: 128 }) }),
  result: VerifyAnswer,
  codes: [RET_CODES.linkInvalid, RET_CODES.codeExpired, RET_CODES.codeAttemptsUsed],
});
