import { Type } from 'typebox';

import { endpoint } from '../endpoint';
import { RET_CODES } from '../ret-codes';
import { SessionResult } from '../session';
import { ADMISSION_CODES } from './login-fields';

/** LOGIN-6: a quick-login token (`tmp_token`, single use) opens a session for its account. */
export const quickTokenLogin = endpoint({
  method: 'POST',
  path: '/user/public/quick_login',
  kind: 'login',
  token: true,
  request: Type.Object({ tmp_token: Type.String({ minLength: 1, maxLength: 256 }) }),
  result: SessionResult,
  codes: [RET_CODES.quickTokenInvalid, ...ADMISSION_CODES],
});
