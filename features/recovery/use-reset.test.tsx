import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { passwordResetCheckFacts } from '@/contract/recovery/password-reset-check.facts';
import { passwordResetSendFacts } from '@/contract/recovery/password-reset-send.facts';
import { passwordResetFacts } from '@/contract/recovery/password-reset.facts';
import { useReset } from '@/features/recovery/use-reset';
import { ComplianceProvider } from '@/stores/compliance-context';
import { ok, retCode } from '@/tests/msw/envelope';
import { RESET_STARTED, recoveryHandlers } from '@/tests/msw/handlers/recovery';
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
const NEW_PASSWORD = 'NewSecret123';

let endTest: () => void;

beforeAll(() => server.listen(LISTEN_OPTIONS));
beforeEach(() => {
  endTest = startScreenTest();
  server.use(webConfigAnswer(), ...recoveryHandlers);
  stubLocation(`/en/app/user/retrieve?email=${encodeURIComponent(EMAIL)}`);
});
afterEach(() => {
  endTest();
  server.resetHandlers();
});
afterAll(() => server.close());

function wrapper({ children }: { readonly children: ReactNode }) {
  return <ComplianceProvider>{children}</ComplianceProvider>;
}

type Flow = { current: ReturnType<typeof useReset> };

/** The reset of /app/user/retrieve, the account filled from the login's link, the web configuration arrived. */
async function renderReset() {
  const hook = renderHook(() => useReset(pageContext({ path: '/app/user/retrieve' })), { wrapper });
  await webConfigReady();
  await waitFor(() => expect(hook.result.current.ready).toBe(true));
  expect(hook.result.current.account.email).toBe(EMAIL);
  return hook;
}

/** Sends the code to the account and types `code` in the code step. */
async function atCodeStep(result: Flow, code = '123456') {
  await act(() => result.current.sendCode());
  expect(result.current.state.step).toBe('code');
  act(() => result.current.changeCode(code));
}

describe('useReset', () => {
  it('issue 27 the code sent, the code checked, the new password saved encrypted: done, with the login to go to', async () => {
    const sends = answerOn(passwordResetSendFacts, () => ok(RESET_STARTED));
    const checks = answerOn(passwordResetCheckFacts, () => ok({ authenticator: false }));
    const resets = answerOn(passwordResetFacts, () => ok({ reset: true, passkeys_removed: 1 }));
    const { result } = await renderReset();

    await atCodeStep(result, '123 456');
    expect(sends[0].body).toMatchObject({ login_name: EMAIL });
    await act(() => result.current.verifyCode());
    expect(checks[0].body).toEqual({ reset_token: RESET_STARTED.reset_token, code: '123456' });
    expect(result.current.state).toMatchObject({ step: 'password', authenticator: false });

    act(() => {
      result.current.changePassword(NEW_PASSWORD);
      result.current.changeRepeat(NEW_PASSWORD);
    });
    await act(() => result.current.savePassword());

    expect(resets[0].body).toMatchObject({
      reset_token: RESET_STARTED.reset_token,
      encrypt_password: `rsa(${NEW_PASSWORD})`,
    });
    expect(resets[0].body).not.toHaveProperty('totp_code');
    expect(result.current.state).toEqual({
      step: 'done',
      account: { kind: 'email', email: EMAIL },
      passkeysRemoved: 1,
    });
    expect(result.current.logInHref).toBe(`/en/login?email=${encodeURIComponent(EMAIL)}`);
    expect(result.current.alert).toBeNull();
  });

  it('LOGIN-5 a wrong code says how many tries are left, by the code field, and the step stays', async () => {
    answerOn(passwordResetCheckFacts, () =>
      retCode(30050, 'The verification code is incorrect.', { attempts_left: 2 }),
    );
    const { result } = await renderReset();
    await atCodeStep(result);

    await act(() => result.current.verifyCode());

    expect(result.current.state.step).toBe('code');
    expect(result.current.errors.code).toEqual({ ns: 'errors', key: 'wrongCode.left', values: { count: 2 } });
    expect(result.current.code).toBe('123456');
    // typing again clears it
    act(() => result.current.changeCode('654321'));
    expect(result.current.errors.code).toBeUndefined();
  });

  it('issue 36 item 3 the wrong code that locks the account says until when, by the code field', async () => {
    const lockedUntil = Math.floor(Date.now() / 1000) + 7200;
    answerOn(passwordResetCheckFacts, () =>
      retCode(30050, 'The verification code is incorrect.', { attempts_left: 0, locked_until: lockedUntil }),
    );
    const { result } = await renderReset();
    await atCodeStep(result);

    await act(() => result.current.verifyCode());

    expect(result.current.errors.code).toMatchObject({ ns: 'errors', key: 'wrongCode.lockedUntil' });
  });

  it('issue 38 a code refused once the account is locked by wrong codes (30051) says the lock, by the code field', async () => {
    answerOn(passwordResetCheckFacts, () => retCode(30051, 'locked'));
    const { result } = await renderReset();
    await atCodeStep(result);

    await act(() => result.current.verifyCode());

    expect(result.current.errors.code).toEqual({ ns: 'errors', key: 'wrongCode.locked' });
  });

  it('a refusal of the new password is told by its field, in the catalogue words with the code', async () => {
    answerOn(passwordResetFacts, () => retCode(31212, 'same password'));
    const { result } = await renderReset();
    await atCodeStep(result);
    await act(() => result.current.verifyCode());
    act(() => {
      result.current.changePassword(NEW_PASSWORD);
      result.current.changeRepeat(NEW_PASSWORD);
    });

    await act(() => result.current.savePassword());

    expect(result.current.state.step).toBe('password');
    expect(result.current.errors.password).toMatchObject({ ns: 'errors', key: 'codes.31212', code: 31212 });
  });

  it('a refusal with no handler of the step is told in the form alert (the global fallback)', async () => {
    answerOn(passwordResetSendFacts, () => retCode(31018, 'too many from this network'));
    const { result } = await renderReset();

    await act(() => result.current.sendCode());

    expect(result.current.state.step).toBe('account');
    expect(result.current.alert).toMatchObject({ ns: 'errors', code: 31018 });
  });

  it('a reset that expired starts the page again and says why until the next submit; nothing typed stays', async () => {
    answerOn(passwordResetCheckFacts, () => retCode(31210, 'expired'));
    const { result } = await renderReset();
    await atCodeStep(result);

    await act(() => result.current.verifyCode());

    expect(result.current.state).toEqual({ step: 'account' });
    expect(result.current.alert).toMatchObject({ ns: 'errors', key: 'codes.31210', code: 31210 });
    expect(result.current.errors).toEqual({});
    expect(result.current.code).toBe('');

    await act(() => result.current.sendCode());
    expect(result.current.alert).toBeNull();
    expect(result.current.state.step).toBe('code');
  });

  it('a resend refused is told by the code field; the code step and its reset stay', async () => {
    const sends = answerOn(passwordResetSendFacts, () =>
      sends.length > 1 ? retCode(30054, 'too frequent') : ok(RESET_STARTED),
    );
    const { result } = await renderReset();
    await atCodeStep(result);
    const before = result.current.state;

    await act(() => result.current.resendCode());

    expect(sends).toHaveLength(2);
    expect(result.current.sending).toBe(false);
    expect(result.current.state).toBe(before);
    expect(result.current.errors.code).toMatchObject({ ns: 'errors', key: 'codes.30054', code: 30054 });
  });

  it('a resend answered: a new token and a new countdown', async () => {
    const sends = answerOn(passwordResetSendFacts, () =>
      ok({ ...RESET_STARTED, reset_token: `reset-token-${sends.length}` }),
    );
    const { result } = await renderReset();
    await atCodeStep(result);

    await act(() => result.current.resendCode());

    expect(result.current.state).toMatchObject({ step: 'code', reset: { token: 'reset-token-2' } });
  });

  it('Back ("Use another account") returns to the first step through the history, the account kept, the code cleared', async () => {
    answerOn(passwordResetCheckFacts, () => retCode(30050, '', { attempts_left: 3 }));
    const { result } = await renderReset();
    await atCodeStep(result);
    await act(() => result.current.verifyCode());
    expect(result.current.errors.code).toBeDefined();

    await waitFor(() => expect(document.URL).toContain('step=code'));
    act(() => result.current.back());

    await waitFor(() => expect(result.current.state.step).toBe('account'));
    expect(result.current.state).toMatchObject({ step: 'account', typed: { kind: 'email' } });
    expect(document.URL).not.toContain('step=');
    expect(result.current.account.email).not.toBe('');
    expect(result.current.errors).toEqual({});
    expect(result.current.alert).toBeNull();
    expect(result.current.code).toBe('');
  });
});
