import { createStore } from 'zustand/vanilla';

import type { Envelope } from '@/services/http';

/** Issue 26: a login waiting for its second step: the refusal that asked, and who waits for the answer. */
export interface PendingSecondStep {
  readonly refusal: Envelope<unknown>;
  readonly answer: (envelope: Envelope<unknown>) => void;
}

interface SecondStepState {
  readonly pending: PendingSecondStep | null;
}

/** The one login waiting for a second step (a page has one login at a time). */
export const secondStepStore = createStore<SecondStepState>(() => ({ pending: null }));

/**
 * The http client's second-step handler: shows the step and resolves with
 * the envelope to answer the waiting login with. A second ask while one is
 * open gives up the first (its login answers with its own refusal).
 */
export function askSecondStep(refusal: Envelope<unknown>): Promise<Envelope<unknown>> {
  return new Promise((resolve) => {
    const open = secondStepStore.getState().pending;
    open?.answer(open.refusal);
    secondStepStore.setState({
      pending: {
        refusal,
        answer: (envelope) => {
          secondStepStore.setState({ pending: null });
          resolve(envelope);
        },
      },
    });
  });
}
