import { screen, waitFor } from '@testing-library/react';
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

// the network drops before what a submit runs could arrive
vi.mock('@/features/login/password-login-actions', () => {
  throw new Error('Failed to load chunk');
});
// the proof-of-work captcha and the RSA encryption are replaced at their module boundary (reasons in screen-helpers)
vi.mock('@/services/captcha/page-captcha', async () =>
  (await import('@/tests/support/screen-helpers')).pageCaptchaStub(),
);
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

describe('the password login without its code (issue 40)', () => {
  it('LOGIN-3 a submit whose code could not load says so in the form, sends nothing and keeps what was typed', async () => {
    const location = stubLocation('/en/login');
    const logins = answerOn(passwordLoginFacts, () => ok(LOGIN_RESULT));
    const user = userEvent.setup();
    renderScreen(<LoginScreen page={pageContext({ path: '/login' })} />);
    await webConfigReady();
    const email = screen.getByRole('textbox', { name: text('auth', 'fields.email') });
    await user.type(email, 'alice@example.test');
    await user.type(screen.getByLabelText(text('auth', 'fields.password')), 'Secret123');

    await user.click(screen.getByRole('button', { name: text('auth', 'actions.login') }));

    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(text('auth', 'errors.configMissing')));
    expect(logins).toHaveLength(0);
    expect(location.assign).not.toHaveBeenCalled();
    expect(email).toHaveValue('alice@example.test');
  });
});
