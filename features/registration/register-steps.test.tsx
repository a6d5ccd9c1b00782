import { act, screen, waitFor } from '@testing-library/react';
import { userEvent, type UserEvent } from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { LINK_POLL_MS } from '@/config/auth';
import { registrationInfoFacts } from '@/contract/register/info.facts';
import { registrationVerifyResultFacts } from '@/contract/register/verify-result.facts';
import { registrationVerifyFacts } from '@/contract/register/verify.facts';
import { RegisterScreen } from '@/features/registration/register-screen';
import { ok } from '@/tests/msw/envelope';
import { REGISTRATION_STARTED, registrationHandlers } from '@/tests/msw/handlers/registration';
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

// the proof-of-work captcha and the RSA encryption are replaced at their module boundary (reasons in screen-helpers)
vi.mock('@/services/captcha/page-captcha', async () =>
  (await import('@/tests/support/screen-helpers')).pageCaptchaStub(),
);
vi.mock('@/services/auth/password-encryption', async () =>
  (await import('@/tests/support/screen-helpers')).passwordEncryptionStub(),
);

const EMAIL = 'new.user@example.test';

let endTest: () => void;

beforeAll(() => server.listen(LISTEN_OPTIONS));
beforeEach(() => {
  endTest = startScreenTest();
  server.use(...registrationHandlers);
  stubLocation('/en/register');
});
afterEach(() => {
  vi.useRealTimers();
  endTest();
  server.resetHandlers();
});
afterAll(() => server.close());

const emailField = () => screen.getByRole('textbox', { name: text('auth', 'fields.email') });
const button = (key: string) => screen.getByRole('button', { name: text('auth', key) });
const heading = (key: string) => screen.findByRole('heading', { level: 2, name: text('register', key) });
/** The screen's announcement of the step, as a screen reader hears it. */
const announced = (key: string) =>
  screen.getAllByRole('status').some((region) => region.textContent === text('register', key));

async function renderRegister(variant: string) {
  server.use(webConfigAnswer({ register_variant: variant }));
  const user = userEvent.setup();
  renderScreen(<RegisterScreen page={pageContext({ path: '/register' })} />);
  await webConfigReady();
  return user;
}

async function submitEmail(user: UserEvent) {
  await user.type(emailField(), EMAIL);
  await user.click(button('actions.continue'));
}

describe('RegisterScreen focus from step to step', () => {
  it('the email has the focus when the page is ready, the code field after Continue, the password after the code; each step announced', async () => {
    answerOn(registrationInfoFacts, () => ok(REGISTRATION_STARTED));
    answerOn(registrationVerifyFacts, () => ok({ verify_result: 1 }));
    const user = await renderRegister('newCode');
    await waitFor(() => expect(emailField()).toHaveFocus());
    expect(announced('register.codeTitle')).toBe(false);

    await submitEmail(user);
    await heading('register.codeTitle');
    const code = screen.getByLabelText(text('auth', 'fields.code'));
    await waitFor(() => expect(code).toHaveFocus());
    expect(announced('register.codeTitle')).toBe(true);

    await user.type(code, '123456{Enter}');
    await heading('register.passwordTitle');
    await waitFor(() => expect(screen.getByLabelText(text('auth', 'fields.newPassword'))).toHaveFocus());
    expect(announced('register.passwordTitle')).toBe(true);
  });

  it('"Change account" goes back to the email field', async () => {
    answerOn(registrationInfoFacts, () => ok(REGISTRATION_STARTED));
    const user = await renderRegister('newCode');
    await submitEmail(user);
    await heading('register.codeTitle');

    await user.click(button('actions.changeAccount'));
    await waitFor(() => expect(emailField()).toHaveFocus());
  });

  it('the link step, with nothing to fill, gives the focus to its title', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    answerOn(registrationInfoFacts, () => ok({ ...REGISTRATION_STARTED, step: 'verfiyLink' }));
    answerOn(registrationVerifyResultFacts, () => ok({ verify_result: 0 }));
    const user = await renderRegister('newLink');
    await submitEmail(user);

    const title = await heading('register.linkTitle');
    await waitFor(() => expect(title).toHaveFocus());
    expect(announced('register.linkTitle')).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(LINK_POLL_MS));
  });
});

describe('RegisterScreen password strength', () => {
  it('a meter beside the rules names how strong the new password is, from Weak to Strong', async () => {
    answerOn(registrationInfoFacts, () => ok(REGISTRATION_STARTED));
    answerOn(registrationVerifyFacts, () => ok({ verify_result: 1 }));
    const user = await renderRegister('newCode');
    await submitEmail(user);
    await heading('register.codeTitle');
    await user.type(screen.getByLabelText(text('auth', 'fields.code')), '123456{Enter}');
    await heading('register.passwordTitle');
    const password = screen.getByLabelText(text('auth', 'fields.newPassword'));
    expect(screen.queryByRole('meter')).not.toBeInTheDocument();

    const meter = () => screen.getByRole('meter', { name: text('register', 'passwordStrength.label') });
    await user.type(password, 'Password1');
    expect(meter()).toHaveAttribute('aria-valuetext', text('register', 'passwordStrength.weak'));
    expect(meter()).toHaveAttribute('aria-valuenow', '0');

    await user.clear(password);
    await user.type(password, 'Kx9mPq2vLt');
    expect(meter()).toHaveAttribute('aria-valuetext', text('register', 'passwordStrength.fair'));

    // the account's own name makes it weaker
    await user.clear(password);
    await user.type(password, 'Kx9#mPq2vuser7w');
    expect(meter()).toHaveAttribute('aria-valuetext', text('register', 'passwordStrength.good'));

    await user.clear(password);
    await user.type(password, 'Kx9#mPq2vLt7w');
    expect(meter()).toHaveAttribute('aria-valuetext', text('register', 'passwordStrength.strong'));
    expect(meter()).toHaveAttribute('aria-valuenow', '4');
    // read with the field, after its error and before the rules
    expect(password.getAttribute('aria-describedby')).toBe(
      'register-password-error register-password-strength register-password-rules',
    );
    expect(document.getElementById('register-password-strength')).toHaveTextContent(
      text('register', 'passwordStrength.strong'),
    );
  });
});
