import { Type } from 'typebox';

import { endpoint } from '../endpoint';

/** LOGIN-11, LOGIN-13: 0 the real trading environment, 1 the demo one. */
export const TradeEnv = Type.Enum([0, 1]);

/** LOGIN-11, LOGIN-13: moves the session to a trading environment (a demo-account login moves it to demo). */
export const tradeEnvSwitch = endpoint({
  method: 'POST',
  path: '/user/private/trade/switch',
  kind: 'other',
  token: true,
  request: Type.Object({ env: TradeEnv }),
  result: Type.Object({ env: TradeEnv }),
  codes: [],
});
