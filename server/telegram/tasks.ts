import type { Queryable } from '../db';

/**
 * TG-8: records that the Telegram account completed a mini-app task (with
 * the account it is linked to, if any); false when it had before.
 */
export async function recordTaskCompletion(
  db: Queryable,
  task: { readonly telegramId: number; readonly campaignId: string; readonly taskId: string },
  userId: string | null,
): Promise<boolean> {
  const { rows } = await db.query(
    `insert into miniapp_task_completions (telegram_id, campaign_id, task_id, user_id) values ($1, $2, $3, $4)
     on conflict do nothing returning telegram_id`,
    [task.telegramId, task.campaignId, task.taskId, userId],
  );
  return rows.length > 0;
}
