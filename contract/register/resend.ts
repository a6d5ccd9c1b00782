import { Type } from 'typebox';

import { endpoint } from '../endpoint';
import { CaptchaFields } from '../fields/captcha';
import { RET_CODES } from '../ret-codes';
import { RegistrationStart } from './answers';
import { RegistrationUuid } from './uuid';

/** REG-4: another code or link for a registration, at most 5 sends, 60 s apart. */
export const registrationResend = endpoint({
  method: 'POST',
  path: '/user/public/register/send/verify/item',
  kind: 'register',
  token: true,
  request: Type.Object({ uuid: RegistrationUuid, ...CaptchaFields }),
  result: RegistrationStart,
  codes: [
    RET_CODES.captchaFailed,
    RET_CODES.accountExists,
    RET_CODES.codeExpired,
    RET_CODES.tooFrequent,
    RET_CODES.tooManySends,
  ],
});
