import { useEffect, useState } from 'react';

import { completeMiniAppTask } from '@/services/api/telegram';
import { alertMessageOf } from '@/services/errors/screen-errors';

import { taskOf, taskStateOf } from './mini-app-task';
import { useMiniAppLaunch } from './use-mini-app-launch';

/**
 * TG-8: the task page's flow: with the launch of the mini app, the task the
 * address names (`?campaignId=&taskId=`) is completed, the launch data in
 * the TgToken header; `retry` asks again after a failure.
 */
export function useMiniAppTask() {
  // the query is the browser's: read after hydration, before the launch has been read
  const [search, setSearch] = useState<string | null>(null);
  useEffect(() => setSearch(window.location.search), []);
  const task = search === null ? null : taskOf(search);

  const { phase, launch, authDialog, closeAuthDialog, retry } = useMiniAppLaunch(
    (found) => (task ? completeMiniAppTask(found.initData, task) : Promise.reject(new Error('no task named'))),
    { enabled: task !== null },
  );

  return {
    state: taskStateOf(phase, task !== null),
    launch,
    alert: phase.kind === 'failed' ? alertMessageOf(phase.error) : null,
    authDialog,
    closeAuthDialog,
    retry,
  };
}
