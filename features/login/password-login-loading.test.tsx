import { fireEvent, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { passwordLoginFacts } from '@/contract/login/login.facts';
import { LoginScreen } from '@/features/login/login-screen';
import { ok } from '@/tests/msw/envelope';
import { LOGIN_RESULT } from '@/tests/msw/handlers/auth';
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

// the login's actions arrive when the test lets them: how often they were asked for, and the gate they wait at
const actions = vi.hoisted(() => {
  let open: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { loads: 0, gate, open: () => open() };
});
vi.mock('@/features/login/password-login-actions', async (importOriginal) => {
  actions.loads += 1;
  await actions.gate;
  return importOriginal();
});
// what the actions ask for next, counted when asked
const next = vi.hoisted(() => ({ captcha: 0, rsa: 0, residence: 0 }));
// the proof-of-work captcha and the RSA encryption are replaced at their module boundary (reasons in screen-helpers)
vi.mock('@/services/captcha/page-captcha', async () => {
  next.captcha += 1;
  return (await import('@/tests/support/screen-helpers')).pageCaptchaStub();
});
vi.mock('jsencrypt', async (importOriginal) => {
  next.rsa += 1;
  return importOriginal();
});
vi.mock('@/services/auth/residence-redirect', async (importOriginal) => {
  next.residence += 1;
  return importOriginal();
});
vi.mock('@/services/auth/password-encryption', async () =>
  (await import('@/tests/support/screen-helpers')).passwordEncryptionStub(),
);

let endTest: () => void;

beforeAll(() => server.listen(LISTEN_OPTIONS));
beforeEach(() => {
  endTest = startScreenTest();
  server.use(webConfigAnswer());
});
afterEach(() => {
  endTest();
  server.resetHandlers();
});
afterAll(() => server.close());

describe('the password login on its way (issue 40)', () => {
  it('LOGIN-3 LOGIN-4 what a submit runs is not loaded with the page; it starts as the person starts on the form, with what it asks for next, and a submit made before it arrived goes through once', async () => {
    const location = stubLocation('/en/login');
    const logins = answerOn(passwordLoginFacts, () => ok(LOGIN_RESULT));
    const user = userEvent.setup();
    renderScreen(<LoginScreen page={pageContext({ path: '/login' })} />);
    await webConfigReady();
    const submit = screen.getByRole('button', { name: text('auth', 'actions.login') });
    expect(actions.loads).toBe(0);

    expect(next).toEqual({ captcha: 0, rsa: 0, residence: 0 });

    // pointing at the form starts the load, and beside it the loads the actions then make one after the other
    fireEvent.pointerEnter(submit.closest('form') as HTMLFormElement);
    await waitFor(() => expect(actions.loads).toBe(1));
    await waitFor(() => expect(next).toEqual({ captcha: 1, rsa: 1, residence: 1 }));
    await user.type(screen.getByRole('textbox', { name: text('auth', 'fields.email') }), 'alice@example.test');
    await user.type(screen.getByLabelText(text('auth', 'fields.password')), 'Secret123');
    await user.click(submit);
    await user.click(submit);
    // the submit waits for its code, busy
    await waitFor(() => expect(submit).toHaveAttribute('aria-busy', 'true'));
    expect(logins).toHaveLength(0);

    actions.open();

    await waitFor(() => expect(location.assign).toHaveBeenCalled());
    expect(logins).toHaveLength(1);
    expect(actions.loads).toBe(1);
  });
});
