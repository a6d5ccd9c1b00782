import { MINI_APP_CAMPAIGNS } from '@/config/mini-app-tasks';
import type { TaskCompletion } from '@/services/api/telegram';

import type { LaunchPhase, MiniAppAuthDialog } from './mini-app-launch';

/* The pure rules of the mini app's task page (TG-8): the task its address names, what the page shows, and how a completion is told. */

/** TG-8: the task a task page names (`?campaignId=&taskId=`), or null when either is missing or malformed. */
export function taskOf(search: string): { readonly campaignId: string; readonly taskId: string } | null {
  const query = new URLSearchParams(search);
  const campaignId = query.get('campaignId')?.trim() ?? '';
  const taskId = query.get('taskId')?.trim() ?? '';
  const valid = (v: string) => /^[A-Za-z0-9_.-]{1,64}$/.test(v);
  return valid(campaignId) && valid(taskId) ? { campaignId, taskId } : null;
}

/** What the task page shows (TG-8). */
export type TaskState =
  | { readonly kind: 'reading' }
  | { readonly kind: 'outside' }
  | { readonly kind: 'missing' }
  | { readonly kind: 'completing' }
  | { readonly kind: 'done'; readonly completion: TaskCompletion }
  | { readonly kind: 'failed' }
  | { readonly kind: 'refused'; readonly dialog: MiniAppAuthDialog };

/** TG-8: the task page from its launch phase and whether its address names a task. */
export function taskStateOf(phase: LaunchPhase<TaskCompletion>, named: boolean): TaskState {
  if (phase.kind === 'reading' || phase.kind === 'outside') return { kind: phase.kind };
  if (!named) return { kind: 'missing' };
  if (phase.kind === 'starting') return { kind: 'completing' };
  if (phase.kind === 'started') return { kind: 'done', completion: phase.result };
  if (phase.kind === 'refused') return { kind: 'refused', dialog: phase.dialog };
  return { kind: 'failed' };
}

/**
 * TG-8: what the task page says of a completed task, as keys of the
 * `telegram` namespace: the task and its campaign by their names when the
 * mini app lists them (config/mini-app-tasks.ts), else a sentence that names
 * neither. The ids of a link are never shown.
 */
export type TaskDoneText =
  | { readonly key: 'task.doneNamed' | 'task.alreadyNamed'; readonly taskName: string; readonly campaignName: string }
  | { readonly key: 'task.doneText' | 'task.alreadyText' };

export function taskDoneText(completion: Pick<TaskCompletion, 'campaignId' | 'taskId' | 'first_time'>): TaskDoneText {
  const { campaignId, taskId } = completion;
  const tasks = Object.hasOwn(MINI_APP_CAMPAIGNS, campaignId) ? MINI_APP_CAMPAIGNS[campaignId] : [];
  if (!tasks.includes(taskId)) return { key: completion.first_time ? 'task.doneText' : 'task.alreadyText' };
  return {
    key: completion.first_time ? 'task.doneNamed' : 'task.alreadyNamed',
    taskName: `campaigns.${campaignId}.tasks.${taskId}`,
    campaignName: `campaigns.${campaignId}.name`,
  };
}
