import { Type } from 'typebox';

import { endpoint } from '../endpoint';
import { StringOrInteger } from '../fields/string-or-integer';
import { RET_CODES } from '../ret-codes';
import { VerifyAnswer } from './answers';
import { RegistrationUuid } from './uuid';

/** REG-6: the code sent for a registration; a wrong one answers 30050 with `verify_result` 0 and the attempts left. */
export const registrationVerify = endpoint({
  method: 'POST',
  path: '/user/public/register/verify',
  kind: 'register',
  token: true,
  request: Type.Object({ uuid: RegistrationUuid, code: StringOrInteger() }),
  result: VerifyAnswer,
  codes: [RET_CODES.codeIncorrect, RET_CODES.codeAttemptsUsed, RET_CODES.codeExpired],
});
