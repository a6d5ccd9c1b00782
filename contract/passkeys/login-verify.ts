import { Type } from 'typebox';

import { endpoint } from '../endpoint';
import { ADMISSION_CODES } from '../login/login-fields';
import { RET_CODES } from '../ret-codes';
import { SessionResult } from '../session';
import { AuthenticationResponse, CeremonyId } from './webauthn';

/**
 * Passkeys: the browser's signed answer to the login options opens a session
 * for the passkey's account, through the one gate (a passkey is two factors:
 * no second step). A signature counter that did not increase is refused as
 * a cloned authenticator. Regulated sites name themselves as the password
 * login does (site_id, tr_login).
 */
export const passkeyLoginVerify = endpoint({
  method: 'POST',
  path: '/user/public/passkey/login/verify',
  kind: 'login',
  // HTTP-6 names the endpoints that carry no token; the api ignores it here
  token: true,
  request: Type.Object({
    ceremony: CeremonyId,
    response: AuthenticationResponse,
    site_id: Type.Optional(Type.String({ maxLength: 16 })),
    tr_login: Type.Optional(Type.Boolean()),
  }),
  result: SessionResult,
  codes: [
    RET_CODES.passkeyExpired,
    RET_CODES.passkeyRejected,
    RET_CODES.passkeyUnknown,
    RET_CODES.passkeyCloned,
    RET_CODES.passkeyWrongSite,
    ...ADMISSION_CODES,
  ],
});
