import { createStore } from 'zustand/vanilla';

import { API_RETRY_MS } from '@/config/http';

import { webConfig } from './config-store';

interface ApiStatusState {
  /** false from the first request that got no usable answer until one does */
  readonly reachable: boolean;
  /** forms on the page that show the notice in their own alert; the shell shows it only when none does */
  readonly forms: number;
}

export interface ApiStatusOptions {
  /** a request that proves the api answers again (the web configuration: what forms need first) */
  readonly probe: () => Promise<unknown>;
  readonly setTimer?: (fn: () => void, ms: number) => unknown;
  readonly clearTimer?: (handle: unknown) => void;
}

/**
 * Whether the x-api answers. Every call that got no usable answer marks it
 * unreachable (one notice, whatever the number of failing calls); while it
 * is, a probe asks again with growing pauses (and at once when the browser
 * says it is back online), and any answer marks it reachable again, so a
 * page recovers by itself when its api returns.
 */
export function createApiStatus(options: ApiStatusOptions) {
  const setTimer = options.setTimer ?? ((fn: () => void, ms: number) => setTimeout(fn, ms));
  const clearTimer = options.clearTimer ?? ((handle: unknown) => clearTimeout(handle as ReturnType<typeof setTimeout>));
  const store = createStore<ApiStatusState>(() => ({ reachable: true, forms: 0 }));
  let attempt = 0;
  let timer: unknown = null;

  const schedule = () => {
    if (timer !== null) return;
    const ms = API_RETRY_MS[Math.min(attempt, API_RETRY_MS.length - 1)];
    attempt += 1;
    timer = setTimer(() => {
      timer = null;
      void retryNow();
    }, ms);
  };

  async function retryNow(): Promise<void> {
    if (store.getState().reachable) return;
    // the probe's answer (or failure) reaches markReachable / markUnreachable through the request layer
    await options.probe().catch(() => undefined);
    if (!store.getState().reachable) schedule();
  }

  return {
    store,
    markUnreachable(): void {
      if (store.getState().reachable) store.setState({ reachable: false });
      schedule();
    },
    markReachable(): void {
      attempt = 0;
      if (timer !== null) {
        clearTimer(timer);
        timer = null;
      }
      if (!store.getState().reachable) store.setState({ reachable: true });
    },
    /** Asks again now (the browser is back online, or the person pressed retry). */
    retryNow,
    /** A form shows the notice itself while mounted; returns its release. */
    claimNotice(): () => void {
      store.setState({ forms: store.getState().forms + 1 });
      return () => store.setState({ forms: store.getState().forms - 1 });
    },
  };
}

export type ApiStatus = ReturnType<typeof createApiStatus>;

/** The browser's api status: its probe reloads the web configuration, bypassing the response cache. */
export const apiStatus = createApiStatus({ probe: () => webConfig.refresh() });
