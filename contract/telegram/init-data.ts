import { Type } from 'typebox';

import { RET_CODES } from '../ret-codes';

/** TG-9: the mini app's launch data exactly as the platform gave it; the api verifies its signature. */
export const TelegramInitData = Type.String({ maxLength: 8192 });

export const InitDataBody = Type.Object({ tg_init_data: TelegramInitData });

/** TG-7: launch data that did not verify (a refusal naming its dialog in `result.dialog`). */
export const INIT_DATA_CODES = [RET_CODES.telegramAuthFail, RET_CODES.telegramAuthExpired] as const;
