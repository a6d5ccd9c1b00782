import { endpoint } from '../endpoint';
import { SessionResult } from '../session';
import { LOGIN_CODES, LoginBody } from './login-fields';

/** LOGIN-3: the password login of the global site; a 31002 carries the wrong-password count (ERR-8). */
export const passwordLogin = endpoint({
  method: 'POST',
  path: '/login',
  kind: 'login',
  token: true,
  request: LoginBody,
  result: SessionResult,
  codes: LOGIN_CODES,
});
