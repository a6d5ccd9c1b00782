import { useCallback, useEffect, useRef } from 'react';

import type { StepHistoryController } from './step-history-controller';

/** The state of `step` from what was kept, checked; null when it does not fit. */
export type RestoreStep<S> = (step: string, data: unknown) => S | null;

interface StepHistoryBase<S> {
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
  /** the flow moves to a state restored or popped (it dispatches; the hook never renders) */
  readonly onMove: (state: S) => void;
}

/**
 * The check that makes the state of `step` from what was kept (null when it
 * does not fit: then the first step): `restore` when the flow's module has it
 * anyway, or `loadRestore`, loaded with the controller when the flow first
 * needs it, so the first screen carries none of it.
 */
export type StepHistoryOptions<S> = StepHistoryBase<S> &
  (
    | { readonly restore: RestoreStep<S>; readonly loadRestore?: never }
    | { readonly loadRestore: () => Promise<RestoreStep<S>>; readonly restore?: never }
  );

export interface StepHistory {
  /** the previous step: the browser's Back when the entry before is this flow's, else the first step in place */
  readonly back: () => void;
}

/** The flow's restore: its own, or loaded. */
function restoreOf<S>(options: StepHistoryOptions<S>): RestoreStep<S> | Promise<RestoreStep<S>> {
  return options.loadRestore ? options.loadRestore() : options.restore;
}

/** A history entry's state names a flow (its marker, step-history.ts): cheap to tell before loading anything. */
function isFlowEntry(state: unknown): boolean {
  return typeof state === 'object' && state !== null && '__xStep' in state;
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
 * browser; tests stand in for location). The work itself
 * (step-history-controller.ts) loads when the flow first needs it: a step
 * in the address, an entry popped, or the flow moving on.
 */
export function useStepHistory<S>(options: StepHistoryOptions<S>): StepHistory {
  const latest = useRef(options);
  latest.current = options;
  const lastStateRef = useRef(options.state);
  const controllerRef = useRef<Promise<StepHistoryController<S>> | null>(null);

  const controller = useCallback(() => {
    controllerRef.current ??= Promise.all([
      import('./step-history-controller').then((m) => m.stepHistoryController),
      restoreOf(latest.current),
    ]).then(([make, restore]) => make(latest, restore));
    return controllerRef.current;
  }, []);

  // on arrival on a step's address, and Back and Forward between the flow's entries
  useEffect(() => {
    if (new URL(document.URL).searchParams.has('step')) void controller().then((c) => c.arrive());
    const onPopState = (event: PopStateEvent) => {
      const ours = isFlowEntry(event.state) || controllerRef.current !== null;
      if (ours || new URL(document.URL).searchParams.has('step')) void controller().then((c) => c.popped(event.state));
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, [controller]);

  // the flow moved (on its own: a new entry for a later step; or as moved: nothing new), the kept state updated
  const { state } = options;
  useEffect(() => {
    if (state === lastStateRef.current) return;
    lastStateRef.current = state;
    void controller().then((c) => c.changed(state));
  }, [state, controller]);

  const back = useCallback(() => void controller().then((c) => c.back()), [controller]);
  return { back };
}
