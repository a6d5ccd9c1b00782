import { Type } from 'typebox';

import { endpoint } from '../endpoint';
import { BindUidResult } from './one-people-bind';

/** SEC-4: the other account bound to the signed-in one as the same person. */
export const onePeopleBindGet = endpoint({
  method: 'GET',
  path: '/user/private/one_people_bind/get',
  kind: 'other',
  token: true,
  request: Type.Object({}),
  result: BindUidResult,
  codes: [],
});
