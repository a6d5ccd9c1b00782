import { Type } from 'typebox';

import { endpoint } from '../endpoint';
import { BindUidResult } from './one-people-bind';

/**
 * SEC-4: binds another account, by its uid, as the same person. The uid
 * (digits, surrounding spaces ignored) must name an existing account other
 * than the signed-in one: else 10001.
 */
export const onePeopleBindSet = endpoint({
  method: 'POST',
  path: '/user/private/one_people_bind/set',
  kind: 'other',
  token: true,
  request: Type.Object({ bind_uid: Type.String({ minLength: 1, maxLength: 20 }) }),
  result: BindUidResult,
  codes: [],
});
