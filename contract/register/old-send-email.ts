import { Type } from 'typebox';

import { endpoint } from '../endpoint';
import { RegistrationStart } from './answers';
import { START_CODES, StartFields } from './start-fields';

/** REG-2 old variants: a code (or, with oldLink, an activation link) for an email. */
export const oldRegistrationSendEmail = endpoint({
  method: 'POST',
  path: '/verify/register/email',
  kind: 'register',
  token: true,
  request: Type.Object({ ...StartFields, email: Type.String({ maxLength: 128 }) }),
  result: RegistrationStart,
  codes: START_CODES,
});
