import { Type } from 'typebox';

import { EncryptedPasswordFields } from '../fields/password';
import { StringOrInteger } from '../fields/string-or-integer';
import { TelegramBindFields } from '../fields/telegram-bind';
import { RET_CODES } from '../ret-codes';
import { StartFields } from './start-fields';
import { RegistrationUuid } from './uuid';

/**
 * REG-2 old variants: the account again, the code it was sent (none after
 * an activation link) and the password, in one call; `uuid` names the
 * registration, else the account's newest open one is meant.
 */
export const OldRegisterFields = {
  ...StartFields,
  ...EncryptedPasswordFields,
  ...TelegramBindFields,
  code: Type.Optional(StringOrInteger()),
  uuid: Type.Optional(RegistrationUuid),
};

/** Its refusals: the account exists, the captcha, the code is wrong, used up or expired. */
export const OLD_REGISTER_CODES = [
  RET_CODES.accountExists,
  RET_CODES.captchaFailed,
  RET_CODES.codeIncorrect,
  RET_CODES.codeAttemptsUsed,
  RET_CODES.codeExpired,
  // the sign-up was started in another browser
  RET_CODES.registrationOtherBrowser,
] as const;
