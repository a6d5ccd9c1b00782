import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { useLoader } from '@/components/hooks/use-loader';
import { HttpError } from '@/services/http/errors';
import { apiStatus } from '@/stores/api-status';

/** A promise settled by the test, remembering the signal of the run that made it. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('useLoader: the data a screen starts from', () => {
  it('loads once after the first render and answers done with the data', async () => {
    const runs: AbortSignal[] = [];
    const { result } = renderHook(() =>
      useLoader(async (signal) => {
        runs.push(signal);
        return 'answer';
      }, []),
    );
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.status).toBe('done'));
    expect(result.current.data).toBe('answer');
    expect(result.current.error).toBeUndefined();
    expect(runs).toHaveLength(1);
  });

  it('a refused load answers failed with the error, a throwing one too', async () => {
    const refused = new Error('refused');
    const { result } = renderHook(() => useLoader(() => Promise.reject(refused), []));
    await waitFor(() => expect(result.current.status).toBe('failed'));
    expect(result.current.error).toBe(refused);

    const thrown = new Error('thrown');
    const sync = renderHook(() =>
      useLoader(() => {
        throw thrown;
      }, []),
    );
    await waitFor(() => expect(sync.result.current.status).toBe('failed'));
    expect(sync.result.current.error).toBe(thrown);
  });

  it('a stale answer is ignored: the run of older dependencies is aborted and its late answer never shows', async () => {
    const answers = new Map([
      ['a', deferred<string>()],
      ['b', deferred<string>()],
    ]);
    const signals = new Map<string, AbortSignal>();
    const { result, rerender } = renderHook(
      ({ key }: { key: string }) =>
        useLoader(
          (signal) => {
            signals.set(key, signal);
            return answers.get(key)!.promise;
          },
          [key],
        ),
      { initialProps: { key: 'a' } },
    );
    await waitFor(() => expect(signals.has('a')).toBe(true));
    rerender({ key: 'b' });
    await waitFor(() => expect(signals.has('b')).toBe(true));
    expect(signals.get('a')!.aborted).toBe(true);

    await act(async () => answers.get('b')!.resolve('for b'));
    expect(result.current).toMatchObject({ status: 'done', data: 'for b' });
    // the first run answers last: too late, it changes nothing
    await act(async () => answers.get('a')!.resolve('for a'));
    expect(result.current).toMatchObject({ status: 'done', data: 'for b' });
    // nor does a late refusal
    const c = deferred<string>();
    answers.set('c', c);
    rerender({ key: 'c' });
    rerender({ key: 'b' });
    await act(async () => c.reject(new Error('late')));
    expect(result.current.status).not.toBe('failed');
  });

  it('unmounting aborts the run in flight, and its answer sets nothing', async () => {
    const answer = deferred<string>();
    let seen: AbortSignal | null = null;
    let renders = 0;
    const { unmount } = renderHook(() => {
      renders += 1;
      return useLoader((signal) => {
        seen = signal;
        return answer.promise;
      }, []);
    });
    await waitFor(() => expect(seen).not.toBeNull());
    unmount();
    expect(seen!.aborted).toBe(true);
    const before = renders;
    await act(async () => answer.resolve('late'));
    expect(renders).toBe(before);
  });

  it('reload runs the load again with the same dependencies (a try again after a failure)', async () => {
    let call = 0;
    const second = deferred<string>();
    const { result } = renderHook(() =>
      useLoader(() => {
        call += 1;
        return call === 1 ? Promise.reject(new Error('first')) : second.promise;
      }, []),
    );
    await waitFor(() => expect(result.current.status).toBe('failed'));

    act(() => result.current.reload());
    await waitFor(() => expect(result.current.status).toBe('loading'));
    expect(call).toBe(2);
    await act(async () => second.resolve('second'));
    expect(result.current).toMatchObject({ status: 'done', data: 'second', error: undefined });
  });

  it('keeps the last data while a reload runs, and no render after the reload calls the last answer current', async () => {
    let call = 0;
    const later = deferred<string>();
    const seen: string[] = [];
    const { result } = renderHook(() => {
      const loader = useLoader(() => {
        call += 1;
        return call === 1 ? Promise.resolve('first') : later.promise;
      }, []);
      seen.push(`${loader.status}:${String(loader.data)}`);
      return loader;
    });
    await waitFor(() => expect(result.current.data).toBe('first'));
    seen.length = 0;
    act(() => result.current.reload());
    expect(result.current).toMatchObject({ status: 'loading', data: 'first' });
    await act(async () => later.resolve('second'));
    expect(result.current).toMatchObject({ status: 'done', data: 'second' });
    expect(seen.filter((s) => s === 'done:first')).toEqual([]);
  });

  it('disabled, it runs nothing and renders nothing again; enabled, it runs', async () => {
    let runs = 0;
    let renders = 0;
    const { result, rerender } = renderHook(
      ({ enabled }: { enabled: boolean }) => {
        renders += 1;
        return useLoader(
          async () => {
            runs += 1;
            return runs;
          },
          [],
          { enabled },
        );
      },
      { initialProps: { enabled: false } },
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(runs).toBe(0);
    expect(renders).toBe(1);
    expect(result.current.status).toBe('loading');

    rerender({ enabled: true });
    await waitFor(() => expect(result.current).toMatchObject({ status: 'done', data: 1 }));
  });
});

/** What a call that got no answer rejects with (services/http: the reaction HTTP-8 gives it). */
const noAnswer = () =>
  new HttpError(503, null, '/x', {
    kind: 'unreachable',
    message: { code: 503, translationKey: 'serviceUnavailable', fallback: '' },
  });

describe('useLoader reloadWhenReachable: a load the api did not answer', () => {
  afterEach(() => apiStatus.markReachable());

  /** A load that fails as `first` does, then answers 'second'; the api marked down as the request layer would. */
  function renderFailingOnce(first: () => Error, reloadWhenReachable: boolean) {
    const runs = { count: 0 };
    const hook = renderHook(() =>
      useLoader(
        async () => {
          runs.count += 1;
          if (runs.count > 1) return 'second';
          const error = first();
          if (error instanceof HttpError) apiStatus.markUnreachable();
          throw error;
        },
        [],
        { reloadWhenReachable },
      ),
    );
    return { ...hook, runs };
  }

  it('HTTP-8 runs again once the api answers, and only then', async () => {
    const { result, runs } = renderFailingOnce(noAnswer, true);
    await waitFor(() => expect(result.current.status).toBe('failed'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(runs.count).toBe(1);

    act(() => apiStatus.markReachable());
    await waitFor(() => expect(result.current).toMatchObject({ status: 'done', data: 'second' }));
    expect(runs.count).toBe(2);
  });

  it('HTTP-8 a refusal that is no missing answer stays failed, and without the option nothing runs again', async () => {
    const refused = renderFailingOnce(() => new Error('refused'), true);
    await waitFor(() => expect(refused.result.current.status).toBe('failed'));
    const plain = renderFailingOnce(noAnswer, false);
    await waitFor(() => expect(plain.result.current.status).toBe('failed'));

    act(() => apiStatus.markReachable());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(refused.runs.count).toBe(1);
    expect(plain.runs.count).toBe(1);
  });
});
