import { Type } from 'typebox';

import { endpoint } from '../endpoint';
import { INIT_DATA_CODES, InitDataBody } from './init-data';

/**
 * TG-1: the mini app's first call: verifies the launch data and says whether
 * its Telegram account is linked (the page then offers auth-login, or
 * register-or-login).
 */
export const tgLaunch = endpoint({
  method: 'POST',
  path: '/user/public/telegram/launch',
  kind: 'miniApp',
  token: true,
  request: InitDataBody,
  result: Type.Object({ linked: Type.Boolean() }),
  codes: INIT_DATA_CODES,
});
