import { Type } from 'typebox';

import { endpoint } from '../endpoint';

/** TG-5: unlinks the signed-in account's Telegram account. */
export const tgUnbind = endpoint({
  method: 'POST',
  path: '/user/private/unbind/telegram',
  kind: 'telegramBind',
  token: true,
  request: Type.Object({}),
  result: Type.Object({ bind_status: Type.Literal(0) }),
  codes: [],
});
