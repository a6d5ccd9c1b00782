import { Type } from 'typebox';

import { endpoint } from '../endpoint';

/**
 * SEC-5: the visitor's country, from the address the request came from.
 * REG-10: a visitor from a restricted country is not offered registration.
 * An unreadable country is a 10001.
 */
export const ipCountry = endpoint({
  method: 'GET',
  path: '/user/public/ip-country',
  kind: 'other',
  token: true,
  request: Type.Object({}),
  result: Type.Object({ code: Type.String(), is_visible: Type.Boolean(), group_country: Type.String() }),
  codes: [],
});
