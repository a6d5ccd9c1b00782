import { Type } from 'typebox';

import { endpoint } from '../endpoint';

/** AFF-6: the value a share token stands for; '' when the token is unknown (never a refusal). Public. */
export const shareInfo = endpoint({
  method: 'GET',
  path: '/fiat/public/channel/common-share-info',
  kind: 'other',
  token: true,
  request: Type.Object({ token: Type.String({ pattern: '^[A-Za-z0-9_-]{1,64}$' }) }),
  result: Type.Object({ value: Type.String() }),
  codes: [],
});
