import { act, renderHook, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { selfUnbindCheckFacts } from '@/contract/self-unblock/check.facts';
import { selfUnbindSendCodeFacts } from '@/contract/self-unblock/send-code.facts';
import { selfUnbindUnblockFacts } from '@/contract/self-unblock/unblock.facts';
import { useSelfUnblock } from '@/features/login/use-self-unblock';
import type { SelfUnbindState } from '@/services/api/self-unblock';
import { ok, retCode } from '@/tests/msw/envelope';
import { answerOn, setUpScreenTests } from '@/tests/support/screen-helpers';

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
});
