import { Type } from 'typebox';

import { endpoint } from '../endpoint';

/** TG-5: whether the signed-in account is linked to a Telegram account. */
export const tgBindStatus = endpoint({
  method: 'GET',
  path: '/user/private/telegram-bind-status',
  kind: 'telegramBind',
  token: true,
  request: Type.Object({}),
  /** 0 unbound, 1 bound */
  result: Type.Object({ bind_status: Type.Enum([0, 1]) }),
  codes: [],
});
