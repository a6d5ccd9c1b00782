import {
  readStoredFlow,
  stepEntryOf,
  stepEntryState,
  stepHref,
  stepOfHref,
  storedFlowText,
  type StepEntry,
} from './step-history';
import type { RestoreStep, StepHistoryOptions } from './use-step-history';

/** What useStepHistory asks of its controller, loaded on demand (import()) when the flow first needs it. */
export interface StepHistoryController<S> {
  /** the page was opened on a step's address (a reload, Back or Forward into the page): that step, if kept */
  arrive(): void;
  /** the browser moved to an entry of the flow */
  popped(state: unknown): void;
  /** the flow's state changed (on its own, or as moved by the controller) */
  changed(state: S): void;
  /** the step before */
  back(): void;
}

function replaceEntry(entry: StepEntry, step: string | null): void {
  window.history.replaceState(stepEntryState(entry), '', stepHref(document.URL, step));
}

/**
 * Issue 39: the history and storage work of useStepHistory (see there),
 * apart so that a first step nobody moves on from loads none of it.
 * `options` is read afresh at each call (the hook's latest).
 */
export function stepHistoryController<S>(
  options: { readonly current: StepHistoryOptions<S> },
  restore: RestoreStep<S>,
): StepHistoryController<S> {
  let entry: StepEntry | null = null;
  /** the step the controller itself moved the flow to: its change pushes nothing */
  let moving: string | null = null;

  /** the entry the page is on: its marker, else the first step's, as the page was opened */
  const currentEntry = (): StepEntry => {
    if (entry) return entry;
    const { storageKey, firstStep } = options.current;
    entry = stepEntryOf(window.history.state, storageKey) ?? { key: storageKey, step: firstStep, index: 0 };
    return entry;
  };

  /** The flow at `step` from what is kept; the first step (with what was typed, when kept) when it cannot be. */
  const resumed = (step: string): { state: S; step: string } => {
    const { storageKey, start, firstStep } = options.current;
    const stored = readStoredFlow(window.sessionStorage.getItem(storageKey), Date.now());
    const state = stored ? restore(step, stored.data) : null;
    if (state) return { state, step };
    const first = stored ? restore(firstStep, stored.data) : null;
    return { state: first ?? start, step: firstStep };
  };

  const moveTo = (state: S) => {
    const { stepOf, onMove } = options.current;
    if (state !== options.current.state) moving = stepOf(state);
    onMove(state);
  };

  return {
    arrive() {
      const { firstStep, storageKey } = options.current;
      const named = stepOfHref(document.URL);
      const index = stepEntryOf(window.history.state, storageKey)?.index ?? 0;
      const target = named && named !== firstStep ? resumed(named) : { state: null, step: firstStep };
      entry = { key: storageKey, step: target.step, index };
      replaceEntry(entry, target.step === firstStep ? null : target.step);
      if (target.state !== null) moveTo(target.state);
    },

    popped(historyState) {
      const { storageKey, firstStep } = options.current;
      // an entry of this page Next's router wrote over (it marks the page's entry as it loads, a
      // moment after a reload) is read by its address, and marked the flow's again
      const marker = stepEntryOf(historyState, storageKey) ?? {
        key: storageKey,
        step: stepOfHref(document.URL) ?? firstStep,
        index: 0,
      };
      const target = resumed(marker.step);
      entry = { ...marker, step: target.step };
      if (target.step !== marker.step || !stepEntryOf(historyState, storageKey)) {
        replaceEntry(entry, target.step === firstStep ? null : target.step);
      }
      moveTo(target.state);
    },

    changed(state) {
      const { storageKey, stepOf, firstStep, keep } = options.current;
      const at = currentEntry();
      const step = stepOf(state);
      const moved = moving === step;
      moving = null;
      if (step === firstStep) {
        if (moved) return;
        // the flow started over (another account, an expired registration): nothing of it is kept
        window.sessionStorage.removeItem(storageKey);
        entry = { ...at, step };
        replaceEntry(entry, null);
        return;
      }
      const kept = keep(state);
      if (kept === null) {
        // the flow ended: nothing to resume; a reload shows the first step
        window.sessionStorage.removeItem(storageKey);
        entry = { ...at, step };
        replaceEntry(entry, null);
        return;
      }
      window.sessionStorage.setItem(storageKey, storedFlowText(step, kept, Date.now()));
      if (moved || step === at.step) return;
      // the page's own entry is marked as the flow's first step, so Back to it is the flow's
      if (!stepEntryOf(window.history.state, storageKey)) replaceEntry(at, stepOfHref(document.URL));
      entry = { key: storageKey, step, index: at.index + 1 };
      window.history.pushState(stepEntryState(entry), '', stepHref(document.URL, step));
    },

    back() {
      const at = currentEntry();
      if (at.index > 0 && stepEntryOf(window.history.state, at.key)) {
        window.history.back();
        return;
      }
      const { firstStep, storageKey } = options.current;
      const target = resumed(firstStep);
      entry = { key: storageKey, step: firstStep, index: 0 };
      replaceEntry(entry, null);
      moveTo(target.state);
    },
  };
}
