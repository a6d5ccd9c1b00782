import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { useCountdown } from './use-countdown';

const START = new Date('2026-03-01T10:00:00Z').getTime();

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  vi.setSystemTime(START);
});
afterEach(() => vi.useRealTimers());

/** Lets `seconds` pass, a second at a time, as the page's clock does. */
function pass(seconds: number) {
  for (let i = 0; i < seconds; i++) act(() => vi.advanceTimersByTime(1000));
}

describe('useCountdown: the one resend countdown (issue 38)', () => {
  it('issue 38: no code sent yet: nothing to wait for, and no timer runs', () => {
    const { result } = renderHook(() => useCountdown(null));
    expect(result.current).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('issue 38: a code just sent waits the cooldown, a second at a time, and stops at 0', () => {
    const sentAt = Date.now();
    const { result } = renderHook(() => useCountdown(sentAt, 60));
    expect(result.current).toBe(60);
    pass(1);
    expect(result.current).toBe(59);
    pass(58);
    expect(result.current).toBe(1);
    pass(1);
    expect(result.current).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('issue 38: a code sent earlier (the api says 15 s remain) counts from there', () => {
    const sentAt = Date.now() - 45_000;
    const { result } = renderHook(() => useCountdown(sentAt, 60));
    expect(result.current).toBe(15);
  });

  it('issue 38: a code sent again starts the countdown over, also after it reached 0', () => {
    const { result, rerender } = renderHook(({ sentAt }) => useCountdown(sentAt, 30), {
      initialProps: { sentAt: Date.now() as number | null },
    });
    pass(30);
    expect(result.current).toBe(0);
    rerender({ sentAt: Date.now() });
    expect(result.current).toBe(30);
    pass(2);
    expect(result.current).toBe(28);
  });
});
