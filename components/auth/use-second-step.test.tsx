import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import type { Envelope } from '@/config/x-api';
import { RET_CODES } from '@/contract/ret-codes';
import { secondStepSendFacts, secondStepVerifyFacts } from '@/contract/security/second-step.facts';
import type { PendingSecondStep } from '@/stores/second-step-store';
import { ok, retCode } from '@/tests/msw/envelope';
import { answerOn, setUpScreenTests } from '@/tests/support/screen-helpers';

import { useSecondStep } from './use-second-step';

setUpScreenTests();

const CHALLENGE = {
  challenge: 'c-1',
  reason: 'twoStep',
  methods: ['totp', 'email'],
  vague_email: 'pe***@example.com',
  vague_mobile: '',
  sent: '',
  resend_in: 0,
  expires_in: 600,
};
const SESSION = { token: 't', user_id: 1, uid: '1', is_new_user: false, use_thirdparty: false, tg_bind_result: '' };

/** The step of a login the api answered 31200 with `challenge`; `answer` is what the login waits on. */
function renderStep(challenge: unknown = CHALLENGE) {
  const answer = vi.fn<(envelope: Envelope<unknown>) => void>();
  const pending: PendingSecondStep = {
    refusal: { ret_code: RET_CODES.secondStepRequired, ret_msg: 'second step', result: challenge },
    answer,
  };
  const hook = renderHook(() => useSecondStep(pending));
  return { ...hook, answer, pending };
}

describe('useSecondStep (issue 26, issue 38)', () => {
  it('issue 38: a wrong code with tries left is told by the field, which is emptied; the login still waits', async () => {
    const checks = answerOn(secondStepVerifyFacts, () =>
      retCode(RET_CODES.codeIncorrect, 'wrong', { attempts_left: 4 }),
    );
    const { result, answer } = renderStep();
    act(() => result.current.changeCode('111 111'));
    await waitFor(() => expect(result.current.error).not.toBeNull());
    expect(checks.map((c) => c.body)).toEqual([
      { challenge: 'c-1', method: 'totp', code: '111111', trust_device: false },
    ]);
    expect(result.current.error).toEqual({ ns: 'errors', key: 'wrongCode.left', values: { count: 4 } });
    expect(result.current.code).toBe('');
    expect(result.current.busy).toBe(false);
    expect(answer).not.toHaveBeenCalled();
  });

  it('issue 39: a code already used is told by the field as used (no tries named); the field is emptied, the login waits', async () => {
    answerOn(secondStepVerifyFacts, () => retCode(RET_CODES.codeAlreadyUsed, 'used'));
    const { result, answer } = renderStep();
    act(() => result.current.changeCode('333-333'));
    await waitFor(() => expect(result.current.error).not.toBeNull());
    expect(result.current.error).toMatchObject({ ns: 'errors', key: 'codes.30057', code: 30057 });
    expect(result.current.code).toBe('');
    expect(answer).not.toHaveBeenCalled();
  });

  it('issue 38: the lock ends the step: the login answers with it, for its form to tell', async () => {
    const until = Math.floor(Date.now() / 1000) + 7200;
    answerOn(secondStepVerifyFacts, () => retCode(RET_CODES.tooManyCodeErrors, 'locked', { locked_until: until }));
    const { result, answer } = renderStep();
    act(() => result.current.changeTrust(true));
    act(() => result.current.changeCode('222222'));
    await waitFor(() => expect(answer).toHaveBeenCalled());
    expect(answer).toHaveBeenCalledWith({
      ret_code: RET_CODES.tooManyCodeErrors,
      ret_msg: 'locked',
      result: { locked_until: until },
    });
  });

  it('issue 38: the right code answers the login with the session; trust goes with it', async () => {
    const checks = answerOn(secondStepVerifyFacts, () => ok(SESSION));
    const { result, answer } = renderStep();
    act(() => {
      result.current.changeTrust(true);
      result.current.changeCode('12345');
    });
    expect(checks).toHaveLength(0);
    act(() => result.current.changeCode('123456'));
    await waitFor(() => expect(answer).toHaveBeenCalled());
    expect(checks.map((c) => c.body)).toEqual([
      { challenge: 'c-1', method: 'totp', code: '123456', trust_device: true },
    ]);
    expect(answer).toHaveBeenCalledWith(expect.objectContaining({ ret_code: 0, result: SESSION }));
  });

  it('issue 38: an incomplete code is not sent; the field says so', async () => {
    const checks = answerOn(secondStepVerifyFacts, () => ok(SESSION));
    const { result } = renderStep();
    act(() => result.current.changeCode('123'));
    await act(() => result.current.verify());
    expect(checks).toHaveLength(0);
    expect(result.current.error).toEqual({ ns: 'security', key: 'secondStep.codeLength' });
  });

  it('issue 38: email picked: a code goes there, with its countdown; a resend too soon is told and the step stays', async () => {
    let round = 0;
    const sends = answerOn(secondStepSendFacts, () =>
      ++round === 1 ? ok({ resend_in: 60 }) : retCode(RET_CODES.tooFrequent, 'too soon'),
    );
    const { result, answer } = renderStep();
    expect(result.current.sentAt).toBeNull();
    const before = Date.now();
    await act(() => result.current.switchMethod('email'));
    expect(result.current.method).toBe('email');
    expect(sends.map((c) => c.body)).toEqual([{ challenge: 'c-1', method: 'email' }]);
    expect(result.current.sentAt).toBeGreaterThanOrEqual(before);

    await act(() => result.current.resend());
    expect(sends).toHaveLength(2);
    expect(result.current.error).toMatchObject({ ns: 'errors', key: `codes.${RET_CODES.tooFrequent}` });
    expect(answer).not.toHaveBeenCalled();
  });

  it('issue 38: a code sent with the challenge counts down from what the api said is left', () => {
    const before = Date.now();
    const { result } = renderStep({ ...CHALLENGE, methods: ['email'], sent: 'email', resend_in: 45 });
    expect(result.current.method).toBe('email');
    expect(result.current.sentAt).toBeGreaterThanOrEqual(before - 15_000);
    expect(result.current.sentAt).toBeLessThanOrEqual(Date.now() - 15_000);
  });

  it('issue 26: a challenge the page cannot read answers the login with its refusal as it came', () => {
    const { result, answer, pending } = renderStep({ challenge: '' });
    expect(result.current.details).toBeNull();
    expect(answer).toHaveBeenCalledWith(pending.refusal);
  });

  it('issue 38: cancelled: the login answers with the refusal that asked for the step', () => {
    const { result, answer, pending } = renderStep();
    act(() => result.current.cancel());
    expect(answer).toHaveBeenCalledWith(pending.refusal);
  });
});
