import { Type } from 'typebox';

import { endpoint } from '../endpoint';
import { PasskeyItem } from './webauthn';

/** Passkeys: the signed-in account's passkeys, newest first. */
export const passkeyList = endpoint({
  method: 'GET',
  path: '/user/private/passkey/list',
  kind: 'security',
  token: true,
  request: Type.Object({}),
  result: Type.Object({ list: Type.Array(PasskeyItem) }),
  codes: [],
});
