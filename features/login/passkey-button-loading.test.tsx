import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { passkeyLoginOptionsFacts } from '@/contract/passkeys/login-options.facts';
import { LoginScreen } from '@/features/login/login-screen';
import { ok } from '@/tests/msw/envelope';
import { LISTEN_OPTIONS, server } from '@/tests/msw/server';
import {
  answerOn,
  pageContext,
  renderScreen,
  startScreenTest,
  stubLocation,
  text,
  webConfigAnswer,
  webConfigReady,
} from '@/tests/support/screen-helpers';

// how often the passkeys' ceremonies, and what a session opened goes on with, were asked for
const ceremony = vi.hoisted(() => ({ loads: 0 }));
vi.mock('@/features/login/passkey-ceremony', async (importOriginal) => {
  ceremony.loads += 1;
  return importOriginal();
});
const sessionActions = vi.hoisted(() => ({ loads: 0 }));
vi.mock('@/features/login/password-login-actions', async (importOriginal) => {
  sessionActions.loads += 1;
  return importOriginal();
});

let endTest: () => void;

beforeAll(() => server.listen(LISTEN_OPTIONS));
beforeEach(() => {
  endTest = startScreenTest();
  server.use(webConfigAnswer());
  stubLocation('/en/login');
});
afterEach(() => {
  endTest();
  server.resetHandlers();
});
afterAll(() => server.close());

describe('the passkey button on its way (issue 40)', () => {
  it('the prompt’s code is not loaded with the page; pointing at the button starts it and what a session goes on with, and nothing is asked of the api', async () => {
    const options = answerOn(passkeyLoginOptionsFacts, () => ok({}));
    renderScreen(<LoginScreen page={pageContext({ path: '/login' })} />);
    await webConfigReady();
    const passkey = screen.getByRole('button', { name: text('passkey', 'login.button') });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(ceremony.loads).toBe(0);
    expect(sessionActions.loads).toBe(0);

    fireEvent.pointerEnter(passkey);
    fireEvent.focus(passkey);

    await waitFor(() => expect(ceremony.loads).toBe(1));
    await waitFor(() => expect(sessionActions.loads).toBe(1));
    expect(options).toHaveLength(0);
  });
});
