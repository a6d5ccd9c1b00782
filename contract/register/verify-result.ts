import { Type } from 'typebox';

import { endpoint } from '../endpoint';
import { VerifyAnswer } from './answers';
import { RegistrationUuid } from './uuid';

/** REG-2: whether the activation link was opened (the link step asks until it was). */
export const registrationVerifyResult = endpoint({
  method: 'GET',
  path: '/user/public/register/verify/result',
  kind: 'register',
  token: true,
  request: Type.Object({ uuid: RegistrationUuid }),
  result: VerifyAnswer,
  codes: [],
});
