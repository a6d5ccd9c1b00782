import { Type } from 'typebox';

/**
 * LOGIN-8, TG-6: a login or registration in the mini app that links its
 * Telegram account along (`tg_bind` true or 1, with the launch data).
 */
export const TelegramBindFields = {
  tg_bind: Type.Optional(Type.Unsafe<boolean | number>({ type: ['boolean', 'integer'] })),
  tg_init_data: Type.Optional(Type.String({ maxLength: 8192 })),
};
