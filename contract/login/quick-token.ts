import { Type } from 'typebox';

import { endpoint } from '../endpoint';

/** LOGIN-6: a signed-in device makes a quick-login token another one logs in with (single use, 2 minutes). */
export const quickTokenIssue = endpoint({
  method: 'POST',
  path: '/user/private/quick_token',
  kind: 'other',
  token: true,
  request: Type.Object({}),
  result: Type.Object({
    tmp_token: Type.String(),
    /** seconds */
    expires_in: Type.Integer(),
  }),
  codes: [],
});
