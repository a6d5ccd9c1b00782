import { Type } from 'typebox';

import { endpoint } from '../endpoint';
import { RET_CODES } from '../ret-codes';
import { NoResult } from '../session';
import { CredentialId } from './webauthn';

/** Passkeys: removes one of the signed-in account's passkeys; it no longer logs in. */
export const passkeyRemove = endpoint({
  method: 'POST',
  path: '/user/private/passkey/remove',
  kind: 'security',
  token: true,
  request: Type.Object({ id: CredentialId }),
  result: NoResult,
  codes: [RET_CODES.reproofRequired, RET_CODES.passkeyNotFound],
});
