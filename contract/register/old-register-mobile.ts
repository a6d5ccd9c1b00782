import { Type } from 'typebox';

import { endpoint } from '../endpoint';
import { StringOrInteger } from '../fields/string-or-integer';
import { SessionResult } from '../session';
import { OLD_REGISTER_CODES, OldRegisterFields } from './old-register-fields';

/** REG-2 old variants: a mobile account, its code and its password create the account in one call. */
export const oldRegistrationMobile = endpoint({
  method: 'POST',
  path: '/register/mobile',
  kind: 'register',
  token: true,
  request: Type.Object({ ...OldRegisterFields, mobile: StringOrInteger(), country_code: StringOrInteger() }),
  result: SessionResult,
  codes: OLD_REGISTER_CODES,
});
