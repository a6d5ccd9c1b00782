import { CAPTCHA_INFO_TYPE } from '@/config/captcha';
import type { CaptchaInfo } from '@/contract/captcha/captcha-info';
import type { loginCaptchaInfo } from '@/contract/captcha/login-captcha-info';
import type { signupCaptchaInfo } from '@/contract/captcha/signup-captcha-info';
import type { Facts } from '@/contract/endpoint';
import type { HttpClient } from '@/services/http';

/** CAP-8 answer: geetest fields (empty when geetest is not configured) and the magpie challenge. */
export type { CaptchaInfo };

/** login asks the v3 path, sign-up the user path (CAP-8) */
export type CaptchaInfoFlow = 'login' | 'signup';

/** CAP-8: public, so no user token is sent (HTTP-6). */
const LOGIN_CAPTCHA_INFO: Facts<typeof loginCaptchaInfo> = {
  method: 'GET',
  path: '/v3/public/user/captcha-info',
  kind: 'other',
  token: false,
};
const SIGNUP_CAPTCHA_INFO: Facts<typeof signupCaptchaInfo> = {
  method: 'GET',
  path: '/user/public/captcha-info',
  kind: 'other',
  token: false,
};

export const CAPTCHA_INFO_PATHS: Readonly<Record<CaptchaInfoFlow, string>> = {
  login: LOGIN_CAPTCHA_INFO.path,
  signup: SIGNUP_CAPTCHA_INFO.path,
};

export interface CaptchaInfoRequest {
  readonly flow: CaptchaInfoFlow;
  /** the hashed device GUID */
  readonly loginName: string;
  /** binds the magpie challenge to the scene it is shown for */
  readonly scene?: number;
}

/** CAP-8: GET captcha-info of the flow. */
export async function fetchCaptchaInfo(
  client: Pick<HttpClient, 'call'>,
  { flow, loginName, scene }: CaptchaInfoRequest,
): Promise<CaptchaInfo> {
  const query = { type: CAPTCHA_INFO_TYPE, login_name: loginName, ...(scene === undefined ? {} : { scene }) };
  const answer =
    flow === 'login' ? await client.call(LOGIN_CAPTCHA_INFO, query) : await client.call(SIGNUP_CAPTCHA_INFO, query);
  return answer.result;
}

/** CAP-5: geetest can run only with the gt/challenge captcha-info handed out. */
export function isGeetestConfigured(info: Pick<CaptchaInfo, 'gt' | 'challenge' | 'success'>): boolean {
  return info.success === 1 && info.gt !== '' && info.challenge !== '';
}
