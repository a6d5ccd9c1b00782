import { renderHook, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';

import { registrationRecallFacts } from '@/contract/register/recall.facts';
import type { RegistrationEvent } from '@/features/registration/registration-flow';
import { useRegistrationRecall } from '@/features/registration/use-registration-recall';
import { ok, retCode } from '@/tests/msw/envelope';
import { answerOn, setUpScreenTests, stubLocation } from '@/tests/support/screen-helpers';

const UUID = 'reg-uuid-1';
const recallInfo = (recall_stage: string, version = 'newLink') => ({
  recall_stage,
  platform: 'web',
  login_name: 'al***@example.test',
  version,
});

let location: ReturnType<typeof stubLocation>;
setUpScreenTests();

function renderRecall(query: string) {
  location = stubLocation(`/en/register${query}`);
  const dispatch = vi.fn<(event: RegistrationEvent) => void>();
  const hook = renderHook(() => useRegistrationRecall('en', dispatch));
  return { ...hook, dispatch };
}

describe('useRegistrationRecall', () => {
  it('REG-7 without ?uuid= nothing is asked and the sign-up starts afresh', async () => {
    const recalls = answerOn(registrationRecallFacts, () => ok(recallInfo('commit_password')));
    const { result, dispatch } = renderRecall('');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(result.current).toEqual({ name: null, alert: null });
    expect(recalls).toHaveLength(0);
    expect(dispatch).not.toHaveBeenCalled();
  });

  it('REG-7 at commit_password the registration moves to the password step with the account name', async () => {
    const recalls = answerOn(registrationRecallFacts, () => ok(recallInfo('commit_password')));
    const { result, dispatch } = renderRecall(`?uuid=${UUID}`);
    await waitFor(() => expect(result.current.name).toBe('al***@example.test'));
    expect(result.current.alert).toBeNull();
    expect(recalls[0].url.searchParams.get('uuid')).toBe(UUID);
    expect(dispatch).toHaveBeenCalledWith({
      type: 'recalled',
      registration: { uuid: UUID, account: { kind: 'email', email: 'al***@example.test' }, sentAt: 0 },
    });
    expect(location.replace).not.toHaveBeenCalled();
  });

  it('REG-7 at commit_login the person goes to log in', async () => {
    answerOn(registrationRecallFacts, () => ok(recallInfo('commit_login')));
    const { dispatch } = renderRecall(`?uuid=${UUID}`);
    await waitFor(() => expect(location.replace).toHaveBeenCalledWith('/en/login?source=commit_login'));
    expect(dispatch).not.toHaveBeenCalled();
  });

  it.each([
    { name: 'an old variant', answer: () => ok(recallInfo('commit_password', 'oldLink')) },
    { name: 'an unknown registration', answer: () => ok(recallInfo('')) },
    { name: 'no answer', answer: () => HttpResponse.error() },
  ])('REG-7 $name starts afresh', async ({ answer }) => {
    const recalls = answerOn(registrationRecallFacts, answer);
    const { result, dispatch } = renderRecall(`?uuid=${UUID}`);
    await waitFor(() => expect(recalls).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(result.current).toEqual({ name: null, alert: null });
    expect(dispatch).not.toHaveBeenCalled();
    expect(location.replace).not.toHaveBeenCalled();
  });

  it('REG-7 a sign-up started in another browser is not resumed: the person is told to finish it there', async () => {
    answerOn(registrationRecallFacts, () => retCode(30056, 'This sign-up was started in another browser'));
    const { result, dispatch } = renderRecall(`?uuid=${UUID}`);
    await waitFor(() => expect(result.current.alert).not.toBeNull());
    expect(result.current.alert).toMatchObject({ ns: 'errors', key: 'codes.30056', code: 30056 });
    expect(result.current.name).toBeNull();
    expect(dispatch).not.toHaveBeenCalled();
    expect(location.replace).not.toHaveBeenCalled();
  });
});
