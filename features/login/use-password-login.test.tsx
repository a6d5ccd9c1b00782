import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import type { EmbeddedForm } from '@/components/auth/embedded-form';
import { passwordLoginComplianceFacts } from '@/contract/login/login-compliance.facts';
import { passwordLoginFacts } from '@/contract/login/login.facts';
import { logoutSessionFacts } from '@/contract/login/logout.facts';
import { quickTokenLoginFacts } from '@/contract/login/quick-login.facts';
import { tradeEnvSwitchFacts } from '@/contract/login/trade-switch.facts';
import { memberInfoFacts } from '@/contract/user/member-info.facts';
import { usePasswordLogin } from '@/features/login/use-password-login';
import { useQuickLogin } from '@/features/login/use-quick-login';
import type { SessionResult } from '@/services/api/auth';
import { getUserToken } from '@/services/identity';
import type { PageContextProps } from '@/services/page-props';
import { ComplianceProvider } from '@/stores/compliance-context';
import { ok, retCode } from '@/tests/msw/envelope';
import { LOGIN_RESULT } from '@/tests/msw/handlers/auth';
import { LISTEN_OPTIONS, server } from '@/tests/msw/server';
import {
  answerOn,
  pageContext,
  startScreenTest,
  stubLocation,
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

function wrapper({ children }: { readonly children: ReactNode }) {
  return <ComplianceProvider>{children}</ComplianceProvider>;
}

/** The login flow of a page, with the web configuration arrived (as before anyone can submit). */
async function renderLogin(page: PageContextProps = pageContext({ path: '/login' }), embedded?: EmbeddedForm) {
  const hook = renderHook(() => usePasswordLogin(page, embedded), { wrapper });
  await webConfigReady();
  return hook;
}

/** Types an email and a password and logs in. */
async function logInWith(result: { current: ReturnType<typeof usePasswordLogin> }) {
  act(() => {
    result.current.changeAccount({ ...result.current.account, email: EMAIL });
    result.current.changePassword(PASSWORD);
  });
  await act(() => result.current.logIn());
}

describe('usePasswordLogin', () => {
  it('LOGIN-3 nothing typed: both fields are required and nothing is sent', async () => {
    const logins = answerOn(passwordLoginFacts, () => ok(LOGIN_RESULT));
    const { result } = await renderLogin();

    await act(() => result.current.logIn());

    expect(result.current.errors).toEqual({
      account: { ns: 'auth', key: 'validation.required' },
      password: { ns: 'auth', key: 'validation.required' },
    });
    expect(logins).toHaveLength(0);
  });

  it('LOGIN-3 LOGIN-4 CAP-6 the Turkish login of a regulated site: login_compliance with the site id, tr_login, scene 31013, the encrypted password', async () => {
    const logins = answerOn(passwordLoginComplianceFacts, () => ok(LOGIN_RESULT));
    const { result } = await renderLogin(pageContext({ site: 'TUR', path: '/tr-login' }));

    await logInWith(result);

    await waitFor(() => expect(location.assign).toHaveBeenCalled());
    expect(logins).toHaveLength(1);
    expect(logins[0].body).toMatchObject({
      login_name: EMAIL,
      encrypt_password: `rsa(${PASSWORD})`,
      site_id: 'TUR',
      tr_login: 1,
      magpie_verify_info: { scene: 31013 },
    });
    expect(JSON.stringify(logins[0].body)).not.toContain(`"${PASSWORD}"`);
    expect(logins[0].headers.get('tx-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it.each([
    {
      count: 3,
      where: 'errors',
      told: { ns: 'auth', key: 'errors.wrongCredentialsEmailLeft', values: { count: 2 } },
    },
    { count: 5, where: 'alert', told: { ns: 'auth', key: 'errors.wrongPasswordLocked', action: 'recoverPassword' } },
  ])(
    'LOGIN-5 ERR-8 wrong-password count $count as an answer is told in the $where; nothing typed is cleared',
    async ({ count, where, told }) => {
      answerOn(passwordLoginFacts, () => retCode(31002, 'Incorrect password', { pass_err_count: count }));
      const { result } = await renderLogin();

      await logInWith(result);

      if (where === 'errors') expect(result.current.errors.password).toEqual(told);
      else expect(result.current.alert).toEqual(told);
      expect(result.current.account.email).toBe(EMAIL);
      expect(result.current.password).toBe(PASSWORD);
      expect(result.current.busy).toBe(false);
      expect(location.assign).not.toHaveBeenCalled();
    },
  );

  it('LOGIN-12 DLG-8 a recent ban opens the ban dialog with its end', async () => {
    const banedTime = Math.floor(Date.now() / 1000) - 3600;
    answerOn(passwordLoginFacts, () => retCode(31003, 'banned', { is_self_help_baned: true, baned_time: banedTime }));
    const { result } = await renderLogin();

    await logInWith(result);

    expect(result.current.dialog).toEqual({ kind: 'ban', endsAt: new Date((banedTime + 24 * 3600) * 1000) });
    act(() => result.current.closeDialog());
    expect(result.current.dialog).toBeNull();
  });

  it('DLG-6 LOGIN-9 the identity dialog keeps the session; "go back" logs out and forgets the token', async () => {
    answerOn(passwordLoginFacts, () => ok({ ...LOGIN_RESULT, kyc_dialog: 'MAIN_NO_KYC' }));
    const logouts = answerOn(logoutSessionFacts, () => ok({}));
    const { result } = await renderLogin();

    await logInWith(result);

    expect(result.current.dialog).toMatchObject({ kind: 'kyc', dialog: 'MAIN_NO_KYC' });
    expect(getUserToken()).toBe(LOGIN_RESULT.token);
    await act(() => result.current.leaveKycDialog());
    expect(result.current.dialog).toBeNull();
    expect(logouts).toHaveLength(1);
    expect(getUserToken()).toBeNull();
    expect(location.assign).not.toHaveBeenCalled();
  });

  it('DLG-2 a KYC country of another site offers the jump with the session kept; "stay here" goes on', async () => {
    answerOn(memberInfoFacts, () => ok({ kyc_person_level: 1, member_tag: { KYC: 1 }, kyc_country: 'DE' }));
    const { result } = await renderLogin();

    await logInWith(result);

    await waitFor(() => expect(result.current.dialog?.kind).toBe('residence'));
    expect(result.current.dialog).toMatchObject({ jump: { target: 'EU', forced: false }, country: 'DE' });
    expect(location.assign).not.toHaveBeenCalled();
    act(() => result.current.stayOnSite());
    await waitFor(() => expect(location.assign).toHaveBeenCalledWith('/en/dashboard'));
    expect(result.current.dialog).toBeNull();
  });

  it('LOGIN-11 LOGIN-13 DLG-2 a demo-account login: the notice, no residence jump, the trade switch before leaving', async () => {
    location = stubLocation('/en/login?demoAccount=true');
    const memberInfo = answerOn(memberInfoFacts, () =>
      ok({ kyc_person_level: 1, member_tag: { KYC: 1 }, kyc_country: 'DE' }),
    );
    const switches = answerOn(tradeEnvSwitchFacts, () => ok({}));
    const { result } = await renderLogin();
    expect(result.current.demo).toBe(true);

    await logInWith(result);

    await waitFor(() => expect(location.assign).toHaveBeenCalledWith('/en/dashboard'));
    expect(switches).toHaveLength(1);
    expect(switches[0].body).toEqual({ env: 1 });
    expect(memberInfo).toHaveLength(0);
    expect(result.current.dialog).toBeNull();
  });

  it('TG-1 embedded in the mini app, the session goes to it: no residence check, no redirect', async () => {
    const memberInfo = answerOn(memberInfoFacts, () => ok({ kyc_country: 'DE' }));
    const handedOver: SessionResult[] = [];
    const embedded: EmbeddedForm = {
      onSession: async (session) => {
        handedOver.push(session);
      },
      onSwitch: () => undefined,
    };
    const { result } = await renderLogin(pageContext({ path: '/telegram-register-login' }), embedded);

    await logInWith(result);

    expect(handedOver).toEqual([expect.objectContaining({ token: LOGIN_RESULT.token })]);
    expect(memberInfo).toHaveLength(0);
    expect(location.assign).not.toHaveBeenCalled();
  });

  it('LOGIN-5 ROUTE-5 password recovery and the sign-up link follow the typed account and the page query', async () => {
    location = stubLocation('/en/oauth-login?client_id=c1');
    const { result } = await renderLogin(pageContext({ path: '/oauth-login' }));
    await waitFor(() => expect(result.current.signUpHref).toBe('/en/oauth-register?client_id=c1'));
    expect(result.current.recoverHref).toBe('/en/app/user/retrieve');
    act(() => result.current.changeAccount({ ...result.current.account, email: ` ${EMAIL}` }));
    expect(result.current.recoverHref).toBe(`/en/app/user/retrieve?email=${encodeURIComponent(EMAIL)}`);
  });
});

describe('useQuickLogin', () => {
  function renderQuick(quickLogin: boolean) {
    const page = pageContext({ path: '/login', quickLogin });
    return renderHook(
      () => {
        const login = usePasswordLogin(page);
        useQuickLogin(page.quickLogin, login.openSession);
        return login;
      },
      { wrapper },
    );
  }

  it('LOGIN-6 ?tmp_token= opens the session once, without the form, and leaves as a login does', async () => {
    location = stubLocation('/en/login?tmp_token=%20tmp-1%20');
    const quick = answerOn(quickTokenLoginFacts, () => ok(LOGIN_RESULT));
    const { rerender } = renderQuick(true);

    await waitFor(() => expect(location.assign).toHaveBeenCalledWith('/en/dashboard'));
    rerender();
    await webConfigReady();
    expect(quick).toHaveLength(1);
    expect(quick[0].body).toEqual({ tmp_token: 'tmp-1' });
    expect(getUserToken()).toBe(LOGIN_RESULT.token);
  });

  it('DLG-6 LOGIN-6 a quick login from Turkey asks for identity verification as the password login does', async () => {
    location = stubLocation('/en/login?tmp_token=tmp-2');
    answerOn(quickTokenLoginFacts, () => ok({ ...LOGIN_RESULT, kyc_dialog: 'MAIN_NO_KYC' }));
    const { result } = renderQuick(true);

    await waitFor(() => expect(result.current.dialog).toMatchObject({ kind: 'kyc', dialog: 'MAIN_NO_KYC' }));
    expect(getUserToken()).toBe(LOGIN_RESULT.token);
    expect(location.assign).not.toHaveBeenCalled();
  });

  it('DLG-6 LOGIN-7 a QR-code session (handed to continueSession) asks the same; verified meanwhile, it goes on', async () => {
    location = stubLocation('/en/login');
    const { result } = renderQuick(false);
    const session = {
      ...LOGIN_RESULT,
      uid: '100001001',
      is_new_user: false,
      use_thirdparty: false,
      tg_bind_result: '',
      kyc_dialog: 'MAIN_NO_KYC',
    };
    await act(() => result.current.continueSession(session));
    expect(result.current.dialog).toMatchObject({ kind: 'kyc', dialog: 'MAIN_NO_KYC' });
    expect(location.assign).not.toHaveBeenCalled();
    await act(() => result.current.continueSession(session, { verified: true }));
    await waitFor(() => expect(location.assign).toHaveBeenCalledWith('/en/dashboard'));
  });

  it('LOGIN-6 a refused token is told in the form, and not tried again', async () => {
    location = stubLocation('/en/login?tmp_token=used');
    const quick = answerOn(quickTokenLoginFacts, () => retCode(10006, 'invalid token'));
    const { result, rerender } = renderQuick(true);

    await waitFor(() => expect(quick).toHaveLength(1));
    await waitFor(() => expect(result.current.busy).toBe(false));
    await webConfigReady();
    rerender();
    expect(quick).toHaveLength(1);
    expect(location.assign).not.toHaveBeenCalled();
  });

  it('LOGIN-6 a page that does not offer quick login ignores the token', async () => {
    location = stubLocation('/en/login?tmp_token=tmp-2');
    const quick = answerOn(quickTokenLoginFacts, () => ok(LOGIN_RESULT));
    renderQuick(false);
    await webConfigReady();
    expect(quick).toHaveLength(0);
  });
});
