import { act, renderHook, waitFor } from '@testing-library/react';
import { useReducer } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';

import { stepEntryOf } from './step-history';
import { useStepHistory } from './use-step-history';

/** A flow of three steps: the name typed, a code sent to it, done. */
type State = { step: 'name'; typed?: string } | { step: 'code'; name: string; secret?: string } | { step: 'done' };
type Event =
  | { type: 'sent'; name: string; secret?: string }
  | { type: 'done' }
  | { type: 'restart' }
  | { type: 'moved'; state: State };

const START: State = { step: 'name' };
const KEY = 'x-flow:test:/en/flow';

function reducer(state: State, event: Event): State {
  if (event.type === 'sent') return { step: 'code', name: event.name, secret: event.secret };
  if (event.type === 'done') return { step: 'done' };
  if (event.type === 'restart') return START;
  return event.state;
}

function restore(step: string, kept: unknown): State | null {
  const name = (kept as { name?: unknown } | null)?.name;
  if (typeof name !== 'string') return null;
  if (step === 'name') return { step: 'name', typed: name };
  if (step === 'code') return { step: 'code', name };
  return null;
}

function useFlow() {
  const [state, dispatch] = useReducer(reducer, START);
  const history = useStepHistory<State>({
    storageKey: KEY,
    state,
    start: START,
    stepOf: (current) => current.step,
    firstStep: 'name',
    // the secret (a password) is never kept
    keep: (current) => (current.step === 'code' ? { name: current.name } : null),
    loadRestore: async () => restore,
    onMove: (next) => dispatch({ type: 'moved', state: next }),
  });
  return { state, dispatch, back: history.back };
}

beforeEach(() => {
  sessionStorage.clear();
  window.history.replaceState(null, '', '/en/flow?ref=1');
});

describe('useStepHistory', () => {
  it('issue 39 a later step gets its own history entry and address; the kept state has no secret', async () => {
    const { result } = renderHook(useFlow);
    const before = window.history.length;

    act(() => result.current.dispatch({ type: 'sent', name: 'alice', secret: 'hunter2' }));

    await waitFor(() => expect(window.history.length).toBe(before + 1));
    expect(document.URL).toMatch(/\/en\/flow\?ref=1&step=code$/);
    expect(stepEntryOf(window.history.state, KEY)).toEqual({ key: KEY, step: 'code', index: 1 });
    const kept = sessionStorage.getItem(KEY) ?? '';
    expect(kept).toContain('alice');
    expect(kept).not.toContain('hunter2');
  });

  it('issue 39 the browser Back returns to the first step with what was typed; Forward to the later step', async () => {
    const { result } = renderHook(useFlow);
    act(() => result.current.dispatch({ type: 'sent', name: 'alice' }));
    await waitFor(() => expect(document.URL).toContain('step=code'));

    act(() => window.history.back());
    await waitFor(() => expect(result.current.state).toEqual({ step: 'name', typed: 'alice' }));
    expect(document.URL).toMatch(/\/en\/flow\?ref=1$/);

    act(() => window.history.forward());
    await waitFor(() => expect(result.current.state).toEqual({ step: 'code', name: 'alice' }));
  });

  it('issue 39 an entry of the page Next wrote over (after a reload) is read by its address', async () => {
    const { result } = renderHook(useFlow);
    act(() => result.current.dispatch({ type: 'sent', name: 'alice' }));
    await waitFor(() => expect(document.URL).toContain('step=code'));
    // what Next's router does to the page's entry as a reloaded page starts
    window.history.replaceState({ __N: true, as: '/en/flow?ref=1&step=code' }, '', document.URL);

    act(() => window.history.back());
    await waitFor(() => expect(result.current.state).toEqual({ step: 'name', typed: 'alice' }));
    act(() => window.history.forward());

    await waitFor(() => expect(result.current.state).toEqual({ step: 'code', name: 'alice' }));
    expect(stepEntryOf(window.history.state, KEY)).toMatchObject({ step: 'code' });
  });

  it('issue 39 the Back control goes through the history when the entry before is the flow’s', async () => {
    const { result } = renderHook(useFlow);
    act(() => result.current.dispatch({ type: 'sent', name: 'alice' }));
    await waitFor(() => expect(document.URL).toContain('step=code'));

    act(() => result.current.back());

    await waitFor(() => expect(result.current.state.step).toBe('name'));
    expect(document.URL).not.toContain('step=');
  });

  it('issue 39 a reload on a later step brings it back from what was kept', async () => {
    const first = renderHook(useFlow);
    act(() => first.result.current.dispatch({ type: 'sent', name: 'alice' }));
    await waitFor(() => expect(document.URL).toContain('step=code'));
    first.unmount();

    const { result } = renderHook(useFlow);

    await waitFor(() => expect(result.current.state).toEqual({ step: 'code', name: 'alice' }));
    // Back from the reloaded step still finds the first step's entry
    act(() => result.current.back());
    await waitFor(() => expect(result.current.state).toEqual({ step: 'name', typed: 'alice' }));
  });

  it('issue 39 a step address with nothing (or something stale or foreign) kept shows the first step and drops the step', async () => {
    sessionStorage.setItem(KEY, JSON.stringify({ v: 1, step: 'code', data: { name: 7 }, savedAt: Date.now() }));
    window.history.replaceState(null, '', '/en/flow?step=code');

    const { result } = renderHook(useFlow);

    await waitFor(() => expect(document.URL).not.toContain('step='));
    expect(result.current.state).toEqual(START);
  });

  it('issue 39 the flow starting over or ending keeps nothing to resume', async () => {
    const { result } = renderHook(useFlow);
    act(() => result.current.dispatch({ type: 'sent', name: 'alice' }));
    await waitFor(() => expect(document.URL).toContain('step=code'));
    act(() => result.current.dispatch({ type: 'restart' }));
    await waitFor(() => expect(document.URL).not.toContain('step='));
    expect(sessionStorage.getItem(KEY)).toBeNull();

    act(() => result.current.dispatch({ type: 'sent', name: 'bob' }));
    await waitFor(() => expect(document.URL).toContain('step=code'));
    act(() => result.current.dispatch({ type: 'done' }));
    await waitFor(() => expect(document.URL).not.toContain('step='));
    expect(sessionStorage.getItem(KEY)).toBeNull();
  });
});
