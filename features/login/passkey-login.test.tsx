import { fireEvent, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { passkeyLoginOptionsFacts } from '@/contract/passkeys/login-options.facts';
import { passkeyLoginVerifyFacts } from '@/contract/passkeys/login-verify.facts';
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
  webConfigAnswer,
  webConfigReady,
} from '@/tests/support/screen-helpers';

vi.mock('@/services/captcha/page-captcha', async () =>
  (await import('@/tests/support/screen-helpers')).pageCaptchaStub(),
);
vi.mock('@/services/auth/password-encryption', async () =>
  (await import('@/tests/support/screen-helpers')).passwordEncryptionStub(),
);

const EMAIL = 'alice@example.test';
const OPTIONS = { ceremony: 'ceremony-1', options: { challenge: 'Y2hhbGxlbmdl', rpId: 'localhost' } };

const bytes = (value: string) => new TextEncoder().encode(value).buffer;

/** What `navigator.credentials.get` answers when the person picks a passkey: an assertion, as the browser shapes it. */
function assertion() {
  return {
    id: 'Y3JlZGVudGlhbA',
    rawId: bytes('credential'),
    type: 'public-key',
    authenticatorAttachment: 'platform',
    response: {
      clientDataJSON: bytes('{"type":"webauthn.get"}'),
      authenticatorData: bytes('authenticator-data'),
      signature: bytes('signature'),
      userHandle: bytes('account-handle'),
    },
    getClientExtensionResults: () => ({}),
  };
}

/** A browser with passkeys: `get` decides how each prompt ends; `autofill` whether it offers them in autofill. */
function browserWithPasskeys(get: (options: CredentialRequestOptions) => Promise<unknown>, autofill = false) {
  const PublicKeyCredential = Object.assign(function PublicKeyCredential() {}, {
    isConditionalMediationAvailable: () => Promise.resolve(autofill),
  });
  vi.stubGlobal('PublicKeyCredential', PublicKeyCredential);
  const credentials = { get: vi.fn(get), create: vi.fn() };
  Object.defineProperty(navigator, 'credentials', { value: credentials, configurable: true });
  return credentials;
}

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
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'credentials');
});
afterAll(() => server.close());

async function renderLogin() {
  const user = userEvent.setup();
  renderScreen(<LoginScreen page={pageContext({ path: '/login' })} />);
  await webConfigReady();
  return {
    user,
    email: screen.getByRole('textbox', { name: text('auth', 'fields.email') }),
    passkey: screen.getByRole('button', { name: text('passkey', 'login.button') }),
  };
}

describe('LoginScreen with passkeys', () => {
  it('the passkey button logs in without a password: the browser’s signed answer opens the session and the page leaves', async () => {
    const options = answerOn(passkeyLoginOptionsFacts, () => ok(OPTIONS));
    const verify = answerOn(passkeyLoginVerifyFacts, () => ok(LOGIN_RESULT));
    const credentials = browserWithPasskeys(() => Promise.resolve(assertion()));
    const { user, passkey } = await renderLogin();

    await user.click(passkey);

    await waitFor(() => expect(location.assign).toHaveBeenCalled());
    expect(options).toHaveLength(1);
    expect(credentials.get.mock.calls[0][0]).not.toHaveProperty('mediation');
    expect(verify[0].body).toMatchObject({
      ceremony: 'ceremony-1',
      response: { id: 'Y3JlZGVudGlhbA', type: 'public-key', response: { signature: 'c2lnbmF0dXJl' } },
    });
    expect(verify[0].body).not.toHaveProperty('site_id');
    expect(document.cookie).toContain(LOGIN_RESULT.token);
  });

  it('a closed passkey prompt says so in the form’s alert; what was typed stays and the password form is usable', async () => {
    answerOn(passkeyLoginOptionsFacts, () => ok(OPTIONS));
    const verify = answerOn(passkeyLoginVerifyFacts, () => ok(LOGIN_RESULT));
    browserWithPasskeys(() =>
      Promise.reject(new DOMException('The operation either timed out or was not allowed.', 'NotAllowedError')),
    );
    const { user, email, passkey } = await renderLogin();
    await user.type(email, EMAIL);

    await user.click(passkey);

    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(text('passkey', 'login.cancelled')));
    expect(verify).toHaveLength(0);
    expect(email).toHaveValue(EMAIL);
    expect(location.assign).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: text('auth', 'actions.login') })).toBeEnabled();
    expect(passkey).not.toHaveAttribute('aria-busy');
  });

  it('a passkey no account has is told as a login refusal, with its code', async () => {
    answerOn(passkeyLoginOptionsFacts, () => ok(OPTIONS));
    answerOn(passkeyLoginVerifyFacts, () => retCode(31222, 'Unknown passkey'));
    browserWithPasskeys(() => Promise.resolve(assertion()));
    const { user, passkey } = await renderLogin();

    await user.click(passkey);

    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(text('errors', 'codes.31222')));
    expect(screen.getByRole('alert')).toHaveTextContent('31222');
    expect(location.assign).not.toHaveBeenCalled();
  });

  it('a browser without passkeys is told so, and nothing is asked of the api', async () => {
    const options = answerOn(passkeyLoginOptionsFacts, () => ok(OPTIONS));
    const { user, passkey } = await renderLogin();

    await user.click(passkey);

    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(text('passkey', 'login.unsupported')));
    expect(options).toHaveLength(0);
  });

  it('where the browser offers passkeys in autofill, the login name asks for them once the person acts on the page (conditional UI)', async () => {
    const options = answerOn(passkeyLoginOptionsFacts, () => ok(OPTIONS));
    const verify = answerOn(passkeyLoginVerifyFacts, () => ok(LOGIN_RESULT));
    const credentials = browserWithPasskeys(() => Promise.resolve(assertion()), true);
    const { email } = await renderLogin();

    expect(email).toHaveAttribute('autocomplete', 'username webauthn');
    // issue 40: a page nobody touches asks for nothing (and loads none of passkeys' code)
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(credentials.get).not.toHaveBeenCalled();
    expect(options).toHaveLength(0);

    fireEvent.pointerMove(window);
    await waitFor(() => expect(credentials.get).toHaveBeenCalled());
    expect(credentials.get.mock.calls[0][0]).toMatchObject({ mediation: 'conditional' });
    expect(options).toHaveLength(1);
    // the person picked a passkey in the autofill: the session opens as the button's would
    await waitFor(() => expect(location.assign).toHaveBeenCalled());
    expect(verify).toHaveLength(1);
  });

  it('on a touch screen the autofill is asked for once the page is idle: the tap that opens the field comes too late', async () => {
    const touch = vi.fn((query: string) => ({ matches: query === '(pointer: coarse)' }));
    vi.stubGlobal('matchMedia', touch);
    try {
      answerOn(passkeyLoginOptionsFacts, () => ok(OPTIONS));
      const credentials = browserWithPasskeys(() => new Promise(() => undefined), true);
      await renderLogin();

      await waitFor(() => expect(credentials.get).toHaveBeenCalled());
      expect(credentials.get.mock.calls[0][0]).toMatchObject({ mediation: 'conditional' });
      expect(touch).toHaveBeenCalledWith('(pointer: coarse)');
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('without autofill support nothing loads or is asked until the button is pressed', async () => {
    const options = answerOn(passkeyLoginOptionsFacts, () => ok(OPTIONS));
    const credentials = browserWithPasskeys(() => new Promise(() => undefined), false);
    await renderLogin();

    fireEvent.pointerMove(window);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(credentials.get).not.toHaveBeenCalled();
    expect(options).toHaveLength(0);
  });
});
