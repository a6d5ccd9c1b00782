import { act, renderHook, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { qrCancelFacts } from '@/contract/qrcode/cancel.facts';
import { qrConfirmFacts } from '@/contract/qrcode/confirm.facts';
import { qrScanFacts } from '@/contract/qrcode/scan.facts';
import { userProfileFacts } from '@/contract/user/profile.facts';
import { useQrConfirm } from '@/features/login/use-qr-confirm';
import { setUserToken } from '@/services/identity';
import { ok, retCode } from '@/tests/msw/envelope';
import { PROFILE } from '@/tests/msw/handlers/user';
import { LISTEN_OPTIONS, server } from '@/tests/msw/server';
import { answerOn, startScreenTest, stubLocation } from '@/tests/support/screen-helpers';

const UUID = '3f2b8c1e-7d4a-4b6e-9f10-2a3b4c5d6e7f';
const SCAN = {
  device: 'Chrome on Windows',
  country: 'GB',
  ip: '203.0.113.*',
  created_at: '2026-01-01T00:00:00Z',
  expire_time: 4102444800,
};

let endTest: () => void;
beforeAll(() => server.listen(LISTEN_OPTIONS));
beforeEach(() => {
  endTest = startScreenTest();
  stubLocation(`/en/qrcode/confirm?uuid=${UUID}`);
});
afterEach(() => {
  endTest();
  server.resetHandlers();
});
afterAll(() => server.close());

/** A signed-in device whose scan the api answers with `scan`. */
function signedIn(scan: () => Response = () => ok(SCAN)) {
  setUserToken('t-confirm');
  return answerOn(qrScanFacts, scan);
}

async function renderConfirm() {
  const hook = renderHook(() => useQrConfirm('en'));
  expect(hook.result.current.state).toEqual({ kind: 'checking' });
  await waitFor(() => expect(hook.result.current.state.kind).not.toBe('checking'));
  return hook;
}

describe('useQrConfirm', () => {
  it('LOGIN-7 a page without a valid uuid is of no use and asks nothing', async () => {
    stubLocation('/en/qrcode/confirm?uuid=../../x');
    const scans = signedIn();
    const { result } = await renderConfirm();
    expect(result.current.state).toEqual({ kind: 'invalid' });
    expect(scans).toHaveLength(0);
  });

  it('LOGIN-7 signed out, it offers the login that comes back here, and takes no code', async () => {
    const scans = answerOn(qrScanFacts, () => ok(SCAN));
    const { result } = await renderConfirm();
    expect(result.current.state).toEqual({
      kind: 'signed-out',
      loginHref: `/en/login?redirect_url=${encodeURIComponent(`/en/qrcode/confirm?uuid=${UUID}`)}`,
    });
    expect(scans).toHaveLength(0);
  });

  it('LOGIN-10 LOGIN-7 a token the api no longer knows counts as signed out', async () => {
    const scans = signedIn();
    answerOn(userProfileFacts, () => ok({ ...PROFILE, id: 0 }));
    const { result } = await renderConfirm();
    expect(result.current.state.kind).toBe('signed-out');
    expect(scans).toHaveLength(0);
  });

  it('LOGIN-7 signed in, it takes the code and names the device, its country and the account; confirm lets the other browser in', async () => {
    const scans = signedIn();
    const confirms = answerOn(qrConfirmFacts, () => ok({}));
    const { result } = await renderConfirm();
    expect(scans[0].body).toEqual({ uuid: UUID });
    expect(result.current.state).toEqual({ kind: 'asking', uuid: UUID, scan: SCAN, account: PROFILE.vague_email });

    await act(() => result.current.confirm());

    expect(confirms.map((c) => c.body)).toEqual([{ uuid: UUID }]);
    expect(result.current.state).toEqual({ kind: 'confirmed' });
    expect(result.current.busy).toBe(false);
  });

  it('LOGIN-7 cancel refuses the other browser', async () => {
    signedIn();
    const cancels = answerOn(qrCancelFacts, () => ok({}));
    const { result } = await renderConfirm();
    await act(() => result.current.cancel());
    expect(cancels).toHaveLength(1);
    expect(result.current.state).toEqual({ kind: 'cancelled' });
  });

  it.each([
    { code: 33101, kind: 'expired' },
    { code: 33102, kind: 'handled' },
  ])('LOGIN-7 a scan refused with $code ends the page as $kind', async ({ code, kind }) => {
    signedIn(() => retCode(code, 'refused'));
    const { result } = await renderConfirm();
    expect(result.current.state).toEqual({ kind });
    expect(result.current.alert).toBeNull();
  });

  it('LOGIN-7 ERR-11 a confirm refused with a code handed to the page keeps the question, with the reason in the alert', async () => {
    signedIn();
    answerOn(qrConfirmFacts, () => retCode(31018, 'ip limit'));
    const { result } = await renderConfirm();

    await act(() => result.current.confirm());

    expect(result.current.state.kind).toBe('asking');
    expect(result.current.alert).toMatchObject({ ns: 'errors', code: 31018 });
  });

  it('LOGIN-7 ERR-5 a refusal a toast tells keeps the question and adds nothing to the alert', async () => {
    signedIn();
    answerOn(qrConfirmFacts, () => retCode(10016, 'busy'));
    const { result } = await renderConfirm();

    await act(() => result.current.confirm());

    expect(result.current.state.kind).toBe('asking');
    expect(result.current.alert).toBeNull();
  });

  it('LOGIN-7 a confirm answered as expired in the meantime ends the page', async () => {
    signedIn();
    answerOn(qrConfirmFacts, () => retCode(33101, 'expired'));
    const { result } = await renderConfirm();
    await act(() => result.current.confirm());
    expect(result.current.state).toEqual({ kind: 'expired' });
  });
});
