import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { API_RETRY_MS } from '@/config/http';
import { createApiStatus, type ApiStatus } from '@/stores/api-status';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/**
 * An api status whose probe the test answers: `answering` says whether the
 * api is back (the probe's answer then reaches markReachable, as the request
 * layer's sink does in the app).
 */
function statusWithProbe() {
  const probe = {
    calls: 0,
    answering: false,
  };
  const status: ApiStatus = createApiStatus({
    probe: async () => {
      probe.calls += 1;
      if (!probe.answering) throw new Error('Network Error');
      status.markReachable();
    },
  });
  return { status, probe, reachable: () => status.store.getState().reachable };
}

/** How long after now the next probe runs (the clock moves to the next timer and no further). */
async function nextProbeAfter(probe: { calls: number }): Promise<number> {
  const start = Date.now();
  const before = probe.calls;
  await vi.advanceTimersToNextTimerAsync();
  expect(probe.calls).toBe(before + 1);
  return Date.now() - start;
}

describe('createApiStatus', () => {
  it('HTTP-8 starts reachable and asks nothing while the api answers', async () => {
    const { probe, reachable } = statusWithProbe();

    await vi.advanceTimersByTimeAsync(60_000);

    expect(reachable()).toBe(true);
    expect(probe.calls).toBe(0);
  });

  it('HTTP-8 a call without an answer marks it unreachable and schedules a probe after the first pause', async () => {
    const { status, probe, reachable } = statusWithProbe();

    status.markUnreachable();

    expect(reachable()).toBe(false);
    expect(probe.calls).toBe(0);
    await vi.advanceTimersByTimeAsync(API_RETRY_MS[0] - 1);
    expect(probe.calls).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(probe.calls).toBe(1);
  });

  it('HTTP-8 while the api stays silent the pauses grow, the last one repeating', async () => {
    const { status, probe, reachable } = statusWithProbe();

    status.markUnreachable();
    const pauses: number[] = [];
    for (let i = 0; i < API_RETRY_MS.length + 2; i += 1) pauses.push(await nextProbeAfter(probe));

    const last = API_RETRY_MS[API_RETRY_MS.length - 1];
    expect(pauses).toEqual([...API_RETRY_MS, last, last]);
    for (let i = 1; i < API_RETRY_MS.length; i += 1) expect(API_RETRY_MS[i]).toBeGreaterThan(API_RETRY_MS[i - 1]);
    expect(reachable()).toBe(false);
  });

  it('HTTP-8 a probe that gets an answer marks it reachable and stops asking', async () => {
    const { status, probe, reachable } = statusWithProbe();

    status.markUnreachable();
    await vi.advanceTimersByTimeAsync(API_RETRY_MS[0]);
    expect(probe.calls).toBe(1);
    expect(reachable()).toBe(false);

    probe.answering = true;
    await vi.advanceTimersByTimeAsync(API_RETRY_MS[1]);
    expect(probe.calls).toBe(2);
    expect(reachable()).toBe(true);

    await vi.advanceTimersByTimeAsync(10 * Math.max(...API_RETRY_MS));
    expect(probe.calls).toBe(2);
  });

  it('HTTP-8 any answer (markReachable) cancels the pending probe and resets the pauses', async () => {
    const { status, probe, reachable } = statusWithProbe();

    status.markUnreachable();
    await nextProbeAfter(probe);
    await nextProbeAfter(probe);
    // another call got an answer before the next probe
    status.markReachable();
    expect(reachable()).toBe(true);
    await vi.advanceTimersByTimeAsync(10 * Math.max(...API_RETRY_MS));
    expect(probe.calls).toBe(2);

    // the next outage starts again from the first pause
    status.markUnreachable();
    expect(await nextProbeAfter(probe)).toBe(API_RETRY_MS[0]);
  });

  it('HTTP-8 many failing calls make one notice and one probe per pause', async () => {
    const { status, probe } = statusWithProbe();
    const changes = vi.fn();
    status.store.subscribe(changes);

    status.markUnreachable();
    status.markUnreachable();
    await vi.advanceTimersByTimeAsync(API_RETRY_MS[0] / 2);
    status.markUnreachable();
    await vi.advanceTimersByTimeAsync(API_RETRY_MS[0] / 2);

    expect(probe.calls).toBe(1);
    expect(changes).toHaveBeenCalledTimes(1);
  });

  it('HTTP-8 retryNow asks at once while unreachable, and not at all while reachable', async () => {
    const { status, probe, reachable } = statusWithProbe();

    await status.retryNow();
    expect(probe.calls).toBe(0);

    status.markUnreachable();
    probe.answering = true;
    await status.retryNow();
    expect(probe.calls).toBe(1);
    expect(reachable()).toBe(true);
  });

  it('HTTP-8 forms that show the notice themselves are counted while mounted', () => {
    const { status } = statusWithProbe();

    const release = status.claimNotice();
    const other = status.claimNotice();
    expect(status.store.getState().forms).toBe(2);
    release();
    other();
    expect(status.store.getState().forms).toBe(0);
  });
});
