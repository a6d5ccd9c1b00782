import Cookies from 'js-cookie';

import type { Facts, ResultOf } from '@/contract/endpoint';
import type { selfUnbindCheck } from '@/contract/self-unblock/check';
import type { selfUnbindSendCode } from '@/contract/self-unblock/send-code';
import type { selfUnbindUnblock } from '@/contract/self-unblock/unblock';
import { http } from '@/services/http';

/** SEC-3: the cookie a login refused for a self-help ban leaves; the page sends its value in the payload. */
const SELF_UNBIND_COOKIE = 'self_unbind_token';

const CHECK: Facts<typeof selfUnbindCheck> = {
  method: 'POST',
  path: '/user/public/self-unbind/check',
  kind: 'login',
  token: true,
};
const SEND_CODE: Facts<typeof selfUnbindSendCode> = {
  method: 'POST',
  path: '/user/public/self-unbind/send-code',
  kind: 'login',
  token: true,
};
const UNBLOCK: Facts<typeof selfUnbindUnblock> = {
  method: 'POST',
  path: '/user/public/self-unbind/unblock',
  kind: 'login',
  token: true,
};

export function selfUnbindToken(): string | null {
  return Cookies.get(SELF_UNBIND_COOKIE) || null;
}

/** SEC-3: the ban the token names (times in unix seconds). */
export type SelfUnbindState = ResultOf<typeof selfUnbindCheck>;

export async function checkSelfUnbind(token: string): Promise<SelfUnbindState> {
  return (await http.call(CHECK, { self_unbind_token: token })).result;
}

export async function sendUnblockCode(token: string): Promise<void> {
  await http.call(SEND_CODE, { self_unbind_token: token });
}

export async function selfUnblock(token: string, code: string): Promise<void> {
  await http.call(UNBLOCK, { self_unbind_token: token, code });
}
