import { Type } from 'typebox';

import { endpoint } from '../endpoint';
import { ADMISSION_CODES } from '../login/login-fields';
import { RET_CODES } from '../ret-codes';
import { SessionResult } from '../session';
import { ProviderName } from './provider';

/**
 * LOGIN-6: a verified identity becomes a session: the code and state the
 * provider sent back (the code flow), or a bare `id_token` (the app's own
 * sign-in). 33201 asks for the password of the account the email has
 * (LinkRequiredDetails).
 */
export const thirdPartyLogin = endpoint({
  method: 'POST',
  path: '/user/public/login/thirdparty',
  kind: 'thirdPartyLogin',
  token: true,
  request: Type.Object({
    provider: ProviderName,
    id_token: Type.Optional(Type.String({ minLength: 1, maxLength: 8192 })),
    code: Type.Optional(Type.String({ minLength: 1, maxLength: 2048 })),
    state: Type.Optional(Type.String({ minLength: 1, maxLength: 512 })),
    iss: Type.Optional(Type.String({ maxLength: 512 })),
  }),
  result: SessionResult,
  codes: [RET_CODES.thirdPartyLinkRequired, RET_CODES.thirdPartyFlowExpired, ...ADMISSION_CODES],
});
