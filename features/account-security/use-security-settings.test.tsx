import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { RET_CODES } from '@/contract/ret-codes';
import {
  loginCodesSetFacts,
  securityCodeSendFacts,
  securitySettingsFacts,
  totpEnableFacts,
  totpSetupFacts,
} from '@/contract/security/settings.facts';
import { setUserToken } from '@/services/identity';
import { toasts } from '@/stores/toast-store';
import { ok, retCode } from '@/tests/msw/envelope';
import { answerOn, setUpScreenTests } from '@/tests/support/screen-helpers';

import { useSecuritySettings } from './use-security-settings';

setUpScreenTests();

const SETTINGS = {
  totp: false,
  email_2fa: false,
  sms_2fa: false,
  vague_email: 'pe***@example.com',
  vague_mobile: '***1234',
  recovery_codes_left: 0,
};
const KEY = { secret: 'JBSWY3DPEHPK3PXP', uri: 'otpauth://totp/Bybit:person?secret=JBSWY3DPEHPK3PXP' };

/** The account page's flow, with its settings read. */
async function renderSettings() {
  setUserToken('t-security');
  const reads = answerOn(securitySettingsFacts, () => ok(SETTINGS));
  const hook = renderHook(() => useSecuritySettings());
  await waitFor(() => expect(hook.result.current.settings.status).toBe('done'));
  return { ...hook, reads };
}

/** Codes by email on: the first code goes out (the api says when the next may), and its form opens. */
async function openEmailForm(result: { current: ReturnType<typeof useSecuritySettings> }, resendIn = 0) {
  const sends = answerOn(securityCodeSendFacts, () => ok({ resend_in: resendIn }));
  await act(() => result.current.switchChannel('email', true));
  expect(result.current.editing).toMatchObject({ item: 'channel', channel: 'email' });
  return sends;
}

describe('useSecuritySettings (issue 38)', () => {
  it('issue 38: a refused resend (30054, too soon) is told by the code field, and what was typed stays', async () => {
    const { result } = await renderSettings();
    await openEmailForm(result);
    act(() => result.current.changeCode('12 3'));
    const resends = answerOn(securityCodeSendFacts, () => retCode(RET_CODES.tooFrequent, 'too soon'));
    await act(() => result.current.resendCode());
    expect(resends.map((c) => c.body)).toEqual([{ channel: 'email' }]);
    expect(result.current.form).toEqual({
      value: '123',
      error: { ns: 'errors', key: `codes.${RET_CODES.tooFrequent}`, code: RET_CODES.tooFrequent, fallback: 'too soon' },
      confirming: false,
      resending: false,
    });
    // the form stays open for the code already sent
    expect(result.current.editing).toMatchObject({ item: 'channel', channel: 'email' });
  });

  it('issue 38: a resend that goes through starts the countdown from what the api says is left', async () => {
    const { result } = await renderSettings();
    await openEmailForm(result, 0);
    const before = result.current.editing;
    answerOn(securityCodeSendFacts, () => ok({ resend_in: 60 }));
    const sent = Date.now();
    await act(() => result.current.resendCode());
    const after = result.current.editing;
    expect(before?.item === 'channel' && before.sentAt).toBeLessThanOrEqual(sent - 60_000);
    expect(after?.item === 'channel' && after.sentAt).toBeGreaterThanOrEqual(sent);
    expect(result.current.form.error).toBeNull();
  });

  it('issue 38: a failed authenticator setup is told in the section; no key is shown and the button is free', async () => {
    const setups = answerOn(totpSetupFacts, () => retCode(RET_CODES.storageReadOnly, 'read only'));
    const { result } = await renderSettings();
    await act(() => result.current.startTotpSetup());
    expect(setups).toHaveLength(1);
    expect(result.current.news).toEqual({
      kind: 'refusal',
      message: {
        ns: 'errors',
        key: `codes.${RET_CODES.storageReadOnly}`,
        code: RET_CODES.storageReadOnly,
        fallback: 'read only',
      },
    });
    expect(result.current.editing).toBeNull();
    expect(result.current.running).toBeNull();
  });

  it('issue 38: a re-proof given up on the setup is told with its code', async () => {
    answerOn(totpSetupFacts, () => retCode(RET_CODES.reproofRequired, 'confirm'));
    const { result } = await renderSettings();
    await act(() => result.current.startTotpSetup());
    expect(result.current.news).toMatchObject({
      kind: 'refusal',
      message: { key: `codes.${RET_CODES.reproofRequired}`, code: RET_CODES.reproofRequired },
    });
  });

  it('issue 38: the new key wrong: the tries left by the field, which is emptied; right: on, codes shown, settings read again', async () => {
    answerOn(totpSetupFacts, () => ok(KEY));
    let round = 0;
    const enables = answerOn(totpEnableFacts, () =>
      ++round === 1
        ? retCode(RET_CODES.codeIncorrect, 'wrong', { attempts_left: 2 })
        : ok({ recovery_codes: ['aaaa-bbbb'] }),
    );
    const { result, reads } = await renderSettings();
    await act(() => result.current.startTotpSetup());
    expect(result.current.editing).toEqual({ item: 'totp-setup', ...KEY });

    act(() => result.current.changeCode('111111'));
    await act(() => result.current.submitCode());
    expect(result.current.form.value).toBe('');
    expect(result.current.form.error).toEqual({ ns: 'errors', key: 'wrongCode.left', values: { count: 2 } });

    act(() => result.current.changeCode('123 456'));
    expect(result.current.form.error).toBeNull();
    await act(() => result.current.submitCode());
    expect(enables.map((c) => c.body)).toEqual([{ code: '111111' }, { code: '123456' }]);
    // issue 39: a success toast says it, not the section
    expect(result.current.news).toBeNull();
    expect(toasts.store.getState().toasts).toMatchObject([
      { tone: 'success', translationKey: 'security:settings.totp.enabled' },
    ]);
    expect(result.current.codes).toEqual(['aaaa-bbbb']);
    expect(result.current.editing).toBeNull();
    await waitFor(() => expect(reads).toHaveLength(2));
  });

  it('issue 38: an incomplete code is not sent; the field says so', async () => {
    const { result } = await renderSettings();
    await openEmailForm(result);
    const switches = answerOn(loginCodesSetFacts, () => ok({}));
    act(() => result.current.changeCode('123'));
    await act(() => result.current.submitCode());
    expect(switches).toHaveLength(0);
    expect(result.current.form.error).toEqual({ ns: 'security', key: 'secondStep.codeLength' });
  });

  it('issue 38: the lock wrong codes brought says until when', async () => {
    const until = Math.floor(Date.now() / 1000) + 7200;
    const { result } = await renderSettings();
    await openEmailForm(result);
    answerOn(loginCodesSetFacts, () => retCode(RET_CODES.tooManyCodeErrors, 'locked', { locked_until: until }));
    act(() => result.current.changeCode('123456'));
    await act(() => result.current.submitCode());
    expect(result.current.form).toMatchObject({
      value: '123456',
      error: { ns: 'errors', key: 'wrongCode.lockedUntil', code: RET_CODES.tooManyCodeErrors },
    });
  });
});
