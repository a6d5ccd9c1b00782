/** MW-6: where the visitor's referrers (host + path) are kept, newest last. */
export const BEHAVIOUR_PATH_KEY = 'BYBIT_BEHAVIOR_PATH_LIST';
export const BEHAVIOUR_PATH_LIMIT = 10;

/**
 * The list with the referrer's host and path appended. Query and fragment are
 * dropped (they can carry tokens); an empty or unparsable referrer, or one
 * equal to the newest entry, leaves the list as it is.
 */
export function appendBehaviourPath(
  list: readonly string[],
  referrer: string,
  limit: number = BEHAVIOUR_PATH_LIMIT,
): string[] {
  let entry: string;
  try {
    const url = new URL(referrer);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return [...list];
    entry = `${url.host}${url.pathname}`;
  } catch {
    return [...list];
  }
  if (list[list.length - 1] === entry) return [...list];
  return [...list, entry].slice(-limit);
}

export function readBehaviourPaths(storage: Storage): string[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(BEHAVIOUR_PATH_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((p): p is string => typeof p === 'string') : [];
  } catch {
    return [];
  }
}

/** Records `document.referrer` once per page load; storage failures are ignored. */
export function recordReferrer(referrer: string = document.referrer, storage?: Storage): void {
  if (!referrer) return;
  try {
    const store = storage ?? window.localStorage;
    const next = appendBehaviourPath(readBehaviourPaths(store), referrer);
    store.setItem(BEHAVIOUR_PATH_KEY, JSON.stringify(next));
  } catch {
    // storage disabled: nothing to record into
  }
}
