import { Type } from 'typebox';

import { endpoint } from '../endpoint';

/**
 * AFF-6: the nickname and head image of a referral code's inviter, by the id
 * and country /s1/code/info names; '' when they have none, and when another
 * country is asked for (never a refusal). Public.
 */
export const inviterHeadimg = endpoint({
  method: 'GET',
  path: '/v1/referral/public/headimg',
  kind: 'other',
  token: true,
  request: Type.Object({
    id: Type.String({ pattern: '^[0-9]{1,20}$' }),
    country: Type.Optional(Type.String({ pattern: '^([A-Za-z]{2})?$' })),
  }),
  result: Type.Object({ headimg: Type.String(), nickname: Type.String() }),
  codes: [],
});
