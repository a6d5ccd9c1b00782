import { Type } from 'typebox';

import { endpoint } from '../endpoint';
import { RET_CODES } from '../ret-codes';
import { CeremonyId, RequestOptions } from './webauthn';

/**
 * Passkeys: the options a login with a passkey asks the browser with: no
 * account named (discoverable credentials), so the browser may offer the
 * passkeys in the login name's autofill (conditional UI) as well as on the
 * button. Valid 5 minutes, once, in this browser only.
 */
export const passkeyLoginOptions = endpoint({
  method: 'POST',
  path: '/user/public/passkey/login/options',
  kind: 'login',
  // HTTP-6 names the endpoints that carry no token; the api ignores it here
  token: true,
  request: Type.Object({}),
  result: Type.Object({ ceremony: CeremonyId, options: RequestOptions }),
  codes: [RET_CODES.passkeyWrongSite, RET_CODES.ipLimit],
});
