import { Type } from 'typebox';

import { endpoint } from '../endpoint';

/** REG-9: the countries open to registration, with their dial codes. */
export const registrationCountryCodes = endpoint({
  method: 'GET',
  path: '/register/countryCode',
  kind: 'register',
  token: true,
  request: Type.Object({}),
  result: Type.Object({
    list: Type.Array(
      Type.Object({
        /** ISO alpha-2 */
        code: Type.String(),
        /** '+44' */
        dial_code: Type.String(),
        name: Type.String(),
      }),
    ),
  }),
  codes: [],
});
