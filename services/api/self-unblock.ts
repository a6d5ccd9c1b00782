import Cookies from 'js-cookie';

import { http } from '@/services/http';

/** SEC-3: the cookie a login refused for a self-help ban leaves; the page sends its value in the payload. */
const SELF_UNBIND_COOKIE = 'self_unbind_token';

export function selfUnbindToken(): string | null {
  return Cookies.get(SELF_UNBIND_COOKIE) || null;
}

/** SEC-3: the ban the token names (times in unix seconds). */
export interface SelfUnbindState {
  readonly is_self_help_baned: boolean;
  readonly baned_time: number;
  readonly unblock_time: number;
  readonly can_unblock: boolean;
  /** where the code goes, masked */
  readonly send_to: string;
  readonly channel: 'email' | 'sms';
}

export async function checkSelfUnbind(token: string): Promise<SelfUnbindState> {
  return (await http.post<SelfUnbindState>('/user/public/self-unbind/check', { self_unbind_token: token })).result;
}

export async function sendUnblockCode(token: string): Promise<void> {
  await http.post('/user/public/self-unbind/send-code', { self_unbind_token: token });
}

export async function selfUnblock(token: string, code: string): Promise<void> {
  await http.post('/user/public/self-unbind/unblock', { self_unbind_token: token, code });
}
