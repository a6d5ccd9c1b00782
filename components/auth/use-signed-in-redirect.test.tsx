import { renderHook, waitFor } from '@testing-library/react';
import { http as route } from 'msw';
import { describe, expect, it } from 'vitest';

import { useSignedInRedirect } from '@/components/auth/use-signed-in-redirect';
import { setUserToken } from '@/services/identity';
import { ok } from '@/tests/msw/envelope';
import { server } from '@/tests/msw/server';
import { pageContext, setUpScreenTests, stubLocation } from '@/tests/support/screen-helpers';

setUpScreenTests();

/** Every state the hook answered, render by render, and the profile requests it made. */
function watch(tokenCookie: boolean | null) {
  const profiles: string[] = [];
  // a token the api no longer knows: the visitor stays
  server.use(
    route.get('*/x-api/v2/private/user/profile', ({ request }) => {
      profiles.push(request.url);
      return ok({ id: 0 });
    }),
  );
  const states: string[] = [];
  const page = pageContext();
  renderHook(() => {
    const state = useSignedInRedirect(page, { tokenCookie });
    states.push(state);
    return state;
  });
  return { states, profiles };
}

describe('Issue 4 §4 the signed-in check of the sign-in forms', () => {
  it('REDIR-10 a request without a token cookie offers the form from the first render, asks nothing and renders nothing again', async () => {
    const { states, profiles } = watch(false);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(states).toEqual(['signed-out']);
    expect(profiles).toEqual([]);
  });

  it('REDIR-10 a request with a token cookie is checked before the form is offered', async () => {
    setUserToken('t-1');
    const { states, profiles } = watch(true);
    expect(states[0]).toBe('checking');
    await waitFor(() => expect(states.at(-1)).toBe('signed-out'));
    expect(profiles).toHaveLength(1);
  });

  it('REDIR-10 a token the browser holds though the request carried none (a framed page) is still checked', async () => {
    setUserToken('t-2');
    const { states, profiles } = watch(false);
    expect(states[0]).toBe('signed-out');
    await waitFor(() => expect(profiles).toHaveLength(1));
    expect(states).toContain('checking');
    await waitFor(() => expect(states.at(-1)).toBe('signed-out'));
  });

  it('REDIR-5 a token the api knows: the form is never offered, the visitor is sent on by the redirect policy', async () => {
    const location = stubLocation('/en/login');
    setUserToken('t-3');
    const states: string[] = [];
    const page = pageContext();
    renderHook(() => {
      const state = useSignedInRedirect(page, { tokenCookie: true });
      states.push(state);
      return state;
    });
    await waitFor(() => expect(location.replace).toHaveBeenCalledWith('/en/dashboard'));
    expect(states.at(-1)).toBe('leaving');
    expect(states).not.toContain('signed-out');
  });
});
