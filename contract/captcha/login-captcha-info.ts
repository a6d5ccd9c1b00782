import { endpoint } from '../endpoint';
import { CaptchaInfo, CaptchaInfoQuery } from './captcha-info';

/** CAP-8: captcha-info for the login flow (the v3 path). Public (HTTP-6). */
export const loginCaptchaInfo = endpoint({
  method: 'GET',
  path: '/v3/public/user/captcha-info',
  kind: 'other',
  token: false,
  request: CaptchaInfoQuery,
  result: CaptchaInfo,
  codes: [],
});
