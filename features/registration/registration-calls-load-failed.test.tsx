import { renderHook, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { registrationInfoFacts } from '@/contract/register/info.facts';
import { registrationRecallFacts } from '@/contract/register/recall.facts';
import { RegisterScreen } from '@/features/registration/register-screen';
import { useRegistrationRecall } from '@/features/registration/use-registration-recall';
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

describe('the calls of sign-up whose code could not load (issue 40)', () => {
  it('LOGIN-4 the person is told in the form, nothing is sent, and the email is kept', async () => {
    calls.fail = true;
    const starts = answerOn(registrationInfoFacts, () => ok(REGISTRATION_STARTED));
    await renderRegister();
    const user = userEvent.setup();

    await user.type(emailField(), EMAIL);
    await user.click(continueButton());

    const told = await screen.findByText(text('auth', 'errors.configMissing'));
    expect(told.closest('[role="alert"]')).not.toBeNull();
    expect(starts).toHaveLength(0);
    expect(emailField()).toHaveValue(EMAIL);
  });

  it('REG-7 a recall link whose code could not load: the person is told, the sign-up starts afresh', async () => {
    calls.fail = true;
    stubLocation('/en/register?uuid=reg-uuid-1');
    const recalls = answerOn(registrationRecallFacts, () => ok({}));
    const dispatch = vi.fn();
    const { result } = renderHook(() => useRegistrationRecall('en', dispatch));

    await waitFor(() => expect(result.current.alert).toEqual({ ns: 'auth', key: 'errors.configMissing' }));
    expect(result.current.name).toBeNull();
    expect(recalls).toHaveLength(0);
    expect(dispatch).not.toHaveBeenCalled();
  });
});
