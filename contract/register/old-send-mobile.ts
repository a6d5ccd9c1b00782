import { Type } from 'typebox';

import { endpoint } from '../endpoint';
import { StringOrInteger } from '../fields/string-or-integer';
import { RegistrationStart } from './answers';
import { START_CODES, StartFields } from './start-fields';

/** REG-2 old variants: a code by SMS for a mobile number. */
export const oldRegistrationSendMobile = endpoint({
  method: 'POST',
  path: '/verify/register/mobile',
  kind: 'register',
  token: true,
  request: Type.Object({ ...StartFields, mobile: StringOrInteger(), country_code: StringOrInteger() }),
  result: RegistrationStart,
  codes: START_CODES,
});
