import { endpoint } from '../endpoint';
import { SessionResult } from '../session';
import { PASSWORD_STEP_CODES, PasswordStepBody } from './password-fields';

/** REG-4: the password step of a regulated site; the account is created on the `site_id` it names. */
export const registrationCompliancePassword = endpoint({
  method: 'POST',
  path: '/user/public/register_compliance',
  kind: 'register',
  token: true,
  request: PasswordStepBody,
  result: SessionResult,
  codes: PASSWORD_STEP_CODES,
});
