import { Type } from 'typebox';

import { endpoint } from '../endpoint';
import { RET_CODES } from '../ret-codes';
import { CeremonyId, CreationOptions } from './webauthn';

/**
 * Passkeys: the options a signed-in browser creates a passkey with
 * (discoverable, user verification preferred, the account's passkeys
 * excluded), valid 5 minutes, once, in this browser only. The page's
 * address must be one we serve (the relying party is its site's domain).
 */
export const passkeyRegisterOptions = endpoint({
  method: 'POST',
  path: '/user/private/passkey/register/options',
  kind: 'security',
  token: true,
  request: Type.Object({}),
  result: Type.Object({ ceremony: CeremonyId, options: CreationOptions }),
  codes: [RET_CODES.reproofRequired, RET_CODES.passkeyWrongSite, RET_CODES.passkeyLimit],
});
