import { describe, expect, it } from 'vitest';

import { MINI_APP_CAMPAIGNS } from '@/config/mini-app-tasks';
import type { MiniAppLaunch } from '@/features/telegram/mini-app-launch';
import { taskDoneText, taskOf, taskStateOf } from '@/features/telegram/mini-app-task';
import { flattenTexts, loadLocaleFile } from '@/tests/support/locale-files';

describe('TG-8 the task page of the mini app (pure)', () => {
  const launch: MiniAppLaunch = { initData: 'query_id=1', user: null, platform: 'ios', version: '8.0' };

  it('TG-8 a task page names its campaign and task; missing or malformed ones are no task', () => {
    expect(taskOf('?campaignId=spring&taskId=visit-1')).toEqual({ campaignId: 'spring', taskId: 'visit-1' });
    expect(taskOf('?campaignId=spring')).toBeNull();
    expect(taskOf('?campaignId=a b&taskId=t')).toBeNull();
    expect(taskOf('')).toBeNull();
  });

  it('TG-8 a listed task is told by its name and the name of its campaign, first time or again; the ids never are', () => {
    expect(taskDoneText({ campaignId: 'spring', taskId: 'visit', first_time: true })).toEqual({
      key: 'task.doneNamed',
      taskName: 'campaigns.spring.tasks.visit',
      campaignName: 'campaigns.spring.name',
    });
    expect(taskDoneText({ campaignId: 'spring', taskId: 'invite', first_time: false })).toEqual({
      key: 'task.alreadyNamed',
      taskName: 'campaigns.spring.tasks.invite',
      campaignName: 'campaigns.spring.name',
    });
    const en = flattenTexts(loadLocaleFile('en', 'telegram'));
    for (const [campaignId, tasks] of Object.entries(MINI_APP_CAMPAIGNS)) {
      for (const taskId of tasks) {
        const text = taskDoneText({ campaignId, taskId, first_time: true });
        if (!('taskName' in text)) throw new Error(`${campaignId}/${taskId} is listed but not named`);
        expect(en.get(text.taskName)).toBeTruthy();
        expect(en.get(text.campaignName)).toBeTruthy();
      }
    }
  });

  it('TG-8 a task the mini app does not list is still told as done, without a name and without its ids', () => {
    expect(taskDoneText({ campaignId: 'spring', taskId: 'visit-123', first_time: true })).toEqual({
      key: 'task.doneText',
    });
    expect(taskDoneText({ campaignId: 'autumn', taskId: 'visit', first_time: false })).toEqual({
      key: 'task.alreadyText',
    });
    // an id that is a property of every object is no campaign
    expect(taskDoneText({ campaignId: 'constructor', taskId: 'visit', first_time: true })).toEqual({
      key: 'task.doneText',
    });
    const en = flattenTexts(loadLocaleFile('en', 'telegram'));
    for (const key of ['task.doneText', 'task.alreadyText']) expect(en.get(key)).not.toMatch(/{{/);
  });

  it('TG-8 the task page: outside first, then a missing task, then the completion', () => {
    const completion = { campaignId: 'c1', taskId: 't1', completed: true, first_time: true } as const;
    expect(taskStateOf({ kind: 'reading' }, false)).toEqual({ kind: 'reading' });
    expect(taskStateOf({ kind: 'outside' }, false)).toEqual({ kind: 'outside' });
    expect(taskStateOf({ kind: 'starting', launch }, false)).toEqual({ kind: 'missing' });
    expect(taskStateOf({ kind: 'starting', launch }, true)).toEqual({ kind: 'completing' });
    expect(taskStateOf({ kind: 'refused', launch, dialog: 'TG_AUTH_EXPIRED' }, true)).toEqual({
      kind: 'refused',
      dialog: 'TG_AUTH_EXPIRED',
    });
    expect(taskStateOf({ kind: 'failed', launch, error: null }, true)).toEqual({ kind: 'failed' });
    expect(taskStateOf({ kind: 'started', launch, result: completion }, true)).toEqual({ kind: 'done', completion });
  });
});
