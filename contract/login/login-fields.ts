import { Type, type Static } from 'typebox';

import { CaptchaFields } from '../fields/captcha';
import { EncryptedPasswordFields } from '../fields/password';
import { StringOrInteger } from '../fields/string-or-integer';
import { TelegramBindFields } from '../fields/telegram-bind';
import { RET_CODES } from '../ret-codes';

/**
 * LOGIN-3: the password login's body, on the global site (/login) and on
 * regulated ones (login_compliance with their site_id).
 */
export const LoginBody = Type.Object({
  /** an email, or a national mobile number with `country_code` */
  login_name: Type.String({ minLength: 1, maxLength: 128 }),
  /** ISO alpha-2 ('GB') or a dial code ('44', '+44') */
  country_code: Type.Optional(StringOrInteger()),
  site_id: Type.Optional(Type.String({ maxLength: 16 })),
  /** REG-1: the account type (a string `type` is the captcha's, CAP-1) */
  register_type: Type.Optional(Type.Integer()),
  /** LOGIN-11, CAP-6: the Turkish login */
  tr_login: Type.Optional(Type.Unsafe<boolean | number>({ type: ['boolean', 'integer'] })),
  ...EncryptedPasswordFields,
  ...CaptchaFields,
  ...TelegramBindFields,
});

/** LOGIN-5, ERR-8: what a 31002 wrong-password refusal carries: the count so far; the page tells the attempts left from the first. */
export const WrongPasswordDetails = Type.Object({
  pass_err_count: Type.Integer({ minimum: 0 }),
  /** issue 36 item 3: the wrong password that locked the account: when the lock ends (Unix seconds) */
  locked_until: Type.Optional(Type.Integer({ minimum: 0 })),
});
export type WrongPasswordDetails = Static<typeof WrongPasswordDetails>;

/** LOGIN-12, DLG-3: the refusals of an account whose status keeps it from a session, however it proved itself. */
export const ACCOUNT_STATUS_CODES = [
  RET_CODES.accountBanned,
  RET_CODES.accountTerminated,
  RET_CODES.accountUpgrading,
] as const;

/**
 * The refusals of the one gate every way in passes once the person is proven
 * (server/accounts/admission.ts): the account's status, and DLG-5 the
 * jurisdiction of the site logged in on.
 */
export const ADMISSION_CODES = [
  ...ACCOUNT_STATUS_CODES,
  RET_CODES.jurisdictionRefused,
  // issue 26: the risk rules ask for a second step before the session
  RET_CODES.secondStepRequired,
] as const;

/**
 * LOGIN-5: the refusals of a proven-or-not password: wrong (with its count,
 * WrongPasswordDetails), or the account is locked (31030 with its end,
 * contract/fields/lock.ts LockDetails).
 */
export const PASSWORD_CODES = [RET_CODES.wrongPassword, RET_CODES.tooManyPasswordErrors] as const;

/**
 * The password login's refusals: too many from this network, the captcha,
 * the password, the account's status, DLG-5 the account's jurisdiction.
 */
export const LOGIN_CODES = [RET_CODES.ipLimit, RET_CODES.captchaFailed, ...PASSWORD_CODES, ...ADMISSION_CODES] as const;
