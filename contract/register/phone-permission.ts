import { Type } from 'typebox';

import { endpoint } from '../endpoint';

/** REG-3, LOGIN-2: whether a site offers registration and login by mobile number (HTTP-6: public). */
export const registrationPhonePermission = endpoint({
  method: 'GET',
  path: '/register/permission_v2',
  kind: 'register',
  token: false,
  request: Type.Object({ site_id: Type.Optional(Type.String({ maxLength: 16 })) }),
  result: Type.Object({
    site_id: Type.String(),
    email: Type.Boolean(),
    mobile: Type.Boolean(),
    login_email: Type.Boolean(),
    login_mobile: Type.Boolean(),
  }),
  codes: [],
});
