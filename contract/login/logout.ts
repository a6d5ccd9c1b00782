import { Type } from 'typebox';

import { endpoint } from '../endpoint';
import { NoResult } from '../session';

/** LOGIN-9: ends the session and clears its cookie; `rpProps` are the call's tracking properties. */
export const logoutSession = endpoint({
  method: 'POST',
  path: '/logout',
  kind: 'other',
  token: true,
  request: Type.Object({
    rpProps: Type.Optional(Type.Object({ sc: Type.Integer(), ec: Type.Integer() })),
  }),
  result: NoResult,
  codes: [],
});
