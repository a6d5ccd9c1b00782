import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { securityRecoverSendFacts } from '@/contract/recovery/recover-send.facts';
import { securityRecoverStartFacts } from '@/contract/recovery/recover-start.facts';
import { securityRecoverFacts } from '@/contract/recovery/recover.facts';
import { useFind } from '@/features/recovery/use-find';
import { ComplianceProvider } from '@/stores/compliance-context';
import { ok, retCode } from '@/tests/msw/envelope';
import { RECOVERY_STARTED, recoveryHandlers } from '@/tests/msw/handlers/recovery';
import { LISTEN_OPTIONS, server } from '@/tests/msw/server';
import {
  answerOn,
  pageContext,
  startScreenTest,
  stubLocation,
  webConfigAnswer,
  webConfigReady,
} from '@/tests/support/screen-helpers';

// the proof-of-work captcha and the RSA encryption are replaced at their module boundary (reasons in screen-helpers)
vi.mock('@/services/captcha/page-captcha', async () =>
  (await import('@/tests/support/screen-helpers')).pageCaptchaStub(),
);
vi.mock('@/services/auth/password-encryption', async () =>
  (await import('@/tests/support/screen-helpers')).passwordEncryptionStub(),
);

const EMAIL = 'alice@example.test';
const PASSWORD = 'Secret123';
const EMAIL_ONLY = { ...RECOVERY_STARTED, methods: ['email' as const] };

let endTest: () => void;
let location: ReturnType<typeof stubLocation>;

beforeAll(() => server.listen(LISTEN_OPTIONS));
beforeEach(() => {
  endTest = startScreenTest();
  server.use(webConfigAnswer(), ...recoveryHandlers);
  location = stubLocation(`/en/app/user/security-item-find?email=${encodeURIComponent(EMAIL)}`);
});
afterEach(() => {
  endTest();
  server.resetHandlers();
});
afterAll(() => server.close());

function wrapper({ children }: { readonly children: ReactNode }) {
  return <ComplianceProvider>{children}</ComplianceProvider>;
}

type Flow = { current: ReturnType<typeof useFind> };

/** The recovery of /app/user/security-item-find, the account filled from the login's link. */
async function renderFind() {
  const hook = renderHook(() => useFind(pageContext({ path: '/app/user/security-item-find' })), { wrapper });
  await webConfigReady();
  await waitFor(() => expect(hook.result.current.ready).toBe(true));
  return hook;
}

/** Types the password and starts the recovery. */
async function start(result: Flow) {
  act(() => result.current.changePassword(PASSWORD));
  await act(() => result.current.start());
}

describe('useFind', () => {
  it('issue 27 the password, then a recovery code, turn two-step verification off', async () => {
    const starts = answerOn(securityRecoverStartFacts, () => ok(RECOVERY_STARTED));
    const recovers = answerOn(securityRecoverFacts, () => ok({ recovered: true, passkeys_removed: 2 }));
    const { result } = await renderFind();

    await start(result);
    expect(starts[0].body).toMatchObject({ login_name: EMAIL, encrypt_password: `rsa(${PASSWORD})` });
    expect(result.current.state).toMatchObject({ step: 'prove', method: 'recovery', sentAt: null });

    act(() => result.current.changeCode('k7m2p-xq9ra'));
    await act(() => result.current.turnOff());

    expect(recovers[0].body).toEqual({
      recover_token: RECOVERY_STARTED.recover_token,
      method: 'recovery',
      code: 'k7m2p-xq9ra',
    });
    expect(result.current.state).toEqual({ step: 'done', passkeysRemoved: 2 });
  });

  it('issue 27 by email: the code is sent, then typed', async () => {
    answerOn(securityRecoverStartFacts, () => ok(EMAIL_ONLY));
    const sends = answerOn(securityRecoverSendFacts, () => ok({ resend_in: 60 }));
    const recovers = answerOn(securityRecoverFacts, () => ok({ recovered: true, passkeys_removed: 0 }));
    const { result } = await renderFind();
    await start(result);

    await act(() => result.current.sendCode());
    expect(sends[0].body).toEqual({ recover_token: RECOVERY_STARTED.recover_token, method: 'email' });
    expect(result.current.state).toMatchObject({ step: 'prove', method: 'email', sentAt: expect.any(Number) });

    act(() => result.current.changeCode('123456'));
    await act(() => result.current.turnOff());
    expect(recovers[0].body).toMatchObject({ method: 'email', code: '123456' });
    expect(result.current.state.step).toBe('done');
  });

  it('LOGIN-5 a wrong code says how many tries are left, by the code field', async () => {
    answerOn(securityRecoverFacts, () => retCode(30050, 'wrong code', { attempts_left: 4 }));
    const { result } = await renderFind();
    await start(result);
    act(() => result.current.changeCode('k7m2p-xq9ra'));

    await act(() => result.current.turnOff());

    expect(result.current.state.step).toBe('prove');
    expect(result.current.errors.code).toEqual({ ns: 'errors', key: 'wrongCode.left', values: { count: 4 } });
  });

  it.each([
    { name: 'a refusal (count 1)', count: 1, left: 4 },
    { name: 'an answer (count 3, ERR-8)', count: 3, left: 2 },
  ])(
    'LOGIN-5 ERR-8 a wrong password is told as the login tells it, with the tries left: $name',
    async ({ count, left }) => {
      answerOn(securityRecoverStartFacts, () => retCode(31002, 'wrong password', { pass_err_count: count }));
      const { result } = await renderFind();

      await start(result);

      expect(result.current.state.step).toBe('start');
      expect(result.current.errors.password).toEqual({
        ns: 'auth',
        key: 'errors.wrongPasswordLeft',
        values: { count: left },
      });
    },
  );

  it('an account without a second factor has nothing to recover', async () => {
    answerOn(securityRecoverStartFacts, () => retCode(31213, 'nothing to recover'));
    const { result } = await renderFind();

    await start(result);

    expect(result.current.state).toEqual({ step: 'nothing' });
  });

  it('a refusal the login shows as a dialog is told in the form alert here, never dropped', async () => {
    answerOn(securityRecoverStartFacts, () => retCode(41102, 'refused'));
    const { result } = await renderFind();

    await start(result);

    expect(result.current.state.step).toBe('start');
    expect(result.current.alert).toMatchObject({ ns: 'errors', code: 41102 });
    expect(location.assign).not.toHaveBeenCalled();
  });

  it('a send refused for the day is told in the step alert; the step stays', async () => {
    answerOn(securityRecoverStartFacts, () => ok(EMAIL_ONLY));
    answerOn(securityRecoverSendFacts, () => retCode(31214, 'send limit'));
    const { result } = await renderFind();
    await start(result);

    await act(() => result.current.sendCode());

    expect(result.current.state).toMatchObject({ step: 'prove', sentAt: null });
    expect(result.current.sending).toBe(false);
    expect(result.current.alert).toMatchObject({ ns: 'errors', key: 'codes.31214', code: 31214 });
  });

  it('a resend refused as too soon is told by the code field', async () => {
    answerOn(securityRecoverStartFacts, () => ok(EMAIL_ONLY));
    const sends = answerOn(securityRecoverSendFacts, () =>
      sends.length > 1 ? retCode(30054, 'too frequent') : ok({ resend_in: 60 }),
    );
    const { result } = await renderFind();
    await start(result);
    await act(() => result.current.sendCode());

    await act(() => result.current.sendCode());

    expect(sends).toHaveLength(2);
    expect(result.current.errors.code).toMatchObject({ ns: 'errors', key: 'codes.30054', code: 30054 });
  });

  it('a recovery that expired starts the page again and says why; the password typed is not kept', async () => {
    answerOn(securityRecoverFacts, () => retCode(31210, 'expired'));
    const { result } = await renderFind();
    await start(result);
    act(() => result.current.changeCode('k7m2p-xq9ra'));

    await act(() => result.current.turnOff());

    expect(result.current.state).toEqual({ step: 'start' });
    expect(result.current.alert).toMatchObject({ ns: 'errors', key: 'codes.31210', code: 31210 });
    expect(result.current.password).toBe('');
    expect(result.current.code).toBe('');
  });

  it('another way to prove it: the code and its refusal are dropped', async () => {
    answerOn(securityRecoverFacts, () => retCode(30050, '', { attempts_left: 4 }));
    const { result } = await renderFind();
    await start(result);
    act(() => result.current.changeCode('k7m2p-xq9ra'));
    await act(() => result.current.turnOff());

    act(() => result.current.switchTo('email'));

    expect(result.current.state).toMatchObject({ step: 'prove', method: 'email' });
    expect(result.current.code).toBe('');
    expect(result.current.errors).toEqual({});
  });
});
