import { Type } from 'typebox';

import { endpoint } from '../endpoint';
import { StringOrInteger } from '../fields/string-or-integer';
import { NoResult } from '../session';

/** REG-11: a partner's (cabital) report on a new account, kept with the account. */
export const cabitalPostRegister = endpoint({
  method: 'POST',
  path: '/v3/private/misc/cabital/post-register',
  kind: 'other',
  token: true,
  request: Type.Object({
    channel: Type.String({ minLength: 1, maxLength: 64 }),
    uuid: Type.String({ minLength: 1, maxLength: 64 }),
    status: StringOrInteger({ maxLength: 32 }),
  }),
  result: NoResult,
  codes: [],
});
