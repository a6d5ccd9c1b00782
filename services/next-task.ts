interface YieldingScheduler {
  readonly yield?: () => Promise<void>;
}

/**
 * Resolves in a task of its own (`scheduler.yield` where the browser has it,
 * else a zero timeout), so that what runs after it does not lengthen the
 * task that awaited it: the page's start-up work in several short tasks
 * rather than one long one, the browser free to answer input in between.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: YieldingScheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
