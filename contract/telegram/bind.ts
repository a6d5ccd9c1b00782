import { Type } from 'typebox';

import { endpoint } from '../endpoint';
import { CaptchaFields } from '../fields/captcha';
import { RET_CODES } from '../ret-codes';
import { INIT_DATA_CODES, TelegramInitData } from './init-data';

/**
 * TG-3, TG-5: links the signed-in account to the Telegram account of the
 * launch data, after the security verification of scene 30093. TG-6: either
 * side linked elsewhere is refused with its dialog.
 */
export const tgBind = endpoint({
  method: 'POST',
  path: '/user/private/bind/telegram',
  kind: 'telegramBind',
  token: true,
  request: Type.Object({ tg_init_data: TelegramInitData, ...CaptchaFields }),
  result: Type.Object({ bind_status: Type.Literal(1) }),
  codes: [RET_CODES.captchaFailed, ...INIT_DATA_CODES, RET_CODES.telegramTaken, RET_CODES.accountTaken],
});
