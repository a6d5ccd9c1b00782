import { http } from 'msw';

import { ok } from '../envelope';

/** What POST /user/public/register/info answers (server/routes/register.ts): the registration and its next step. */
export const REGISTRATION_STARTED = { uuid: 'reg-uuid-1', step: 'verfiyCode' } as const;

/** A new account's session, as server/accounts/session-reply.ts shapes it. */
export const NEW_ACCOUNT_SESSION = {
  token: 'session-token-2002',
  user_id: 2002,
  uid: '2002',
  is_new_user: true,
  use_thirdparty: false,
  tg_bind_result: '',
} as const;

/** GET /register/countryCode: countries open to registration, dial codes as the seed stores them. */
export const REGISTER_COUNTRY_CODES = [
  { code: 'DE', dial_code: '+49', name: 'Germany' },
  { code: 'GB', dial_code: '+44', name: 'United Kingdom' },
] as const;

/**
 * REG-2, REG-4, REG-8, REG-9: the registration endpoints of every variant,
 * answering success. Not part of tests/msw/server.ts's defaults: a test that
 * drives the sign-up screen adds them with `server.use(...registrationHandlers)`.
 */
export const registrationHandlers = [
  http.post('*/x-api/user/public/risk/default-intercept', () => ok({ intercept: false })),
  http.post('*/x-api/user/public/register/info', () => ok(REGISTRATION_STARTED)),
  http.post('*/x-api/user/public/register/send/verify/item', () => ok(REGISTRATION_STARTED)),
  http.post('*/x-api/user/public/register/verify', () => ok({ verify_result: 1 })),
  http.get('*/x-api/user/public/register/verify/result', () => ok({ verify_result: 0 })),
  http.post('*/x-api/user/public/register/password', () => ok(NEW_ACCOUNT_SESSION)),
  http.post('*/x-api/verify/register/email', () => ok(REGISTRATION_STARTED)),
  http.post('*/x-api/verify/register/mobile', () => ok(REGISTRATION_STARTED)),
  http.post('*/x-api/register/email', () => ok(NEW_ACCOUNT_SESSION)),
  http.post('*/x-api/register/mobile', () => ok(NEW_ACCOUNT_SESSION)),
  http.get('*/x-api/register/countryCode', () => ok({ list: REGISTER_COUNTRY_CODES })),
];
