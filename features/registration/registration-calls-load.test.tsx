import { fireEvent, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { registrationInfoFacts } from '@/contract/register/info.facts';
import { RegisterScreen } from '@/features/registration/register-screen';
import { ok } from '@/tests/msw/envelope';
import { REGISTRATION_STARTED, registrationHandlers } from '@/tests/msw/handlers/registration';
import { LISTEN_OPTIONS, server } from '@/tests/msw/server';
import { stubResizeObserver } from '@/tests/support/antd-select';
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

vi.mock('@/services/captcha/page-captcha', async () =>
  (await import('@/tests/support/screen-helpers')).pageCaptchaStub(),
);

/** The calls of sign-up as the browser loads them: counted, held until `arrive`, or failing. */
const calls = vi.hoisted(() => {
  let arrive = () => {};
  return {
    loads: 0,
    fail: false,
    arrived: Promise.resolve(),
    hold() {
      this.arrived = new Promise<void>((resolve) => (arrive = resolve));
    },
    arrive: () => arrive(),
  };
});
vi.mock('./registration-calls', async (importOriginal) => {
  calls.loads += 1;
  await calls.arrived;
  if (calls.fail) throw new Error('Failed to load chunk');
  return importOriginal();
});

const EMAIL = 'new.user@example.test';

beforeAll(() => {
  server.listen(LISTEN_OPTIONS);
  stubResizeObserver();
});
let endTest: () => void;
beforeEach(() => {
  endTest = startScreenTest();
  server.use(...registrationHandlers);
  stubLocation('/en/register');
});
afterEach(() => {
  endTest();
  server.resetHandlers();
});
afterAll(() => server.close());

const emailField = () => screen.getByRole('textbox', { name: text('auth', 'fields.email') });
const continueButton = () => screen.getByRole('button', { name: text('auth', 'actions.continue') });

async function renderRegister() {
  server.use(webConfigAnswer({ register_variant: 'newCode' }));
  renderScreen(<RegisterScreen page={pageContext({ path: '/register' })} />);
  await webConfigReady();
}

describe('the calls of sign-up (issue 40)', () => {
  it('REG-4 they load on the first start on the form, never before; a submit made before they arrive waits and is sent once', async () => {
    calls.hold();
    const starts = answerOn(registrationInfoFacts, () => ok(REGISTRATION_STARTED));
    await renderRegister();

    // the page puts the focus in the field itself: that is no start
    fireEvent.focus(emailField());
    expect(calls.loads).toBe(0);

    const user = userEvent.setup();
    await user.type(emailField(), EMAIL);
    expect(calls.loads).toBe(1);
    await user.click(continueButton());
    // a second submit (Enter in the field) while the first waits is not another one
    await user.type(emailField(), '{Enter}');
    expect(starts).toHaveLength(0);

    calls.arrive();

    expect(
      await screen.findByRole('heading', { level: 2, name: text('register', 'register.codeTitle') }),
    ).toBeInTheDocument();
    expect(starts).toHaveLength(1);
    expect(starts[0].body).toMatchObject({ email: EMAIL });
  });
});
