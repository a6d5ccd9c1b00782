import { act, renderHook, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { selfUnbindCheckFacts } from '@/contract/self-unblock/check.facts';
import { selfUnbindSendCodeFacts } from '@/contract/self-unblock/send-code.facts';
import { selfUnbindUnblockFacts } from '@/contract/self-unblock/unblock.facts';
import { useSelfUnblock } from '@/features/login/use-self-unblock';
import type { SelfUnbindState } from '@/services/api/self-unblock';
import { ok, retCode } from '@/tests/msw/envelope';
import { answerOn, setUpScreenTests, stubLocation } from '@/tests/support/screen-helpers';

const TOKEN = 'unbind-token-1';
const BANNED: SelfUnbindState = {
  is_self_help_baned: true,
  baned_time: 1_700_000_000,
  unblock_time: 1_700_086_400,
  can_unblock: true,
  send_to: 'al***@example.test',
  channel: 'email',
};

setUpScreenTests();

/** A browser holding the token a refused login left, and the api's answer to its check. */
function withToken(check: () => Response) {
  document.cookie = `self_unbind_token=${TOKEN}; path=/`;
  return answerOn(selfUnbindCheckFacts, check);
}

async function renderUnblock() {
  const hook = renderHook(() => useSelfUnblock());
  expect(hook.result.current.step).toEqual({ kind: 'checking' });
  await waitFor(() => expect(hook.result.current.step.kind).not.toBe('checking'));
  return hook;
}

describe('useSelfUnblock', () => {
  it('SEC-3 without a token there is nothing to lift, and nothing is asked', async () => {
    const checks = answerOn(selfUnbindCheckFacts, () => ok(BANNED));
    const { result } = await renderUnblock();
    expect(result.current.step).toEqual({ kind: 'none' });
    expect(checks).toHaveLength(0);
  });

  it.each([
    { name: 'not banned', answer: () => ok({ ...BANNED, is_self_help_baned: false }), step: { kind: 'not-banned' } },
    { name: 'too early', answer: () => ok({ ...BANNED, can_unblock: false }), step: { kind: 'waiting' } },
    { name: 'unknown token', answer: () => retCode(33301, 'no request'), step: { kind: 'none' } },
    { name: 'no answer', answer: () => HttpResponse.error(), step: { kind: 'none' } },
  ])('SEC-3 LOGIN-12 the check of the token: $name', async ({ answer, step }) => {
    const checks = withToken(answer);
    const { result } = await renderUnblock();
    expect(result.current.step).toMatchObject(step);
    expect(checks[0].body).toEqual({ self_unbind_token: TOKEN });
  });

  it('SEC-3 a ban that may be lifted: the code is sent, then the typed code lifts the ban', async () => {
    withToken(() => ok(BANNED));
    const sends = answerOn(selfUnbindSendCodeFacts, () => ok({}));
    const unblocks = answerOn(selfUnbindUnblockFacts, () => ok({}));
    const { result } = await renderUnblock();
    expect(result.current.step).toEqual({ kind: 'ready', token: TOKEN, state: BANNED });
    expect(result.current.sentAt).toBeNull();

    await act(() => result.current.send());
    expect(sends.map((c) => c.body)).toEqual([{ self_unbind_token: TOKEN }]);
    expect(result.current.sentAt).toEqual(expect.any(Number));
    expect(result.current.sending).toBe(false);

    act(() => result.current.changeCode('12 34'));
    await act(() => result.current.unblock());
    expect(result.current.errors.code).toEqual({ ns: 'auth', key: 'validation.incompleteCode' });
    expect(unblocks).toHaveLength(0);

    act(() => result.current.changeCode('123 456'));
    expect(result.current.errors.code).toBeUndefined();
    await act(() => result.current.unblock());
    expect(unblocks.map((c) => c.body)).toEqual([{ self_unbind_token: TOKEN, code: '123456' }]);
    expect(result.current.step).toEqual({ kind: 'done' });
  });

  it('SEC-3 a wrong code is told by the code field with the attempts left', async () => {
    withToken(() => ok(BANNED));
    answerOn(selfUnbindUnblockFacts, () => retCode(30050, 'wrong code', { attempts_left: 2 }));
    const { result } = await renderUnblock();
    act(() => result.current.changeCode('123456'));
    await act(() => result.current.unblock());
    expect(result.current.errors.code).toEqual({ ns: 'unblock', key: 'codeWrongLeft', values: { count: 2 } });
    expect(result.current.step.kind).toBe('ready');
  });

  it.each([
    { code: 33302, step: { kind: 'waiting', state: BANNED } },
    { code: 33301, step: { kind: 'none' } },
  ])('SEC-3 an unblock refused with $code moves the page to its step', async ({ code, step }) => {
    withToken(() => ok(BANNED));
    answerOn(selfUnbindUnblockFacts, () => retCode(code, 'refused'));
    const { result } = await renderUnblock();
    act(() => result.current.changeCode('123456'));
    await act(() => result.current.unblock());
    expect(result.current.step).toEqual(step);
  });

  it('SEC-3 issue 39 the code sent is step 2 with its history entry; Back is step 1, its "send again" after the countdown, and on to the code sent', async () => {
    stubLocation('/en/self-unblock?fromScene=login');
    withToken(() => ok(BANNED));
    answerOn(selfUnbindSendCodeFacts, () => ok({}));
    const { result } = await renderUnblock();
    expect(result.current.phase).toBe('send');

    await act(() => result.current.send());
    expect(result.current.phase).toBe('code');
    await waitFor(() => expect(document.URL).toContain('step=code'));
    expect(JSON.parse(window.sessionStorage.getItem('x-flow:self-unblock') ?? '{}')).toMatchObject({
      step: 'code',
      data: { sentAt: result.current.sentAt, sentTo: BANNED.send_to },
    });
    const sentAt = result.current.sentAt;

    act(() => result.current.changeCode('12'));
    act(() => result.current.back());
    await waitFor(() => expect(result.current.phase).toBe('send'));
    expect(document.URL).not.toContain('step=');
    expect(document.URL).toContain('fromScene=login');
    expect(result.current.code).toBe('');
    expect(result.current.sentAt).toBeNull();
    expect(result.current.lastSentAt).toBe(sentAt);

    // on to the code already sent, without another
    act(() => result.current.resume());
    expect(result.current.phase).toBe('code');
    expect(result.current.sentAt).toBe(sentAt);
    await waitFor(() => expect(document.URL).toContain('step=code'));
  });

  it('SEC-3 issue 39 a reload on the code step brings it back, the code sent still usable', async () => {
    const sentAt = Date.now() - 20_000;
    window.sessionStorage.setItem(
      'x-flow:self-unblock',
      JSON.stringify({ v: 1, step: 'code', data: { sentAt, sentTo: BANNED.send_to }, savedAt: Date.now() - 20_000 }),
    );
    stubLocation('/en/self-unblock?fromScene=login&step=code');
    withToken(() => ok(BANNED));
    const sends = answerOn(selfUnbindSendCodeFacts, () => ok({}));
    const unblocks = answerOn(selfUnbindUnblockFacts, () => ok({}));
    const { result } = await renderUnblock();
    await waitFor(() => expect(result.current.phase).toBe('code'));
    expect(result.current.sentAt).toBe(sentAt);

    await act(() => result.current.unblock('654321'));
    expect(sends).toHaveLength(0);
    expect(unblocks.map((c) => c.body)).toEqual([{ self_unbind_token: TOKEN, code: '654321' }]);
    expect(result.current.step).toEqual({ kind: 'done' });
    // done: nothing is kept, the address names no step
    await waitFor(() => expect(window.sessionStorage.getItem('x-flow:self-unblock')).toBeNull());
    expect(document.URL).not.toContain('step=');
  });

  it.each([
    { name: 'a code kept for another address', sentTo: 'bo***@example.test', check: () => ok(BANNED) },
    {
      name: 'no ban to lift any more',
      sentTo: BANNED.send_to,
      check: () => ok({ ...BANNED, is_self_help_baned: false }),
    },
  ])('SEC-3 issue 39 a reload on the code step with $name starts over', async ({ sentTo, check }) => {
    window.sessionStorage.setItem(
      'x-flow:self-unblock',
      JSON.stringify({ v: 1, step: 'code', data: { sentAt: Date.now(), sentTo }, savedAt: Date.now() }),
    );
    stubLocation('/en/self-unblock?fromScene=login&step=code');
    withToken(check);
    const { result } = await renderUnblock();
    await waitFor(() => expect(window.sessionStorage.getItem('x-flow:self-unblock')).toBeNull());
    expect(result.current.phase).toBe('send');
    expect(result.current.sentAt).toBeNull();
    expect(document.URL).not.toContain('step=');
  });
});
