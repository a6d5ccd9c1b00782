import { act, renderHook } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { qrGenerateFacts } from '@/contract/qrcode/generate.facts';
import { qrStatusFacts } from '@/contract/qrcode/status.facts';
import { QR_POLL_MS, qrConfirmUrl } from '@/features/login/qr-flow';
import { useQrLogin } from '@/features/login/use-qr-login';
import type { SessionResult } from '@/services/api/auth';
import { ok, retCode } from '@/tests/msw/envelope';
import { LOGIN_RESULT } from '@/tests/msw/handlers/auth';
import { LISTEN_OPTIONS, server } from '@/tests/msw/server';
import { answerOn, startScreenTest, stubLocation } from '@/tests/support/screen-helpers';

const UUID = '3f2b8c1e-7d4a-4b6e-9f10-2a3b4c5d6e7f';
const EXPIRES = 4_102_444_800;

let endTest: () => void;
beforeAll(() => server.listen(LISTEN_OPTIONS));
beforeEach(() => {
  endTest = startScreenTest();
  stubLocation('/en/login');
  // only the poll's pauses are the test's to move; the network's own timers run
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  vi.useRealTimers();
  endTest();
  server.resetHandlers();
});
afterAll(() => server.close());

/** Lets the requests in flight answer (MSW answers on the real event loop). */
async function settle() {
  for (let i = 0; i < 5; i += 1) {
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
      await new Promise((resolve) => setImmediate(resolve));
    });
  }
}

/** One pause of the poll, and the answer to the question it asks. */
async function nextPoll() {
  await act(() => vi.advanceTimersByTimeAsync(QR_POLL_MS));
  await settle();
}

/** The next of the answers given in order; the last one stays. */
function inOrder(answers: (() => Response)[]): () => Response {
  return () => (answers.length > 1 ? answers.shift()! : answers[0])();
}

const NEW_CODE = () => ok({ uuid: UUID, expire_time: EXPIRES, ttl: 120 });
const NOT_YET = () => ok({ status: 'new', expire_time: EXPIRES });

/** The codes the api hands out, and its answers to the status questions, in order. */
function api(statuses: (() => Response)[], codes: (() => Response)[] = [NEW_CODE]) {
  const generated = answerOn(qrGenerateFacts, inOrder(codes));
  const asked = answerOn(qrStatusFacts, inOrder([...statuses, NOT_YET]));
  return { generated, asked };
}

function renderQr(onSession: (session: SessionResult) => Promise<unknown> = async () => undefined) {
  return renderHook(() => useQrLogin('en', onSession));
}

describe('useQrLogin', () => {
  it('LOGIN-7 shows a code of the confirm page of this site, then asks where it stands every 2 s until it is confirmed; the session goes on', async () => {
    const { asked } = api([
      NOT_YET,
      () => ok({ status: 'scanned', expire_time: EXPIRES }),
      () => ok({ status: 'confirmed', ...LOGIN_RESULT }),
    ]);
    const sessions: SessionResult[] = [];
    const { result } = renderQr(async (session) => {
      sessions.push(session);
    });
    expect(result.current.state).toEqual({ kind: 'loading' });
    await settle();

    const url = qrConfirmUrl(window.location.origin, 'en', UUID);
    expect(result.current.state).toEqual({ kind: 'shown', uuid: UUID, url, expiresAt: EXPIRES * 1000 });
    expect(result.current.polling?.url).toBe(url);
    expect(asked).toHaveLength(0);

    await nextPoll();
    expect(asked).toHaveLength(1);
    expect(asked[0].url.searchParams.get('uuid')).toBe(UUID);
    expect(result.current.state.kind).toBe('shown');

    await nextPoll();
    expect(result.current.state).toMatchObject({ kind: 'scanned', uuid: UUID, url });

    await nextPoll();
    expect(result.current.state).toEqual({ kind: 'signing-in' });
    expect(sessions).toEqual([expect.objectContaining({ status: 'confirmed', token: LOGIN_RESULT.token })]);

    await nextPoll();
    expect(asked).toHaveLength(3);
  });

  it('LOGIN-7 the picture shows once it has loaded; a picture that fails ends the code', async () => {
    api([]);
    const { result } = renderQr();
    await settle();
    expect(result.current.drawn).toBe(false);

    act(() => result.current.markDrawn());
    expect(result.current.drawn).toBe(true);

    act(() => result.current.markFailed());
    expect(result.current.state).toEqual({ kind: 'failed' });
    expect(result.current.polling).toBeNull();
  });

  it('LOGIN-7 an expired code says so and stops asking; "refresh" shows a new one and asks about it', async () => {
    const { generated, asked } = api([() => retCode(33101, 'expired')]);
    const { result } = renderQr();
    await settle();
    await nextPoll();
    expect(result.current.state).toEqual({ kind: 'expired' });
    await nextPoll();
    expect(asked).toHaveLength(1);

    act(() => result.current.refresh());
    expect(result.current.state).toEqual({ kind: 'loading' });
    expect(result.current.drawn).toBe(false);
    await settle();
    expect(generated).toHaveLength(2);
    expect(result.current.state.kind).toBe('shown');
    await nextPoll();
    expect(asked).toHaveLength(2);
  });

  it('LOGIN-7 cancelled on the other device: the panel says so and stops asking', async () => {
    const { asked } = api([() => ok({ status: 'cancelled', expire_time: EXPIRES })]);
    const { result } = renderQr();
    await settle();
    await nextPoll();
    expect(result.current.state).toEqual({ kind: 'cancelled' });
    await nextPoll();
    expect(asked).toHaveLength(1);
  });

  it('HTTP-8 LOGIN-7 no answer to a status question: the code stays and the panel asks again', async () => {
    const { asked } = api([() => HttpResponse.error(), () => ok({ status: 'scanned', expire_time: EXPIRES })]);
    const { result } = renderQr();
    await settle();
    await nextPoll();
    expect(result.current.state.kind).toBe('shown');
    await nextPoll();
    expect(asked).toHaveLength(2);
    expect(result.current.state.kind).toBe('scanned');
  });

  it('LOGIN-7 no code to show: the panel offers to try again', async () => {
    const { generated } = api([], [() => HttpResponse.error(), NEW_CODE]);
    const { result } = renderQr();
    await settle();
    expect(result.current.state).toEqual({ kind: 'failed' });

    act(() => result.current.refresh());
    await settle();
    expect(generated).toHaveLength(2);
    expect(result.current.state.kind).toBe('shown');
  });

  it('LOGIN-7 leaving the page stops the polling', async () => {
    const { asked } = api([]);
    const { unmount } = renderQr();
    await settle();
    unmount();
    await nextPoll();
    expect(asked).toHaveLength(0);
  });
});
