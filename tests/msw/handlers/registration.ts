import { registrationCountryCodesFacts } from '@/contract/register/country-codes.facts';
import { registrationInfoFacts } from '@/contract/register/info.facts';
import { oldRegistrationEmailFacts } from '@/contract/register/old-register-email.facts';
import { oldRegistrationMobileFacts } from '@/contract/register/old-register-mobile.facts';
import { oldRegistrationSendEmailFacts } from '@/contract/register/old-send-email.facts';
import { oldRegistrationSendMobileFacts } from '@/contract/register/old-send-mobile.facts';
import { registrationPasswordFacts } from '@/contract/register/password.facts';
import { registrationResendFacts } from '@/contract/register/resend.facts';
import { registrationRiskInterceptFacts } from '@/contract/register/risk-intercept.facts';
import { registrationVerifyResultFacts } from '@/contract/register/verify-result.facts';
import { registrationVerifyFacts } from '@/contract/register/verify.facts';

import { answer } from '../answer';
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
  answer(registrationRiskInterceptFacts, () => ok({ intercept: false })),
  answer(registrationInfoFacts, () => ok(REGISTRATION_STARTED)),
  answer(registrationResendFacts, () => ok(REGISTRATION_STARTED)),
  answer(registrationVerifyFacts, () => ok({ verify_result: 1 })),
  answer(registrationVerifyResultFacts, () => ok({ verify_result: 0 })),
  answer(registrationPasswordFacts, () => ok(NEW_ACCOUNT_SESSION)),
  answer(oldRegistrationSendEmailFacts, () => ok(REGISTRATION_STARTED)),
  answer(oldRegistrationSendMobileFacts, () => ok(REGISTRATION_STARTED)),
  answer(oldRegistrationEmailFacts, () => ok(NEW_ACCOUNT_SESSION)),
  answer(oldRegistrationMobileFacts, () => ok(NEW_ACCOUNT_SESSION)),
  answer(registrationCountryCodesFacts, () => ok({ list: REGISTER_COUNTRY_CODES })),
];
