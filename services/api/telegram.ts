import type { CaptchaPayload } from '@/services/captcha/payloads';
import { http } from '@/services/http';

import type { SessionResult } from './auth';

/**
 * The mini app's calls (docs/telegram.md). `initData` is the launch data
 * exactly as the platform gave it; the api verifies its signature (TG-9).
 */

/** TG-1: verifies the launch data and says whether its Telegram account is linked (TG-7 refusals name a dialog). */
export async function telegramLaunch(initData: string): Promise<{ readonly linked: boolean }> {
  return (await http.post<{ linked: boolean }>('/user/public/telegram/launch', { tg_init_data: initData })).result;
}

/** TG-4: auth-login: a linked Telegram account opens its session with the launch data alone. */
export async function telegramLogin(initData: string): Promise<SessionResult> {
  return (await http.post<SessionResult>('/user/public/telegram/login', { tg_init_data: initData })).result;
}

/** TG-5: 0 unbound, 1 bound. */
export async function telegramBindStatus(): Promise<number> {
  return Number((await http.get<{ bind_status: number }>('/user/private/telegram-bind-status')).result.bind_status);
}

/** TG-3, TG-5: links the signed-in account, after the security verification of scene 30093. */
export async function bindTelegram(initData: string, captcha: CaptchaPayload): Promise<void> {
  await http.post('/user/private/bind/telegram', { tg_init_data: initData, ...captcha });
}

export interface TaskCompletion {
  readonly completed: boolean;
  readonly first_time: boolean;
}

/** TG-8: completes a mini-app task; the launch data travels in the TgToken header. */
export async function completeMiniAppTask(
  initData: string,
  task: { readonly campaignId: string; readonly taskId: string },
): Promise<TaskCompletion> {
  const res = await http.post<TaskCompletion>('/fht/growth/miniapp/task/v1/complete_task', task, {
    headers: { TgToken: initData },
  });
  return res.result;
}
