import { Type } from 'typebox';

import { endpoint } from '../endpoint';
import { CaptchaFields } from '../fields/captcha';
import { EncryptedPasswordFields } from '../fields/password';
import { ADMISSION_CODES, PASSWORD_CODES } from '../login/login-fields';
import { RET_CODES } from '../ret-codes';
import { SessionResult } from '../session';

/**
 * LOGIN-6: the existing account's password links the provider's identity
 * to it, under the login's per-network limit, captcha and wrong-password lock
 * (a 31002 carries the count, as on the login).
 */
export const thirdPartyLink = endpoint({
  method: 'POST',
  path: '/user/public/login/thirdparty/link',
  kind: 'thirdPartyLogin',
  token: true,
  request: Type.Object({
    link_token: Type.String({ minLength: 1, maxLength: 256 }),
    ...EncryptedPasswordFields,
    ...CaptchaFields,
  }),
  result: SessionResult,
  codes: [
    RET_CODES.ipLimit,
    RET_CODES.captchaFailed,
    RET_CODES.thirdPartyLinkExpired,
    ...PASSWORD_CODES,
    ...ADMISSION_CODES,
  ],
});
