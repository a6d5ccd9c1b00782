import { createContext, useCallback, useContext, useEffect, useMemo, useSyncExternalStore } from 'react';

import { webConfig } from '@/stores/config-store';

/** UI-6: the configuration the page came with (page props), null when it came without. */
export const PageWebConfigContext = createContext<Readonly<Record<string, string>> | null>(null);

type WebConfigState = ReturnType<typeof webConfig.store.getState>;

const unknownState: WebConfigState = { status: 'idle', web: {} };

/**
 * UI-6: the web configuration. The page's own renders on the server and in
 * the browser alike; without it, `{}` until the browser has loaded it.
 * While the store holds what the server rendered with, the hook answers the
 * server's very object: React compares the two after hydrating, and a new
 * object would make it render every form of the page again, at once.
 */
export function useWebConfig() {
  const seeded = useContext(PageWebConfigContext);
  const serverState = useMemo<WebConfigState>(
    () => (seeded ? { status: 'ready', web: seeded } : unknownState),
    [seeded],
  );
  const current = useCallback((): WebConfigState => {
    const state = webConfig.store.getState();
    const same = state.status === serverState.status && (state.web === serverState.web || state.status === 'idle');
    return same ? serverState : state;
  }, [serverState]);
  const state = useSyncExternalStore(webConfig.store.subscribe, current, () => serverState);
  useEffect(() => {
    if (webConfig.store.getState().status === 'idle') void webConfig.load();
  }, []);
  return state;
}
