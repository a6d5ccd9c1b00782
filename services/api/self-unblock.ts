import Cookies from 'js-cookie';

import type { ResultOf } from '@/contract/endpoint';
import type { selfUnbindCheck } from '@/contract/self-unblock/check';
import { selfUnbindCheckFacts } from '@/contract/self-unblock/check.facts';
import { selfUnbindSendCodeFacts } from '@/contract/self-unblock/send-code.facts';
import { selfUnbindUnblockFacts } from '@/contract/self-unblock/unblock.facts';
import { http } from '@/services/http';

/** SEC-3: the cookie a login refused for a self-help ban leaves; the page sends its value in the payload. */
const SELF_UNBIND_COOKIE = 'self_unbind_token';

export function selfUnbindToken(): string | null {
  return Cookies.get(SELF_UNBIND_COOKIE) || null;
}

/** SEC-3: the ban the token names (times in unix seconds). */
export type SelfUnbindState = ResultOf<typeof selfUnbindCheck>;

export async function checkSelfUnbind(token: string): Promise<SelfUnbindState> {
  return (await http.call(selfUnbindCheckFacts, { self_unbind_token: token })).result;
}

export async function sendUnblockCode(token: string): Promise<void> {
  await http.call(selfUnbindSendCodeFacts, { self_unbind_token: token });
}

export async function selfUnblock(token: string, code: string): Promise<void> {
  await http.call(selfUnbindUnblockFacts, { self_unbind_token: token, code });
}
