import { useEffect, useSyncExternalStore } from 'react';

import { webConfig } from '@/stores/config-store';

const serverState = { status: 'idle' as const, web: {} };

/** UI-6: the web configuration, loading it if nobody has yet; `{}` until it arrives. */
export function useWebConfig() {
  const state = useSyncExternalStore(webConfig.store.subscribe, webConfig.store.getState, () => serverState);
  useEffect(() => {
    if (webConfig.store.getState().status === 'idle') void webConfig.load();
  }, []);
  return state;
}
