import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { RET_CODES } from '@/contract/ret-codes';
import { sessionEndFacts, sessionEndOthersFacts, sessionListFacts } from '@/contract/security/sessions.facts';
import { trustedDeviceForgetFacts, trustedDeviceListFacts } from '@/contract/security/trusted-devices.facts';
import { setUserToken } from '@/services/identity';
import { ok, retCode } from '@/tests/msw/envelope';
import { PHONE_SESSION, THIS_SESSION, TRUSTED_LAPTOP } from '@/tests/msw/handlers/devices';
import { answerOn, setUpScreenTests } from '@/tests/support/screen-helpers';

import { useSessions } from './use-sessions';
import { useTrustedDevices } from './use-trusted-devices';

setUpScreenTests();

async function renderSessions() {
  setUserToken('t-devices');
  const hook = renderHook(() => useSessions());
  await waitFor(() => expect(hook.result.current.sessions.status).toBe('done'));
  return hook;
}

describe('useSessions (issue 36 item 8)', () => {
  it('issue 36 item 8 lists the sessions; ending one asks first, sends its id with the token, says so and reads the list again', async () => {
    const lists = answerOn(sessionListFacts, () => ok({ list: [THIS_SESSION, PHONE_SESSION] }));
    const ends = answerOn(sessionEndFacts, () => ok({}));
    const { result } = await renderSessions();
    expect(result.current.sessions.data).toEqual([THIS_SESSION, PHONE_SESSION]);
    expect(lists[0].headers.get('usertoken')).toBe('t-devices');

    act(() => result.current.askEnd(PHONE_SESSION));
    expect(result.current.confirming).toEqual({ kind: 'one', session: PHONE_SESSION });
    expect(ends).toHaveLength(0);
    await act(() => result.current.confirm());

    expect(ends.map((c) => c.body)).toEqual([{ id: PHONE_SESSION.id }]);
    expect(result.current.news).toEqual({ kind: 'ended', session: PHONE_SESSION });
    expect(result.current.confirming).toBeNull();
    await waitFor(() => expect(lists).toHaveLength(2));
  });

  it('issue 36 item 8 "log out everywhere else" says how many sessions ended', async () => {
    const ends = answerOn(sessionEndOthersFacts, () => ok({ ended: 3 }));
    const { result } = await renderSessions();
    act(() => result.current.askEndOthers());
    expect(result.current.confirming).toEqual({ kind: 'others' });
    await act(() => result.current.confirm());
    expect(ends).toHaveLength(1);
    expect(result.current.news).toEqual({ kind: 'othersEnded', count: 3 });
  });

  it('issue 36 item 8 a re-proof the person did not give is told with its code, and the confirmation stays', async () => {
    answerOn(sessionEndFacts, () => retCode(RET_CODES.reproofRequired, 'Confirm it is you'));
    const { result } = await renderSessions();
    act(() => result.current.askEnd(PHONE_SESSION));
    await act(() => result.current.confirm());
    expect(result.current.news).toMatchObject({
      kind: 'refusal',
      message: { ns: 'errors', key: 'codes.31230', code: RET_CODES.reproofRequired },
    });
    expect(result.current.confirming).toEqual({ kind: 'one', session: PHONE_SESSION });
    expect(result.current.busy).toBe(false);
  });

  it('issue 36 item 8 a session that already ended is told and the list read again', async () => {
    const lists = answerOn(sessionListFacts, () => ok({ list: [THIS_SESSION, PHONE_SESSION] }));
    answerOn(sessionEndFacts, () => retCode(RET_CODES.sessionNotFound, 'ended'));
    const { result } = await renderSessions();
    act(() => result.current.askEnd(PHONE_SESSION));
    await act(() => result.current.confirm());
    expect(result.current.news).toMatchObject({ kind: 'refusal', message: { key: 'codes.31240' } });
    expect(result.current.confirming).toBeNull();
    await waitFor(() => expect(lists).toHaveLength(2));
  });

  it('issue 36 item 8 a list that cannot be loaded is failed, and a retry loads it', async () => {
    let first = true;
    answerOn(sessionListFacts, () => {
      if (first) {
        first = false;
        return retCode(RET_CODES.internal, 'boom');
      }
      return ok({ list: [THIS_SESSION] });
    });
    setUserToken('t-devices');
    const { result } = renderHook(() => useSessions());
    await waitFor(() => expect(result.current.sessions.status).toBe('failed'));
    act(() => result.current.sessions.reload());
    await waitFor(() => expect(result.current.sessions.data).toEqual([THIS_SESSION]));
  });
});

describe('useTrustedDevices (issue 36 item 8)', () => {
  it('issue 36 item 8 forgetting a trusted device asks first, sends its id, says so and reads the list again', async () => {
    setUserToken('t-devices');
    const lists = answerOn(trustedDeviceListFacts, () => ok({ list: [TRUSTED_LAPTOP] }));
    const forgets = answerOn(trustedDeviceForgetFacts, () => ok({}));
    const { result } = renderHook(() => useTrustedDevices());
    await waitFor(() => expect(result.current.devices.data).toEqual([TRUSTED_LAPTOP]));
    act(() => result.current.askForget(TRUSTED_LAPTOP));
    await act(() => result.current.forget());
    expect(forgets.map((c) => c.body)).toEqual([{ id: TRUSTED_LAPTOP.id }]);
    expect(result.current.news).toEqual({ kind: 'forgotten', device: TRUSTED_LAPTOP });
    await waitFor(() => expect(lists).toHaveLength(2));
  });

  it('issue 36 item 8 a device no longer trusted is told and the list read again', async () => {
    setUserToken('t-devices');
    const lists = answerOn(trustedDeviceListFacts, () => ok({ list: [TRUSTED_LAPTOP] }));
    answerOn(trustedDeviceForgetFacts, () => retCode(RET_CODES.trustedDeviceNotFound, 'gone'));
    const { result } = renderHook(() => useTrustedDevices());
    await waitFor(() => expect(result.current.devices.status).toBe('done'));
    act(() => result.current.askForget(TRUSTED_LAPTOP));
    await act(() => result.current.forget());
    expect(result.current.news).toMatchObject({ kind: 'refusal', message: { key: 'codes.31241' } });
    await waitFor(() => expect(lists).toHaveLength(2));
  });
});
