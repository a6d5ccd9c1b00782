import { Type } from 'typebox';

import { endpoint } from '../endpoint';

const Country2 = Type.Array(Type.String({ pattern: '^[A-Z]{2}$' }));

/** DLG-2: which residents the residence guide sends to which site, and whether it shows at all. Public. */
export const residenceGuideConfig = endpoint({
  method: 'GET',
  path: '/v3/public/residence/guide-config',
  kind: 'other',
  token: true,
  request: Type.Object({}),
  result: Type.Object({
    guideConfigs: Type.Array(
      Type.Object({
        siteId: Type.Union([Type.Literal('EU'), Type.Literal('BYBIT'), Type.Literal('Default')]),
        country2: Country2,
      }),
    ),
    /** 'none' turns the guide off */
    showMode: Type.String(),
    /** residents of these countries must go (no "stay") */
    countries2: Country2,
  }),
  codes: [],
});
