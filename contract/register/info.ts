import { Type } from 'typebox';

import { endpoint } from '../endpoint';
import { RegistrationStart } from './answers';
import { START_CODES, StartFields } from './start-fields';

/** REG-4: the first step of the new variants: the account, which is sent a code or an activation link. */
export const registrationInfo = endpoint({
  method: 'POST',
  path: '/user/public/register/info',
  kind: 'register',
  token: true,
  request: Type.Object(StartFields),
  result: RegistrationStart,
  codes: START_CODES,
});
