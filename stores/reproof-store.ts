import { createStore } from 'zustand/vanilla';

import type { Envelope } from '@/services/http';

/** Issue 36: a security change waiting for the person to confirm it is them: what the refusal asked, and who waits. */
export interface PendingReproof {
  readonly refusal: Envelope<unknown>;
  /** true: the session proved itself (the change is sent again); false: the person gave up */
  readonly answer: (proved: boolean) => void;
}

interface ReproofState {
  readonly pending: PendingReproof | null;
}

/** The one re-proof being asked (the http client makes every change refused meanwhile wait for it). */
export const reproofStore = createStore<ReproofState>(() => ({ pending: null }));

/**
 * The http client's re-proof handler: shows the dialog and resolves with
 * whether the person proved it is them. An ask while one is open (another
 * client's) gives the open one up.
 */
export function askReproof(refusal: Envelope<unknown>): Promise<boolean> {
  return new Promise((resolve) => {
    reproofStore.getState().pending?.answer(false);
    const pending: PendingReproof = {
      refusal,
      answer: (proved) => {
        if (reproofStore.getState().pending === pending) reproofStore.setState({ pending: null });
        resolve(proved);
      },
    };
    reproofStore.setState({ pending });
  });
}
