import type { ResultOf } from '@/contract/endpoint';
import type { SessionResult } from '@/contract/session';
import { tgBindStatusFacts } from '@/contract/telegram/bind-status.facts';
import { tgBindFacts } from '@/contract/telegram/bind.facts';
import type { miniAppTaskComplete } from '@/contract/telegram/complete-task';
import { miniAppTaskCompleteFacts } from '@/contract/telegram/complete-task.facts';
import type { tgLaunch } from '@/contract/telegram/launch';
import { tgLaunchFacts } from '@/contract/telegram/launch.facts';
import { tgLoginFacts } from '@/contract/telegram/login.facts';
import type { CaptchaPayload } from '@/services/captcha/payloads';
import { http } from '@/services/http';

/**
 * The mini app's calls (docs/telegram.md). `initData` is the launch data
 * exactly as the platform gave it; the api verifies its signature (TG-9).
 */

/** TG-1: verifies the launch data and says whether its Telegram account is linked (TG-7 refusals name a dialog). */
export async function telegramLaunch(initData: string): Promise<ResultOf<typeof tgLaunch>> {
  return (await http.call(tgLaunchFacts, { tg_init_data: initData })).result;
}

/** TG-4: auth-login: a linked Telegram account opens its session with the launch data alone. */
export async function telegramLogin(initData: string): Promise<SessionResult> {
  return (await http.call(tgLoginFacts, { tg_init_data: initData })).result;
}

/** TG-5: 0 unbound, 1 bound. */
export async function telegramBindStatus(): Promise<number> {
  return Number((await http.call(tgBindStatusFacts, {})).result.bind_status);
}

/** TG-3, TG-5: links the signed-in account, after the security verification of scene 30093. */
export async function bindTelegram(initData: string, captcha: CaptchaPayload): Promise<void> {
  await http.call(tgBindFacts, { tg_init_data: initData, ...captcha });
}

export type TaskCompletion = ResultOf<typeof miniAppTaskComplete>;

/** TG-8: completes a mini-app task; the launch data travels in the TgToken header. */
export async function completeMiniAppTask(
  initData: string,
  task: { readonly campaignId: string; readonly taskId: string },
): Promise<TaskCompletion> {
  return (await http.call(miniAppTaskCompleteFacts, task, { headers: { TgToken: initData } })).result;
}
