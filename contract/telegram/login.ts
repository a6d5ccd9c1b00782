import { endpoint } from '../endpoint';
import { ADMISSION_CODES } from '../login/login-fields';
import { RET_CODES } from '../ret-codes';
import { SessionResult } from '../session';
import { INIT_DATA_CODES, InitDataBody } from './init-data';

/** TG-4: auth-login: a linked Telegram account opens its account's session with the launch data alone. */
export const tgLogin = endpoint({
  method: 'POST',
  path: '/user/public/telegram/login',
  kind: 'login',
  token: true,
  request: InitDataBody,
  result: SessionResult,
  codes: [...INIT_DATA_CODES, RET_CODES.telegramNotLinked, ...ADMISSION_CODES],
});
