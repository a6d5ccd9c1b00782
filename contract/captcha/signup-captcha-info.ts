import { endpoint } from '../endpoint';
import { CaptchaInfo, CaptchaInfoQuery } from './captcha-info';

/** CAP-8: captcha-info for the sign-up flow (the user path); answers as the login one does. Public (HTTP-6). */
export const signupCaptchaInfo = endpoint({
  method: 'GET',
  path: '/user/public/captcha-info',
  kind: 'other',
  token: false,
  request: CaptchaInfoQuery,
  result: CaptchaInfo,
  codes: [],
});
