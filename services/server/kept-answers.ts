/**
 * Answers of the api a page sends with it (UI-6's configuration, REG-12's
 * banner), kept per key for `ttlMs`: a stale one is served while a fresh one
 * is asked, so only the first page for a key waits for the api, and requests
 * in flight share one call. No answer (null) is never kept: the next page
 * asks again, and the browser asks for itself meanwhile.
 */
export function createKeptAnswers<T>(
  ask: (key: string) => Promise<T | null>,
  { ttlMs, now = () => Date.now() }: { readonly ttlMs: number; readonly now?: () => number },
): (key: string) => Promise<T | null> {
  const kept = new Map<string, { readonly answer: T; readonly at: number }>();
  const asking = new Map<string, Promise<T | null>>();
  const refresh = (key: string): Promise<T | null> => {
    let call = asking.get(key);
    if (!call) {
      call = ask(key).then((answer) => {
        asking.delete(key);
        if (answer !== null) kept.set(key, { answer, at: now() });
        return answer;
      });
      asking.set(key, call);
    }
    return call;
  };
  return async (key) => {
    const entry = kept.get(key);
    if (entry && ttlMs > 0) {
      if (now() - entry.at >= ttlMs) void refresh(key);
      return entry.answer;
    }
    return refresh(key);
  };
}

/** What a keeper of api answers for pages needs: the api, how long an answer is served as it is, and stand-ins for tests. */
export interface PageAnswerOptions {
  readonly apiOrigin: string;
  /** how long an answer is served as it is; after that it is served once more while a new one is asked */
  readonly ttlMs: number;
  readonly fetch?: typeof fetch;
  readonly now?: () => number;
}

/**
 * The process's one keeper made by `create`, for the api and lifetime the
 * environment names (a new one if they change, as in tests).
 */
export function processKeeper<K>(create: (options: PageAnswerOptions) => K): (apiOrigin: string, ttlMs: number) => K {
  let shared: { readonly key: string; readonly keeper: K } | null = null;
  return (apiOrigin, ttlMs) => {
    const key = `${apiOrigin}|${ttlMs}`;
    if (shared?.key !== key) shared = { key, keeper: create({ apiOrigin, ttlMs }) };
    return shared.keeper;
  };
}
