import { act, screen, waitFor, within } from '@testing-library/react';
import { userEvent, type UserEvent } from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { LINK_POLL_MS } from '@/config/auth';
import { EMAIL_MAX_LENGTH } from '@/config/x-api';
import { configBannerFacts } from '@/contract/config/banner.facts';
import { registrationInfoFacts } from '@/contract/register/info.facts';
import { oldRegistrationEmailFacts } from '@/contract/register/old-register-email.facts';
import { oldRegistrationSendEmailFacts } from '@/contract/register/old-send-email.facts';
import { registrationPasswordFacts } from '@/contract/register/password.facts';
import { registrationVerifyResultFacts } from '@/contract/register/verify-result.facts';
import { registrationVerifyFacts } from '@/contract/register/verify.facts';
import { RegisterScreen } from '@/features/registration/register-screen';
import type { ComplianceRule } from '@/services/compliance/rules';
import type { ComplianceSeed } from '@/stores/compliance-store';
import { ok, retCode } from '@/tests/msw/envelope';
import { NEW_ACCOUNT_SESSION, REGISTRATION_STARTED, registrationHandlers } from '@/tests/msw/handlers/registration';
import { LISTEN_OPTIONS, server } from '@/tests/msw/server';
import { pressEnter, stubResizeObserver } from '@/tests/support/antd-select';
import {
  answerOn,
  pageContext,
  renderScreen,
  type SeenCall,
  startScreenTest,
  stubLocation,
  text,
  visibleToasts,
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
const STRONG_PASSWORD = 'Strong123';

let endTest: () => void;
let location: ReturnType<typeof stubLocation>;

beforeAll(() => {
  server.listen(LISTEN_OPTIONS);
  stubResizeObserver();
});
beforeEach(() => {
  endTest = startScreenTest();
  server.use(...registrationHandlers);
  location = stubLocation('/en/register');
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

async function renderRegister(variant = 'newCode', compliance?: ComplianceSeed) {
  server.use(webConfigAnswer({ register_variant: variant }));
  const user = userEvent.setup();
  renderScreen(<RegisterScreen page={pageContext({ path: '/register' })} />, { compliance });
  await webConfigReady();
  return user;
}

/** The account step: types the email and presses Continue. */
async function submitEmail(user: UserEvent, email = EMAIL) {
  await user.type(emailField(), email);
  await user.click(button('actions.continue'));
}

async function typeCode(user: UserEvent, code: string) {
  const field = screen.getByLabelText(text('auth', 'fields.code'));
  await user.clear(field);
  await user.type(field, code);
  return field;
}

describe('RegisterScreen account step', () => {
  it('REG-1 an invalid email is told by the field, which keeps focus, and nothing is sent', async () => {
    const starts = answerOn(registrationInfoFacts, () => ok(REGISTRATION_STARTED));
    const user = await renderRegister();

    await submitEmail(user, 'not-an-email');

    expect(document.getElementById('register-account-error')).toHaveTextContent(
      text('auth', 'validation.invalidEmail'),
    );
    expect(emailField()).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(emailField()).toHaveFocus());
    expect(starts).toHaveLength(0);
  });

  it('REG-1 an email over 100 characters is refused with its own message and never cut', async () => {
    const user = await renderRegister();
    const long = `${'a'.repeat(EMAIL_MAX_LENGTH - 'b@example.test'.length + 1)}b@example.test`;
    expect(long).toHaveLength(EMAIL_MAX_LENGTH + 1);

    await user.click(emailField());
    await user.paste(long);
    await user.click(button('actions.continue'));

    expect(document.getElementById('register-account-error')).toHaveTextContent(
      text('auth', 'validation.emailTooLong', { max: EMAIL_MAX_LENGTH }),
    );
    expect(emailField()).toHaveValue(long);
  });

  it('HTTP-8 the api down on the account step: the service notice, the email kept', async () => {
    answerOn(registrationInfoFacts, () => HttpResponse.error());
    const user = await renderRegister();

    await submitEmail(user);

    const notice = await within(screen.getByRole('alert')).findByTestId('service-notice');
    expect(notice).toHaveTextContent(text('common', 'unreachable'));
    expect(emailField()).toHaveValue(EMAIL);
    expect(screen.queryByRole('heading', { name: text('register', 'register.codeTitle') })).not.toBeInTheDocument();
    expect(visibleToasts()).toHaveLength(0);
  });
});

describe('RegisterScreen new code variant', () => {
  it('LOGIN-1 REG-4 REG-6 account → code (a wrong one told by its field) → password → the new session leaves the page', async () => {
    const starts = answerOn(registrationInfoFacts, () => ok(REGISTRATION_STARTED));
    const verifies = answerOn(registrationVerifyFacts, () =>
      verifies.length === 1 ? retCode(30050, 'Verification code is incorrect') : ok({ verify_result: 1 }),
    );
    const creates = answerOn(registrationPasswordFacts, () => ok(NEW_ACCOUNT_SESSION));
    const user = await renderRegister('newCode');

    await submitEmail(user);

    await heading('register.codeTitle');
    expect(screen.getByText(text('register', 'register.codeSent', { account: EMAIL }))).toBeInTheDocument();
    // the field to fill has the focus (a phone opens its keyboard for it), not the title
    await waitFor(() => expect(screen.getByLabelText(text('auth', 'fields.code'))).toHaveFocus());
    expect(starts[0].body).toMatchObject({ email: EMAIL, register_type: 1, site_id: 'BYBIT', lang: 'en' });
    expect(starts[0].body).toMatchObject({ magpie_verify_info: { token: 'solved-31004', scene: 31004 } });

    // REG-6: a wrong code is told by the code field, which gets focus back; issue 39: the sixth digit sends it
    const code = await typeCode(user, '111111');
    await waitFor(() =>
      expect(document.getElementById('register-code-error')).toHaveTextContent(text('errors', 'codes.30050')),
    );
    await waitFor(() => expect(code).toHaveFocus());
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(visibleToasts()).toHaveLength(0);

    // the code pasted as a message writes it: its digits are taken and sent, without a press
    await user.clear(code);
    await user.click(code);
    await user.paste('Your code: 222-222.');
    await heading('register.passwordTitle');
    expect(verifies.map((v) => v.body)).toEqual([
      { uuid: REGISTRATION_STARTED.uuid, code: '111111' },
      { uuid: REGISTRATION_STARTED.uuid, code: '222222' },
    ]);
    expect(screen.getByText(text('register', 'register.passwordLead', { account: EMAIL }))).toBeInTheDocument();

    // REG-5: a weak password is refused by the rules before anything is sent
    const password = screen.getByLabelText(text('auth', 'fields.newPassword'));
    await user.type(password, 'weak');
    await user.click(button('actions.createAccount'));
    expect(document.getElementById('register-password-error')).toHaveTextContent(
      text('auth', 'validation.passwordRules'),
    );
    await waitFor(() => expect(password).toHaveFocus());
    expect(creates).toHaveLength(0);

    await user.clear(password);
    await user.type(password, STRONG_PASSWORD);
    await user.click(button('actions.createAccount'));

    // REDIR-3: a new account lands on the dashboard, told it is new
    await waitFor(() => expect(location.assign).toHaveBeenCalledWith('/en/dashboard/?newUser=true'));
    expect(creates[0].body).toMatchObject({
      uuid: REGISTRATION_STARTED.uuid,
      encrypt_password: `rsa(${STRONG_PASSWORD})`,
      magpie_verify_info: { scene: 31004 },
    });
    expect(document.cookie).toContain(NEW_ACCOUNT_SESSION.token);
  });

  it('REG-1 REG-9 a mobile number is named back on the code step in international format', async () => {
    const starts = answerOn(registrationInfoFacts, () => ok(REGISTRATION_STARTED));
    const user = await renderRegister('newCode');

    await user.click(screen.getByRole('tab', { name: text('auth', 'tabs.mobile') }));
    // the searchable picker, once loaded: Germany searched and picked, then the United Kingdom
    await waitFor(() => expect(screen.getByLabelText(text('auth', 'fields.country')).tagName).toBe('INPUT'), {
      timeout: 10_000,
    });
    const picker = screen.getByLabelText(text('auth', 'fields.country'));
    await user.click(picker);
    await user.keyboard('germ');
    pressEnter(picker);
    expect(picker.closest('.ant-select')).toHaveTextContent('Germany +49');
    await user.click(picker);
    await user.keyboard('+44');
    await user.click(screen.getByRole('option', { name: /United Kingdom/ }));
    expect(picker.closest('.ant-select')).toHaveTextContent('United Kingdom +44');
    // laid out as it is typed; the api is sent the national digits
    const mobile = screen.getByLabelText(text('auth', 'fields.mobile'));
    await user.type(mobile, '07400123456');
    expect(mobile).toHaveValue('07400 123456');
    await user.click(button('actions.continue'));

    await heading('register.codeTitle');
    expect(screen.getByText(text('register', 'register.codeSent', { account: '+44 7400 123456' }))).toBeInTheDocument();
    expect(starts[0].body).toMatchObject({ mobile: '7400123456', country_code: 'GB', register_type: 5 });
  }, 20_000);
});

describe('RegisterScreen other variants', () => {
  it('REG-2 the link variant waits on the link step and moves to the password once the link was opened', async () => {
    // only the link step's poll runs on setInterval: the rest of the flow keeps real timers
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    answerOn(registrationInfoFacts, () => ok({ ...REGISTRATION_STARTED, step: 'verfiyLink' }));
    const polls = answerOn(registrationVerifyResultFacts, () => ok({ verify_result: polls.length >= 2 ? 1 : 0 }));
    const user = await renderRegister('newLink');

    await submitEmail(user);

    await heading('register.linkTitle');
    expect(screen.getByText(text('register', 'register.linkSent', { account: EMAIL }))).toBeInTheDocument();
    expect(screen.queryByLabelText(text('auth', 'fields.code'))).not.toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(LINK_POLL_MS - 1));
    expect(polls).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(1));
    await waitFor(() => expect(polls).toHaveLength(1));
    expect(polls[0].url.searchParams.get('uuid')).toBe(REGISTRATION_STARTED.uuid);
    // not opened yet: still waiting
    expect(screen.getByText(text('register', 'register.linkWaiting'))).toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(LINK_POLL_MS));
    await heading('register.passwordTitle');
    expect(polls).toHaveLength(2);
  });

  it('REG-2 the old code variant asks the code and the password on one step and creates the account with both', async () => {
    const sends = answerOn(oldRegistrationSendEmailFacts, () => ok(REGISTRATION_STARTED));
    const creates = answerOn(oldRegistrationEmailFacts, () => ok(NEW_ACCOUNT_SESSION));
    const user = await renderRegister('oldCode');

    await submitEmail(user);

    await heading('register.codeTitle');
    expect(sends[0].body).toMatchObject({ email: EMAIL, register_type: 1 });
    const password = screen.getByLabelText(text('auth', 'fields.newPassword'));
    expect(button('actions.createAccount')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: text('auth', 'actions.verify') })).not.toBeInTheDocument();

    await typeCode(user, '123456');
    await user.type(password, STRONG_PASSWORD);
    await user.click(button('actions.createAccount'));

    await waitFor(() => expect(location.assign).toHaveBeenCalledTimes(1));
    expect(creates[0].body).toMatchObject({
      email: EMAIL,
      uuid: REGISTRATION_STARTED.uuid,
      code: '123456',
      encrypt_password: `rsa(${STRONG_PASSWORD})`,
    });
  });
});

describe('RegisterScreen compliance', () => {
  const hide = (element: string, rc: string[]): ComplianceRule => ({
    element,
    action: 'hide',
    ext: {},
    priority: 10,
    siteId: '',
    account: [],
    rc,
    logic: 'or',
  });
  const seed = (regulationCountry: string): ComplianceSeed => ({
    rules: [hide('bonus.banner', ['US']), hide('register.phoneTab', ['US'])],
    subject: { siteId: 'BYBIT', regulationCountry },
  });

  let bannerCalls: SeenCall[] = [];
  beforeEach(() => {
    bannerCalls = answerOn(configBannerFacts, () => ok({ data: [{ key: 'signup_bonus', content: '$50' }] }));
  });

  it("CMP-1 REG-12 rules for the visitor's regulation country hide the bonus banner and the phone tab", async () => {
    await renderRegister('newCode', seed('US'));
    // the banner's amount did arrive: it is the rule that keeps it away
    await waitFor(() => expect(bannerCalls).toHaveLength(1));
    await act(async () => {});
    expect(screen.queryByTestId('bonus-banner')).toBeNull();
    expect(screen.queryByRole('tab', { name: text('auth', 'tabs.mobile') })).toBeNull();
    expect(emailField()).toBeInTheDocument();
  });

  it('REG-12 the bonus the page came with is in its first render, and the browser does not ask for it', async () => {
    renderScreen(<RegisterScreen page={pageContext({ path: '/register' })} bonus={{ amount: '$50' }} />, {
      compliance: seed('GB'),
    });
    expect(screen.getByTestId('bonus-banner')).toHaveTextContent('$50');
    await act(async () => {});
    expect(bannerCalls).toHaveLength(0);
  });

  it('REG-12 a page the banner config gives no bonus shows none and asks nothing; one the server got no answer for asks', async () => {
    const first = renderScreen(<RegisterScreen page={pageContext({ path: '/register' })} bonus={{ amount: null }} />, {
      compliance: seed('GB'),
    });
    await act(async () => {});
    expect(screen.queryByTestId('bonus-banner')).toBeNull();
    expect(bannerCalls).toHaveLength(0);
    first.unmount();
    renderScreen(<RegisterScreen page={pageContext({ path: '/register' })} bonus={null} />, { compliance: seed('GB') });
    expect(await screen.findByTestId('bonus-banner')).toHaveTextContent('$50');
    expect(bannerCalls).toHaveLength(1);
  });

  it('CMP-1 REG-12 elsewhere the same rules leave the banner and the phone tab in place', async () => {
    await renderRegister('newCode', seed('GB'));
    expect(await screen.findByTestId('bonus-banner')).toHaveTextContent('$50');
    expect(screen.getByRole('tab', { name: text('auth', 'tabs.mobile') })).toBeInTheDocument();
  });
});
