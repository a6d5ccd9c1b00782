import { CAPTCHA_KEY_VERSION } from '@/config/captcha';

/** CAP-1: fields every captcha payload carries besides its answer. */
interface PayloadTag<Type extends string> {
  readonly type: Type;
  readonly key_version: typeof CAPTCHA_KEY_VERSION;
}

export interface MagpiePayload extends PayloadTag<'magpie'> {
  readonly magpie_verify_info: { readonly token: string; readonly scene: number };
}

export interface TencentPayload extends PayloadTag<'qqcatpcha'> {
  readonly ticket: string;
  readonly randstr: string;
}

export interface RecaptchaPayload extends PayloadTag<'recaptcha'> {
  readonly g_recaptcha_response: string;
}

/**
 * Geetest v3 answer fields. The spec lists no geetest payload; these are the
 * names the geetest widget's `getValidate()` returns.
 */
export interface GeetestPayload extends PayloadTag<'geecaptcha'> {
  readonly geetest_challenge: string;
  readonly geetest_validate: string;
  readonly geetest_seccode: string;
}

/** What a solved captcha adds to a login or registration request body. */
export type CaptchaPayload = MagpiePayload | TencentPayload | RecaptchaPayload | GeetestPayload;

export function magpiePayload(token: string, scene: number): MagpiePayload {
  return { magpie_verify_info: { token, scene }, type: 'magpie', key_version: CAPTCHA_KEY_VERSION };
}

export function tencentPayload(ticket: string, randstr: string): TencentPayload {
  return { ticket, randstr, type: 'qqcatpcha', key_version: CAPTCHA_KEY_VERSION };
}

export function recaptchaPayload(response: string): RecaptchaPayload {
  return { g_recaptcha_response: response, type: 'recaptcha', key_version: CAPTCHA_KEY_VERSION };
}

export function geetestPayload(result: {
  readonly geetest_challenge: string;
  readonly geetest_validate: string;
  readonly geetest_seccode: string;
}): GeetestPayload {
  return {
    geetest_challenge: result.geetest_challenge,
    geetest_validate: result.geetest_validate,
    geetest_seccode: result.geetest_seccode,
    type: 'geecaptcha',
    key_version: CAPTCHA_KEY_VERSION,
  };
}
