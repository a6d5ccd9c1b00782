import { Type } from 'typebox';

import { StringOrInteger } from './string-or-integer';

/** Answers of the third-party captchas; a token longer than this is no answer. */
const ANSWER_MAX_LENGTH = 4096;

const answer = () => Type.Optional(Type.String({ maxLength: ANSWER_MAX_LENGTH }));

/**
 * CAP-1: what a solved captcha adds to a login or registration body. Every
 * field is optional here: a missing or wrong captcha is the api's refusal
 * 40301 (CAP-6), not a malformed request.
 */
export const CaptchaFields = {
  /**
   * the captcha's type ('magpie', 'recaptcha', 'geecaptcha', 'qqcatpcha'); a
   * number is the account type (REG-1) of a page that sends the captcha's
   * type as `captcha_type`
   */
  type: Type.Optional(StringOrInteger({ maxLength: 32 })),
  captcha_type: Type.Optional(Type.String({ maxLength: 32 })),
  key_version: Type.Optional(Type.String({ maxLength: 16 })),
  magpie_verify_info: Type.Optional(
    Type.Object({ token: Type.String({ maxLength: ANSWER_MAX_LENGTH }), scene: Type.Integer() }),
  ),
  ticket: answer(),
  randstr: answer(),
  g_recaptcha_response: answer(),
  geetest_challenge: answer(),
  geetest_validate: answer(),
  geetest_seccode: answer(),
};
