import { Type } from 'typebox';

import { endpoint } from '../endpoint';
import { SessionResult } from '../session';
import { OLD_REGISTER_CODES, OldRegisterFields } from './old-register-fields';

/** REG-2 old variants: an email account, its code and its password create the account in one call. */
export const oldRegistrationEmail = endpoint({
  method: 'POST',
  path: '/register/email',
  kind: 'register',
  token: true,
  request: Type.Object({ ...OldRegisterFields, email: Type.String({ maxLength: 128 }) }),
  result: SessionResult,
  codes: OLD_REGISTER_CODES,
});
