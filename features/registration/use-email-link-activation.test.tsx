import { act, renderHook, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { registrationActivateFacts } from '@/contract/register/activate.facts';
import { useEmailLinkActivation } from '@/features/registration/use-email-link-activation';
import { apiStatus } from '@/stores/api-status';
import { ok, retCode } from '@/tests/msw/envelope';
import { answerOn, setUpScreenTests, stubLocation } from '@/tests/support/screen-helpers';

const UUID = 'reg-uuid-1';
const TOKEN = 'mail-token-1';

setUpScreenTests();

async function renderActivation(query: string) {
  stubLocation(`/en/email-code-verify${query}`);
  const hook = renderHook(() => useEmailLinkActivation());
  expect(hook.result.current.state).toBe('checking');
  return hook;
}

describe('useEmailLinkActivation', () => {
  it('REG-2 a valid link is checked once and verified, with the registration to continue', async () => {
    const activations = answerOn(registrationActivateFacts, () => ok({ verify_result: 1 }));
    const { result } = await renderActivation(`?uuid=${UUID}&token=${TOKEN}`);
    await waitFor(() => expect(result.current).toEqual({ state: 'verified', uuid: UUID }));
    expect(activations.map((call) => call.body)).toEqual([{ uuid: UUID, token: TOKEN }]);
  });

  it.each([
    { name: 'refused link', answer: () => retCode(30053, 'link invalid') },
    { name: 'not verified', answer: () => ok({ verify_result: 0 }) },
  ])('REG-2 a link no longer valid fails: $name', async ({ answer }) => {
    answerOn(registrationActivateFacts, answer);
    const { result } = await renderActivation(`?uuid=${UUID}&token=${TOKEN}`);
    await waitFor(() => expect(result.current.state).toBe('failed'));
  });

  it('REG-2 a link without its token fails and asks nothing', async () => {
    const activations = answerOn(registrationActivateFacts, () => ok({ verify_result: 1 }));
    const { result } = await renderActivation(`?uuid=${UUID}`);
    await waitFor(() => expect(result.current.state).toBe('failed'));
    expect(activations).toHaveLength(0);
  });

  it('HTTP-8 REG-2 no answer: still checking, and checked again once the api is back', async () => {
    const activations = answerOn(registrationActivateFacts, () =>
      activations.length === 1 ? HttpResponse.error() : ok({ verify_result: 1 }),
    );
    const { result } = await renderActivation(`?uuid=${UUID}&token=${TOKEN}`);
    await waitFor(() => expect(apiStatus.store.getState().reachable).toBe(false));
    expect(result.current.state).toBe('checking');

    await act(() => apiStatus.retryNow());
    await waitFor(() => expect(result.current.state).toBe('verified'));
    expect(activations).toHaveLength(2);
  });
});
