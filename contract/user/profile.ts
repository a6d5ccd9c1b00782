import { Type } from 'typebox';

import { endpoint } from '../endpoint';

/** LOGIN-10: the signed-in person; logged in means an id above zero. Contacts are masked. */
export const userProfile = endpoint({
  method: 'GET',
  path: '/v2/private/user/profile',
  kind: 'profile',
  token: true,
  request: Type.Object({}),
  result: Type.Object({
    id: Type.Integer(),
    uid: Type.String(),
    username: Type.String(),
    vague_email: Type.String(),
    vague_mobile: Type.String(),
    email_verified: Type.Boolean(),
    mobile_verified: Type.Boolean(),
    has_google2fa: Type.Boolean(),
    lang: Type.String(),
    status: Type.Integer(),
    /** AFF-1: how the person arrived, as recorded at sign-up; null when nothing was */
    attribution: Type.Union([Type.Record(Type.String(), Type.Unknown()), Type.Null()]),
  }),
  codes: [],
});
