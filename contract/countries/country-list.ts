import { Type } from 'typebox';

import { endpoint } from '../endpoint';

const Flag = Type.Union([Type.Literal(0), Type.Literal(1)]);

/**
 * REG-9: the countries the forms offer; codes are ISO alpha-2 either way.
 * REG-10: `is_disable=1` adds the restricted ones, marked. Public (HTTP-6).
 */
export const countryList = endpoint({
  method: 'GET',
  path: '/v2/public/country-list',
  kind: 'other',
  token: false,
  request: Type.Object({ is_disable: Type.Optional(Flag), is_iso: Type.Optional(Flag) }),
  result: Type.Object({
    list: Type.Array(
      Type.Object({ code: Type.String(), name: Type.String(), dial_code: Type.String(), is_disable: Type.Boolean() }),
    ),
  }),
  codes: [],
});
