import { useCallback, useEffect, useRef, useState, type DependencyList } from 'react';

import { isApiUnreachable } from '@/services/errors/screen-errors';

import { useApiReachable } from './use-api-reachable';

/** Where a load stands. `data` keeps the last result while a reload runs. */
export type LoaderState<T> =
  | { readonly status: 'loading'; readonly data: T | undefined; readonly error: undefined }
  | { readonly status: 'done'; readonly data: T; readonly error: undefined }
  | { readonly status: 'failed'; readonly data: T | undefined; readonly error: unknown };

export type Loader<T> = LoaderState<T> & {
  /** runs the load again with the same dependencies (a "try again" button) */
  readonly reload: () => void;
};

export interface LoaderOptions {
  /** false: nothing runs (a load in flight is aborted) and the state stays as it is; true by default */
  readonly enabled?: boolean;
  /**
   * HTTP-8: a run that failed because the api gave no answer runs again
   * once the api answers (stores/api-status; the page's one notice tells
   * the wait). Other failures stay failed. False by default.
   */
  readonly reloadWhenReachable?: boolean;
}

/** Loading, keeping the last data; already loading (the first run), the same state, so React renders nothing again. */
function toLoading<T>(previous: LoaderState<T>): LoaderState<T> {
  return previous.status === 'loading' ? previous : { status: 'loading', data: previous.data, error: undefined };
}

/**
 * The data a screen starts from. `load` runs after the first render and
 * again whenever `deps` change (or on `reload`); each run gets its own
 * AbortSignal, aborted when a newer run starts or the component unmounts,
 * and the answer of an aborted run is never applied. So no screen needs a
 * hand-written `cancelled` flag, and a slow first answer cannot overwrite a
 * later one.
 *
 * `deps` are checked by the linter like an effect's (eslint.config.mjs,
 * `additionalHooks`): they are the values `load` reads.
 */
export function useLoader<T>(
  load: (signal: AbortSignal) => Promise<T>,
  deps: DependencyList,
  { enabled = true, reloadWhenReachable = false }: LoaderOptions = {},
): Loader<T> {
  const [state, setState] = useState<LoaderState<T>>({ status: 'loading', data: undefined, error: undefined });
  const [round, setRound] = useState(0);
  // the load of the render whose dependencies started the run (deps are what decides when it runs)
  const latest = useRef(load);
  useEffect(() => {
    latest.current = load;
  });

  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    setState(toLoading);
    let running: Promise<T>;
    try {
      running = latest.current(controller.signal);
    } catch (error) {
      running = Promise.reject(error);
    }
    running.then(
      (data) => {
        if (!controller.signal.aborted) setState({ status: 'done', data, error: undefined });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setState((previous) => ({ status: 'failed', data: previous.data, error }));
      },
    );
    return () => controller.abort();
    // `deps` stand for `load`: the caller lists what it reads, as for an effect
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [...deps, round, enabled]);

  const reload = useCallback(() => {
    if (!enabled) return;
    // loading in the same render as the new run starts: the last answer never shows as current meanwhile
    setState(toLoading);
    setRound((n) => n + 1);
  }, [enabled]);

  const reachable = useApiReachable();
  const waiting = reloadWhenReachable && state.status === 'failed' && isApiUnreachable(state.error);
  useEffect(() => {
    if (waiting && reachable) reload();
  }, [waiting, reachable, reload]);
  return { ...state, reload };
}
