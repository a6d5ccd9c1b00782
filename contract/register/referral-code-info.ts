import { Type } from 'typebox';

import { endpoint } from '../endpoint';

/**
 * REG-11, AFF-5: whether a referral code is valid, its scene (0 normal,
 * 1 affiliate, 2 referral, 3 broker) and who invites with it.
 */
export const referralCodeInfo = endpoint({
  method: 'POST',
  path: '/s1/code/info',
  kind: 'other',
  token: true,
  request: Type.Object({ code: Type.String({ maxLength: 64 }) }),
  result: Type.Object({
    valid: Type.Boolean(),
    scene: Type.Integer(),
    tpl: Type.String(),
    info: Type.Object({ success: Type.Boolean() }),
    /** AFF-5: the inviter of a referral code (scene 2), for the landing to name them */
    inviter: Type.Union([
      Type.Object({ id: Type.String(), nickname: Type.String(), country: Type.String() }),
      Type.Null(),
    ]),
  }),
  codes: [],
});
