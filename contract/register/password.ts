import { endpoint } from '../endpoint';
import { SessionResult } from '../session';
import { PASSWORD_STEP_CODES, PasswordStepBody } from './password-fields';

/** REG-4: the last step of the new variants: the password creates the account and opens its session. */
export const registrationPassword = endpoint({
  method: 'POST',
  path: '/user/public/register/password',
  kind: 'register',
  token: true,
  request: PasswordStepBody,
  result: SessionResult,
  codes: PASSWORD_STEP_CODES,
});
