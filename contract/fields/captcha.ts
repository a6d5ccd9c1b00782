import { Type } from 'typebox';

import { StringOrInteger } from './string-or-integer';

/** An answer the captcha check reads and judges itself: any shape here, a wrong one is refused with 40301. */
const answer = () => Type.Optional(Type.Unknown());

/**
 * CAP-1: what a solved captcha adds to a login or registration body. Every
 * field is optional and of any shape here: a missing or wrong captcha is the
 * api's refusal 40301 (CAP-6, server/accounts/captcha-check.ts), not a
 * malformed request, and it counts as an attempt like any other.
 */
export const CaptchaFields = {
  /**
   * the captcha's type ('magpie', 'recaptcha', 'geecaptcha', 'qqcatpcha'); a
   * number is the account type (REG-1) of a page that sends the captcha's
   * type as `captcha_type`
   */
  type: Type.Optional(StringOrInteger()),
  captcha_type: answer(),
  key_version: answer(),
  magpie_verify_info: answer(),
  ticket: answer(),
  randstr: answer(),
  g_recaptcha_response: answer(),
  geetest_challenge: answer(),
  geetest_validate: answer(),
  geetest_seccode: answer(),
};
