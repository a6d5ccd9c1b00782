import { createStore } from 'zustand/vanilla';

import { fetchWebConfig } from '@/services/api/config';

export type LoadStatus = 'idle' | 'loading' | 'ready' | 'failed';

interface ConfigState {
  readonly status: LoadStatus;
  readonly web: Readonly<Record<string, string>>;
}

/** UI-6: the web configuration the screens read (captcha, download, gray config). */
export function createConfigStore(fetcher: typeof fetchWebConfig = fetchWebConfig) {
  const store = createStore<ConfigState>(() => ({ status: 'idle', web: {} }));
  return {
    store,
    async load(): Promise<void> {
      if (store.getState().status === 'loading') return;
      store.setState({ status: 'loading' });
      try {
        store.setState({ status: 'ready', web: await fetcher() });
      } catch {
        // the request layer already told the visitor; screens fall back to defaults
        store.setState({ status: 'failed' });
      }
    },
  };
}

export const webConfig = createConfigStore();
