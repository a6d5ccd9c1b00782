import { CAPTCHA_INFO_TYPE, type MagpieChallenge } from '@/config/captcha';
import type { HttpClient } from '@/services/http';

/** CAP-8 answer: geetest fields (empty when geetest is not configured) and the magpie challenge. */
export interface CaptchaInfo {
  readonly gt: string;
  readonly challenge: string;
  /** 1 when geetest's server answered gt/challenge */
  readonly success: number;
  readonly newCaptcha: boolean;
  readonly sGt: string;
  readonly sChallenge: string;
  /** the in-house proof-of-work challenge; absent from a server without the newer captcha */
  readonly magpie?: MagpieChallenge;
}

/** login asks the v3 path, sign-up the user path (CAP-8) */
export type CaptchaInfoFlow = 'login' | 'signup';

export const CAPTCHA_INFO_PATHS: Readonly<Record<CaptchaInfoFlow, string>> = {
  login: '/v3/public/user/captcha-info',
  signup: '/user/public/captcha-info',
};

export interface CaptchaInfoRequest {
  readonly flow: CaptchaInfoFlow;
  /** the hashed device GUID */
  readonly loginName: string;
  /** binds the magpie challenge to the scene it is shown for */
  readonly scene?: number;
}

/** CAP-8: GET captcha-info (public: no user token is sent, HTTP-6). */
export async function fetchCaptchaInfo(
  client: Pick<HttpClient, 'get'>,
  { flow, loginName, scene }: CaptchaInfoRequest,
): Promise<CaptchaInfo> {
  const params = { type: CAPTCHA_INFO_TYPE, login_name: loginName, ...(scene === undefined ? {} : { scene }) };
  return (await client.get<CaptchaInfo>(CAPTCHA_INFO_PATHS[flow], { params })).result;
}

/** CAP-5: geetest can run only with the gt/challenge captcha-info handed out. */
export function isGeetestConfigured(info: Pick<CaptchaInfo, 'gt' | 'challenge' | 'success'>): boolean {
  return info.success === 1 && info.gt !== '' && info.challenge !== '';
}
