import { http } from 'msw';

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
  http.post('*/x-api/login', () => ok(LOGIN_RESULT)),
  http.post('*/x-api/user/public/login/thirdparty', () => ok(LOGIN_RESULT)),
  http.post('*/x-api/user/public/register/info', () => ok({})),
  http.get('*/x-api/register/permission_v2', () => ok(REGISTER_PERMISSION)),
  http.get('*/x-api/v3/public/user/captcha-info', () => ok(CAPTCHA_INFO)),
  http.get('*/x-api/user/public/captcha-info', () => ok(CAPTCHA_INFO)),
  http.get('*/x-api/v3/public/qrcode/generate', () => ok(QR_CODE)),
  http.get('*/x-api/v3/public/qrcode/status', () => ok({ status: 0 })),
];
