import { loginCaptchaInfoFacts } from '@/contract/captcha/login-captcha-info.facts';
import { signupCaptchaInfoFacts } from '@/contract/captcha/signup-captcha-info.facts';
import { passwordLoginFacts } from '@/contract/login/login.facts';
import { qrGenerateFacts } from '@/contract/qrcode/generate.facts';
import { qrStatusFacts } from '@/contract/qrcode/status.facts';
import { registrationInfoFacts } from '@/contract/register/info.facts';
import { registrationPhonePermissionFacts } from '@/contract/register/phone-permission.facts';
import { thirdPartyLoginFacts } from '@/contract/thirdparty/login.facts';

import { answer } from '../answer';
import { ok } from '../envelope';

export const LOGIN_RESULT = { user_id: 1001, token: 'session-token-1001' } as const;
export const REGISTER_PERMISSION = { email: true, mobile: true } as const;
/** The shape the api answers (server/routes/captcha.ts): no geetest offline, the in-house challenge. */
export const CAPTCHA_INFO = {
  gt: '',
  challenge: '',
  success: 0,
  newCaptcha: true,
  sGt: '',
  sChallenge: '',
  magpie: {
    algorithm: 'SHA-256',
    challenge: 'c0ffee',
    salt: 'a1b2?expires=4102444800&',
    maxnumber: 30000,
    signature: 'sig',
  },
} as const;
export const QR_CODE = { uuid: 'qr-uuid-1', qr: 'bybit://login?uuid=qr-uuid-1' } as const;

/**
 * Login, registration, captcha and QR-code endpoints. POST /login stands in
 * for the login calls until the login feature brings its own handlers.
 */
export const authHandlers = [
  answer(passwordLoginFacts, () => ok(LOGIN_RESULT)),
  answer(thirdPartyLoginFacts, () => ok(LOGIN_RESULT)),
  answer(registrationInfoFacts, () => ok({})),
  answer(registrationPhonePermissionFacts, () => ok(REGISTER_PERMISSION)),
  answer(loginCaptchaInfoFacts, () => ok(CAPTCHA_INFO)),
  answer(signupCaptchaInfoFacts, () => ok(CAPTCHA_INFO)),
  answer(qrGenerateFacts, () => ok(QR_CODE)),
  answer(qrStatusFacts, () => ok({ status: 0 })),
];
