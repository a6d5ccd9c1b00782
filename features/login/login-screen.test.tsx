import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { passwordLoginFacts } from '@/contract/login/login.facts';
import { registrationPhonePermissionFacts } from '@/contract/register/phone-permission.facts';
import { memberInfoFacts } from '@/contract/user/member-info.facts';
import { LoginScreen } from '@/features/login/login-screen';
import { ok, retCode } from '@/tests/msw/envelope';
import { LOGIN_RESULT } from '@/tests/msw/handlers/auth';
import { LISTEN_OPTIONS, server } from '@/tests/msw/server';
import {
  answerOn,
  pageContext,
  renderScreen,
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

const EMAIL = 'alice@example.test';
const PASSWORD = 'Secret123';

let endTest: () => void;
let location: ReturnType<typeof stubLocation>;

beforeAll(() => server.listen(LISTEN_OPTIONS));
beforeEach(() => {
  endTest = startScreenTest();
  server.use(webConfigAnswer());
  location = stubLocation('/en/login');
});
afterEach(() => {
  endTest();
  server.resetHandlers();
});
afterAll(() => server.close());

async function renderLogin() {
  const user = userEvent.setup();
  renderScreen(<LoginScreen page={pageContext({ path: '/login' })} />);
  await webConfigReady();
  return {
    user,
    email: screen.getByRole('textbox', { name: text('auth', 'fields.email') }),
    password: screen.getByLabelText(text('auth', 'fields.password')),
    submit: screen.getByRole('button', { name: text('auth', 'actions.login') }),
  };
}

/** Types the account and password and presses "Log in". */
async function logIn(answer: () => Response) {
  const logins = answerOn(passwordLoginFacts, answer);
  const form = await renderLogin();
  await form.user.type(form.email, EMAIL);
  await form.user.type(form.password, PASSWORD);
  await form.user.click(form.submit);
  await waitFor(() => expect(logins).toHaveLength(1));
  return { ...form, logins };
}

const wrongPassword = (count: number) => () => retCode(31002, 'Incorrect password', { pass_err_count: count });

describe('LoginScreen', () => {
  it('LOGIN-3 an empty submit marks both fields required, focuses the email and sends nothing', async () => {
    const logins = answerOn(passwordLoginFacts, () => ok(LOGIN_RESULT));
    const { user, email, password, submit } = await renderLogin();

    await user.click(submit);

    const required = text('auth', 'validation.required');
    expect(document.getElementById('login-account-error')).toHaveTextContent(required);
    expect(document.getElementById('login-password-error')).toHaveTextContent(required);
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription(required);
    await waitFor(() => expect(email).toHaveFocus());
    expect(logins).toHaveLength(0);
  });

  it('LOGIN-3 LOGIN-4 Enter in the password field sends the account, the encrypted password and the captcha, then leaves', async () => {
    const destination = `${window.location.origin}/en/assets`;
    location = stubLocation(`/en/login?redirect_url=${encodeURIComponent(destination)}`);
    const logins = answerOn(passwordLoginFacts, () => ok(LOGIN_RESULT));
    const { user, email, password } = await renderLogin();

    await user.type(email, EMAIL);
    await user.type(password, `${PASSWORD}{Enter}`);

    await waitFor(() => expect(location.assign).toHaveBeenCalledWith(destination));
    expect(document.cookie).toContain(LOGIN_RESULT.token);
    expect(logins).toHaveLength(1);
    expect(logins[0].body).toMatchObject({
      login_name: EMAIL,
      encrypt_password: `rsa(${PASSWORD})`,
      magpie_verify_info: { token: 'solved-31000', scene: 31000 },
    });
    expect(JSON.stringify(logins[0].body)).not.toContain(`"${PASSWORD}"`);
    expect(logins[0].headers.get('tx-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('LOGIN-1 issue 39 Tab goes from the email to the password, then on to "Forgot password?"', async () => {
    const { user, email, password } = await renderLogin();
    await user.click(email);

    await user.tab();
    expect(password).toHaveFocus();
    // the field's own show/hide button, then the way to recover it
    await user.tab();
    expect(screen.getByRole('button', { name: text('auth', 'fields.showPassword') })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: text('auth', 'links.recoverPassword') })).toHaveFocus();
    // the order comes from the document, not from positive tabindex values
    expect(document.querySelectorAll('[tabindex]:not([tabindex="0"]):not([tabindex="-1"])')).toHaveLength(0);
  });

  it('LOGIN-5 issue 39 a first wrong password reads "Incorrect email or password" by the password field, which gets focus, and no toast', async () => {
    const { password } = await logIn(wrongPassword(1));

    const error = document.getElementById('login-password-error');
    await waitFor(() => expect(error).toHaveTextContent(text('auth', 'errors.wrongCredentialsEmail')));
    // the first tries never count down: a mistyped email (no account) reads exactly as a wrong password
    expect(error?.textContent).not.toMatch(/\d/);
    expect(password).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(password).toHaveFocus());
    expect(visibleToasts()).toHaveLength(0);
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    expect(location.assign).not.toHaveBeenCalled();
  });

  it.each([
    { count: 2, key: 'errors.wrongCredentialsEmail', left: null },
    { count: 3, key: 'errors.wrongCredentialsEmailLeft_other', left: 2 },
    { count: 4, key: 'errors.wrongCredentialsEmailLeft_one', left: 1 },
  ])(
    'LOGIN-5 ERR-8 wrong password count $count says the attempts left by the password from count 3',
    async ({ count, key, left }) => {
      const { password } = await logIn(wrongPassword(count));

      const expected = text('auth', key).replace('{{count}}', String(left));
      await waitFor(() => expect(document.getElementById('login-password-error')).toHaveTextContent(expected));
      await waitFor(() => expect(password).toHaveFocus());
      expect(visibleToasts()).toHaveLength(0);
      expect(location.assign).not.toHaveBeenCalled();
    },
  );

  it('LOGIN-5 ERR-11 31030 shows the lock in the form alert with password recovery and the code', async () => {
    await logIn(() => retCode(31030, 'Too many password errors, try again later'));

    const alert = screen.getByRole('alert');
    await waitFor(() => expect(alert).toHaveTextContent(text('auth', 'errors.locked')));
    expect(within(alert).getByRole('link', { name: text('auth', 'links.recoverPassword') })).toHaveAttribute(
      'href',
      `/en/app/user/retrieve?email=${encodeURIComponent(EMAIL)}`,
    );
    expect(within(alert).getByText(text('errors', 'codeLine', { code: 31030 }))).toBeInTheDocument();
    expect(visibleToasts()).toHaveLength(0);
  });

  it('HTTP-8 the api down: the service notice in the form alert, what was typed kept, no captcha message', async () => {
    const { email, password } = await logIn(() => HttpResponse.error());

    const notice = await within(screen.getByRole('alert')).findByTestId('service-notice');
    expect(notice).toHaveTextContent(text('common', 'unreachable'));
    expect(screen.queryByText(text('auth', 'errors.captchaUnavailable'))).not.toBeInTheDocument();
    expect(email).toHaveValue(EMAIL);
    expect(password).toHaveValue(PASSWORD);
    expect(visibleToasts()).toHaveLength(0);
    expect(location.assign).not.toHaveBeenCalled();
  });

  it('LOGIN-2 the phone permission sent with the page decides the tabs from the first render; the browser asks for none', async () => {
    const asked = answerOn(registrationPhonePermissionFacts, () => ok({ mobile: true, login_mobile: true }));
    renderScreen(
      <LoginScreen page={pageContext({ path: '/login', phonePermission: { mobile: true, login_mobile: false } })} />,
    );
    expect(screen.queryByRole('tab')).toBeNull();
    await webConfigReady();
    expect(screen.queryByRole('tab')).toBeNull();
    expect(asked).toHaveLength(0);
  });

  it('LOGIN-2 without a permission sent with the page the browser asks for it', async () => {
    const asked = answerOn(registrationPhonePermissionFacts, () => ok({ mobile: true, login_mobile: false }));
    renderScreen(<LoginScreen page={pageContext({ path: '/login' })} />);
    await waitFor(() => expect(asked).toHaveLength(1));
    expect(asked[0].url.searchParams.get('site_id')).toBe('BYBIT');
    await waitFor(() => expect(screen.queryByRole('tab')).toBeNull());
  });

  it('LOGIN-5 ROUTE-5 "Forgot password?" by the password field carries the typed email', async () => {
    const { user, email } = await renderLogin();
    const recover = screen.getByRole('link', { name: text('auth', 'links.recoverPassword') });
    expect(recover).toHaveAttribute('href', '/en/app/user/retrieve');

    await user.type(email, EMAIL);

    expect(recover).toHaveAttribute('href', `/en/app/user/retrieve?email=${encodeURIComponent(EMAIL)}`);
  });

  it('DLG-6 SEC-4 the identity dialog waits; verified in another tab meanwhile, coming back to the page goes on', async () => {
    let level = 0;
    const asked = answerOn(memberInfoFacts, () => ok({ kyc_person_level: level, member_tag: { KYC: 0 } }));
    await logIn(() => ok({ ...LOGIN_RESULT, kyc_dialog: 'TR_NO_KYC' }));
    expect(await screen.findByRole('dialog', {}, { timeout: 5_000 })).toBeInTheDocument();

    await act(async () => {
      fireEvent.focus(window);
    });
    await waitFor(() => expect(asked).toHaveLength(1));
    expect(location.assign).not.toHaveBeenCalled();

    level = 1;
    await act(async () => {
      fireEvent.focus(window);
    });
    await waitFor(() => expect(location.assign).toHaveBeenCalledWith('/en/dashboard'));
    // the third: the residence check (DLG-2) of the login that goes on
    expect(asked).toHaveLength(3);
  });

  it('DLG-2 a KYC country of another regional site offers it; "Stay here" goes on with the login', async () => {
    answerOn(memberInfoFacts, () => ok({ kyc_person_level: 1, member_tag: { KYC: 1 }, kyc_country: 'DE' }));
    await logIn(() => ok(LOGIN_RESULT));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 5_000 });
    expect(dialog).toHaveTextContent(text('dialogs', 'residenceRedirect.title'));
    expect(dialog).toHaveTextContent('Germany');
    expect(dialog).toHaveTextContent('European Union');
    expect(location.assign).not.toHaveBeenCalled();

    await userEvent
      .setup()
      .click(within(dialog).getByRole('button', { name: text('dialogs', 'residenceRedirect.stay') }));
    await waitFor(() => expect(location.assign).toHaveBeenCalledWith('/en/dashboard'));
  });

  it('DLG-2 NLD forces the jump: no way to stay, "Go" opens the Netherlands site', async () => {
    answerOn(memberInfoFacts, () => ok({ kyc_person_level: 1, member_tag: { KYC: 1 }, kyc_country: 'NL' }));
    await logIn(() => ok(LOGIN_RESULT));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 5_000 });
    expect(within(dialog).queryByRole('button', { name: text('dialogs', 'residenceRedirect.stay') })).toBeNull();
    await userEvent
      .setup()
      .click(within(dialog).getByRole('button', { name: text('dialogs', 'residenceRedirect.go') }));
    await waitFor(() => expect(location.assign).toHaveBeenCalledWith(expect.stringMatching(/\/login$/)));
    expect(location.assign).not.toHaveBeenCalledWith('/en/dashboard');
  });

  it('DLG-2 no modal on the site the KYC country belongs to, nor for a demo-account login', async () => {
    answerOn(memberInfoFacts, () => ok({ kyc_person_level: 1, member_tag: { KYC: 1 }, kyc_country: 'BR' }));
    await logIn(() => ok(LOGIN_RESULT));
    await waitFor(() => expect(location.assign).toHaveBeenCalledWith('/en/dashboard'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('DLG-3 an account still being created gets the UTA dialog, with the way home', async () => {
    await logIn(() => retCode(30086, 'Your account is being created.', { dialog: 'UTA_UPGRADE_ERROR' }));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 5_000 });
    expect(dialog).toHaveTextContent(text('dialogs', 'UTA_UPGRADE_ERROR.title'));
    expect(dialog).toHaveTextContent(text('dialogs', 'UTA_UPGRADE_ERROR.text'));
    expect(visibleToasts()).toHaveLength(0);
    await userEvent
      .setup()
      .click(within(dialog).getByRole('button', { name: text('dialogs', 'UTA_UPGRADE_ERROR.action') }));
    expect(location.assign).toHaveBeenCalledWith('/');
  });
});

describe('LoginScreen focus and the remembered email', () => {
  const remember = () => screen.getByRole('checkbox', { name: text('login', 'login.rememberEmail') });

  it('gives the email field the focus once the page is ready', async () => {
    const { email } = await renderLogin();
    await waitFor(() => expect(email).toHaveFocus());
  });

  it('leaves the focus where the person already put it', async () => {
    const elsewhere = document.createElement('button');
    document.body.append(elsewhere);
    elsewhere.focus();
    const { email } = await renderLogin();
    await act(async () => undefined);
    expect(email).not.toHaveFocus();
    expect(elsewhere).toHaveFocus();
    elsewhere.remove();
  });

  it('LOGIN-4 keeps the email of a successful login on this device, never the password; the next visit fills it and focuses the password', async () => {
    answerOn(passwordLoginFacts, () => ok(LOGIN_RESULT));
    const first = await renderLogin();
    expect(remember()).toBeChecked();
    await first.user.type(first.email, EMAIL);
    await first.user.type(first.password, `${PASSWORD}{Enter}`);
    await waitFor(() => expect(location.assign).toHaveBeenCalled());
    const stored = window.localStorage.getItem('BYBIT_LOGIN_EMAIL');
    expect(stored).toContain(EMAIL);
    expect(JSON.stringify({ ...window.localStorage })).not.toContain(PASSWORD);
    cleanup();

    const next = await renderLogin();
    await waitFor(() => expect(next.email).toHaveValue(EMAIL));
    await waitFor(() => expect(next.password).toHaveFocus());
    expect(remember()).toBeChecked();
  });

  it('unticking "Remember my email" forgets it at once and a login then keeps nothing', async () => {
    window.localStorage.setItem('BYBIT_LOGIN_EMAIL', JSON.stringify({ remember: true, email: EMAIL }));
    answerOn(passwordLoginFacts, () => ok(LOGIN_RESULT));
    const { user, email, password } = await renderLogin();
    await waitFor(() => expect(email).toHaveValue(EMAIL));

    await user.click(remember());
    expect(remember()).not.toBeChecked();
    expect(window.localStorage.getItem('BYBIT_LOGIN_EMAIL')).not.toContain(EMAIL);

    await user.type(password, `${PASSWORD}{Enter}`);
    await waitFor(() => expect(location.assign).toHaveBeenCalled());
    expect(window.localStorage.getItem('BYBIT_LOGIN_EMAIL')).not.toContain(EMAIL);
    cleanup();

    // the choice stays: the box is off and the field empty on the next visit
    const next = await renderLogin();
    await act(async () => undefined);
    expect(next.email).toHaveValue('');
    expect(remember()).not.toBeChecked();
  });
});
