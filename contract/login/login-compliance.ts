import { endpoint } from '../endpoint';
import { SessionResult } from '../session';
import { LOGIN_CODES, LoginBody } from './login-fields';

/** LOGIN-3: the password login of a regulated site, which names itself in `site_id`. */
export const passwordLoginCompliance = endpoint({
  method: 'POST',
  path: '/user/public/login_compliance',
  kind: 'login',
  token: true,
  request: LoginBody,
  result: SessionResult,
  codes: LOGIN_CODES,
});
