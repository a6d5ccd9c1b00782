import { CAPTCHA_INFO_TYPE } from '@/config/captcha';
import type { CaptchaInfo } from '@/contract/captcha/captcha-info';
import { loginCaptchaInfoFacts } from '@/contract/captcha/login-captcha-info.facts';
import { signupCaptchaInfoFacts } from '@/contract/captcha/signup-captcha-info.facts';
import type { HttpClient } from '@/services/http';

/** CAP-8 answer: geetest fields (empty when geetest is not configured) and the magpie challenge. */
export type { CaptchaInfo };

/** login asks the v3 path, sign-up the user path (CAP-8) */
export type CaptchaInfoFlow = 'login' | 'signup';

export const CAPTCHA_INFO_PATHS: Readonly<Record<CaptchaInfoFlow, string>> = {
  login: loginCaptchaInfoFacts.path,
  signup: signupCaptchaInfoFacts.path,
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
    flow === 'login'
      ? await client.call(loginCaptchaInfoFacts, query)
      : await client.call(signupCaptchaInfoFacts, query);
  return answer.result;
}

/** CAP-5: geetest can run only with the gt/challenge captcha-info handed out. */
export function isGeetestConfigured(info: Pick<CaptchaInfo, 'gt' | 'challenge' | 'success'>): boolean {
  return info.success === 1 && info.gt !== '' && info.challenge !== '';
}
