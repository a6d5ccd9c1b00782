import { Type } from 'typebox';

import { endpoint } from '../endpoint';
import { StringOrInteger } from '../fields/string-or-integer';

/** LOGIN-13: whether `data.token` is a live session of `data.user_id` (an id or a uid), for the app's conversion. */
export const conversionCheck = endpoint({
  method: 'POST',
  path: '/user/public/conversion/check',
  kind: 'other',
  token: true,
  request: Type.Object({
    source: Type.Optional(Type.String({ maxLength: 64 })),
    data: Type.Object({ user_id: StringOrInteger(), token: Type.String({ maxLength: 256 }) }),
  }),
  result: Type.Object({ valid: Type.Boolean() }),
  codes: [],
});
