import { Type } from 'typebox';

import { endpoint } from '../endpoint';
import { RET_CODES } from '../ret-codes';
import { CeremonyId, PasskeyItem, PasskeyName, RegistrationResponse } from './webauthn';

/** Passkeys: the browser's new credential for the options it was given is checked and kept under `name`. */
export const passkeyRegisterVerify = endpoint({
  method: 'POST',
  path: '/user/private/passkey/register/verify',
  kind: 'security',
  token: true,
  request: Type.Object({ ceremony: CeremonyId, name: PasskeyName, response: RegistrationResponse }),
  result: PasskeyItem,
  codes: [
    RET_CODES.reproofRequired,
    RET_CODES.passkeyExpired,
    RET_CODES.passkeyRejected,
    RET_CODES.passkeyWrongSite,
    RET_CODES.passkeyExists,
    RET_CODES.passkeyLimit,
  ],
});
