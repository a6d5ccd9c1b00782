import { Type } from 'typebox';

import { CaptchaFields } from '../fields/captcha';
import { EncryptedPasswordFields } from '../fields/password';
import { TelegramBindFields } from '../fields/telegram-bind';
import { RET_CODES } from '../ret-codes';
import { RegistrationUuid } from './uuid';

/** REG-4: the password step's body, on the global site and on regulated ones. */
export const PasswordStepBody = Type.Object({
  uuid: RegistrationUuid,
  ...EncryptedPasswordFields,
  ...TelegramBindFields,
  /** the regulated site the account is created on (register_compliance) */
  site_id: Type.Optional(Type.String({ maxLength: 16 })),
  ...CaptchaFields,
});

/** The password step's refusals: the account exists meanwhile, the registration expired, the captcha. */
export const PASSWORD_STEP_CODES = [
  RET_CODES.accountExists,
  RET_CODES.codeExpired,
  RET_CODES.captchaFailed,
  // the sign-up was started in another browser: the uuid alone finishes nothing
  RET_CODES.registrationOtherBrowser,
] as const;
