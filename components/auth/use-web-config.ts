import { createContext, useContext, useEffect, useMemo, useSyncExternalStore } from 'react';

import { webConfig } from '@/stores/config-store';

/** UI-6: the configuration the page came with (page props), null when it came without. */
export const PageWebConfigContext = createContext<Readonly<Record<string, string>> | null>(null);

const unknownState = { status: 'idle' as const, web: {} };

/**
 * UI-6: the web configuration. The page's own renders on the server and in
 * the browser alike; without it, `{}` until the browser has loaded it.
 */
export function useWebConfig() {
  const seeded = useContext(PageWebConfigContext);
  const serverState = useMemo(() => (seeded ? { status: 'ready' as const, web: seeded } : unknownState), [seeded]);
  const state = useSyncExternalStore(webConfig.store.subscribe, webConfig.store.getState, () => serverState);
  useEffect(() => {
    if (webConfig.store.getState().status === 'idle') void webConfig.load();
  }, []);
  return state;
}
