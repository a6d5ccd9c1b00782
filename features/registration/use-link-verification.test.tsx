import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { LINK_POLL_MS } from '@/config/auth';
import { registrationVerifyResultFacts } from '@/contract/register/verify-result.facts';
import { useLinkVerification } from '@/features/registration/use-link-verification';
import { ok } from '@/tests/msw/envelope';
import { LISTEN_OPTIONS, server } from '@/tests/msw/server';
import { answerOn, startScreenTest } from '@/tests/support/screen-helpers';

const UUID = 'reg-uuid-1';

let endTest: () => void;
beforeAll(() => server.listen(LISTEN_OPTIONS));
beforeEach(() => {
  endTest = startScreenTest();
  // only the poll runs on setInterval: requests keep real timers
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
});
afterEach(() => {
  vi.useRealTimers();
  endTest();
  server.resetHandlers();
});
afterAll(() => server.close());

const tick = () => act(() => vi.advanceTimersByTimeAsync(LINK_POLL_MS));

describe('useLinkVerification', () => {
  it('REG-2 asks every poll period, and calls back once the link was opened', async () => {
    const polls = answerOn(registrationVerifyResultFacts, () => ok({ verify_result: polls.length >= 2 ? 1 : 0 }));
    const onVerified = vi.fn();
    renderHook(() => useLinkVerification(UUID, onVerified));

    await act(() => vi.advanceTimersByTimeAsync(LINK_POLL_MS - 1));
    expect(polls).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(1));
    await waitFor(() => expect(polls).toHaveLength(1));
    expect(polls[0].url.searchParams.get('uuid')).toBe(UUID);
    expect(onVerified).not.toHaveBeenCalled();

    await tick();
    await waitFor(() => expect(onVerified).toHaveBeenCalledTimes(1));
  });

  it('HTTP-8 REG-2 no answer changes nothing: the poll goes on', async () => {
    const polls = answerOn(registrationVerifyResultFacts, () =>
      polls.length === 1 ? HttpResponse.error() : ok({ verify_result: 1 }),
    );
    const onVerified = vi.fn();
    renderHook(() => useLinkVerification(UUID, onVerified));

    await tick();
    await waitFor(() => expect(polls).toHaveLength(1));
    expect(onVerified).not.toHaveBeenCalled();
    await tick();
    await waitFor(() => expect(onVerified).toHaveBeenCalledTimes(1));
  });

  it('REG-2 unmounted (the step moved on), it asks no more and a late answer moves nothing', async () => {
    let open!: () => void;
    const opened = new Promise<void>((resolve) => (open = resolve));
    let polls = 0;
    server.use(
      http.get(`*/x-api${registrationVerifyResultFacts.path}`, async () => {
        polls += 1;
        await opened;
        return ok({ verify_result: 1 });
      }),
    );
    const onVerified = vi.fn();
    const { unmount } = renderHook(() => useLinkVerification(UUID, onVerified));

    await tick();
    await waitFor(() => expect(polls).toBe(1));
    unmount();
    open();
    await new Promise((resolve) => setTimeout(resolve, 50));
    await tick();
    expect(polls).toBe(1);
    expect(onVerified).not.toHaveBeenCalled();
  });
});
