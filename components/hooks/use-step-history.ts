import { useCallback, useEffect, useRef } from 'react';

import {
  readStoredFlow,
  stepEntryOf,
  stepEntryState,
  stepHref,
  stepOfHref,
  storedFlowText,
  type StepEntry,
} from './step-history';

export interface StepHistoryOptions<S> {
  /** sessionStorage key of the flow (per page: two sign-up pages keep apart) */
  readonly storageKey: string;
  /** where the flow is now */
  readonly state: S;
  /** the first step with nothing typed */
  readonly start: S;
  /** the step's name in the address (`?step=`) */
  readonly stepOf: (state: S) => string;
  readonly firstStep: string;
  /** what is kept of a later step to resume it: JSON, never a password; null when the flow ended (nothing kept) */
  readonly keep: (state: S) => unknown;
  /** the state of `step` from what was kept, checked; null when it does not fit (then the first step) */
  readonly restore: (step: string, data: unknown) => S | null;
  /** the flow moves to a state restored or popped (it dispatches; the hook never renders) */
  readonly onMove: (state: S) => void;
}

export interface StepHistory {
  /** the previous step: the browser's Back when the entry before is this flow's, else the first step in place */
  readonly back: () => void;
}

function replaceEntry(entry: StepEntry, step: string | null): void {
  window.history.replaceState(stepEntryState(entry), '', stepHref(document.URL, step));
}

/**
 * Issue 39: a multi-step flow on one page gets a history entry per step
 * (`?step=code`), so the browser's Back and Forward move between its steps
 * and never leave the page for the one before it; and what the flow keeps
 * (sessionStorage: the registration or reset under way, never a password)
 * brings a reloaded step back, the code already sent still usable. What is
 * kept but stale, foreign or unreadable is ignored: the first step shows.
 *
 * The entries carry no `__N`, so Next's pages router leaves their popstate
 * to the page (router.js onPopState) instead of fetching the page's props
 * again; this app has no client-side navigation between pages (every link
 * loads its page), so no Next entry of another page is touched. The
 * address is read from document.URL (the same as location.href in a
 * browser; tests stand in for location).
 */
export function useStepHistory<S>(options: StepHistoryOptions<S>): StepHistory {
  const latest = useRef(options);
  latest.current = options;
  const entryRef = useRef<StepEntry | null>(null);
  /** the step the hook itself moved the flow to: its change pushes nothing */
  const movingRef = useRef<string | null>(null);
  const lastStateRef = useRef(options.state);

  /** The flow at `step` from what is kept; the first step (with what was typed, when kept) when it cannot be. */
  const resumed = useCallback((step: string): { state: S; step: string } => {
    const { storageKey, restore, start, firstStep } = latest.current;
    const stored = readStoredFlow(window.sessionStorage.getItem(storageKey), Date.now());
    const state = stored ? restore(step, stored.data) : null;
    if (state) return { state, step };
    const first = stored ? restore(firstStep, stored.data) : null;
    return { state: first ?? start, step: firstStep };
  }, []);

  const moveTo = useCallback((state: S) => {
    const { stepOf, onMove } = latest.current;
    if (state !== lastStateRef.current) movingRef.current = stepOf(state);
    onMove(state);
  }, []);

  // on arrival: the step the address names, when what is kept brings it back
  useEffect(() => {
    const { storageKey, firstStep } = latest.current;
    const named = stepOfHref(document.URL);
    const marker = stepEntryOf(window.history.state, storageKey);
    const index = marker?.index ?? 0;
    if (named && named !== firstStep) {
      const target = resumed(named);
      entryRef.current = { key: storageKey, step: target.step, index };
      replaceEntry(entryRef.current, target.step === firstStep ? null : target.step);
      moveTo(target.state);
      return;
    }
    entryRef.current = { key: storageKey, step: firstStep, index };
    replaceEntry(entryRef.current, null);
  }, [resumed, moveTo]);

  // Back and Forward between the flow's entries
  useEffect(() => {
    const onPopState = (event: PopStateEvent) => {
      const { storageKey, firstStep } = latest.current;
      const marker = stepEntryOf(event.state, storageKey);
      if (!marker) return;
      const target = resumed(marker.step);
      entryRef.current = { ...marker, step: target.step };
      if (target.step !== marker.step) replaceEntry(entryRef.current, target.step === firstStep ? null : target.step);
      moveTo(target.state);
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, [resumed, moveTo]);

  // the flow moved on its own: a new entry for a later step, the kept state updated
  const { state } = options;
  useEffect(() => {
    if (state === lastStateRef.current) return;
    lastStateRef.current = state;
    const entry = entryRef.current;
    if (!entry) return;
    const { storageKey, stepOf, firstStep, keep } = latest.current;
    const step = stepOf(state);
    const moved = movingRef.current === step;
    movingRef.current = null;
    if (step === firstStep) {
      if (moved) return;
      // the flow started over (another account, an expired registration): nothing of it is kept
      window.sessionStorage.removeItem(storageKey);
      entryRef.current = { ...entry, step };
      replaceEntry(entryRef.current, null);
      return;
    }
    const kept = keep(state);
    if (kept === null) {
      // the flow ended: nothing to resume; a reload shows the first step
      window.sessionStorage.removeItem(storageKey);
      entryRef.current = { ...entry, step };
      replaceEntry(entryRef.current, null);
      return;
    }
    window.sessionStorage.setItem(storageKey, storedFlowText(step, kept, Date.now()));
    if (moved || step === entry.step) return;
    entryRef.current = { key: storageKey, step, index: entry.index + 1 };
    window.history.pushState(stepEntryState(entryRef.current), '', stepHref(document.URL, step));
  }, [state]);

  const back = useCallback(() => {
    const entry = entryRef.current;
    if (entry && entry.index > 0 && stepEntryOf(window.history.state, entry.key)) {
      window.history.back();
      return;
    }
    const { firstStep, storageKey } = latest.current;
    const target = resumed(firstStep);
    entryRef.current = { key: storageKey, step: firstStep, index: 0 };
    replaceEntry(entryRef.current, null);
    moveTo(target.state);
  }, [resumed, moveTo]);

  return { back };
}
