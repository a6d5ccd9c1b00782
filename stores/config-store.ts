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
    /** UI-6: the configuration the page came with; an answer already in the store stays. */
    seed(web: Readonly<Record<string, string>>): void {
      if (store.getState().status !== 'ready') store.setState({ status: 'ready', web });
    },
    /** asks the api, unless it is being asked or the configuration is already here */
    async load(): Promise<void> {
      const { status } = store.getState();
      if (status === 'loading' || status === 'ready') return;
      store.setState({ status: 'loading' });
      try {
        store.setState({ status: 'ready', web: await fetcher() });
      } catch {
        // the request layer already told the visitor; screens fall back to defaults
        store.setState({ status: 'failed' });
      }
    },
    /**
     * Asks the api again, past the response cache: the probe of a page whose
     * api was unreachable. The configuration a page had stays if this fails.
     */
    async refresh(): Promise<void> {
      try {
        const web = await fetcher(undefined, { fresh: true });
        store.setState({ status: 'ready', web });
      } catch {
        if (store.getState().status !== 'ready') store.setState({ status: 'failed' });
      }
    },
  };
}

export const webConfig = createConfigStore();
