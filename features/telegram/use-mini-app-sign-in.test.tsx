import { act, renderHook, waitFor } from '@testing-library/react';
import { sign } from '@tma.js/init-data-node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { tgBindStatusFacts } from '@/contract/telegram/bind-status.facts';
import { tgBindFacts } from '@/contract/telegram/bind.facts';
import { tgLaunchFacts } from '@/contract/telegram/launch.facts';
import { tgLoginFacts } from '@/contract/telegram/login.facts';
import { linkAuthSeenKey } from '@/features/telegram/mini-app-sign-in';
import { useMiniAppSignIn } from '@/features/telegram/use-mini-app-sign-in';
import { getUserToken } from '@/services/identity';
import { toasts } from '@/stores/toast-store';
import { ok, retCode } from '@/tests/msw/envelope';
import { LOGIN_RESULT } from '@/tests/msw/handlers/auth';
import { LISTEN_OPTIONS, server } from '@/tests/msw/server';
import { answerOn, pageContext, startScreenTest, stubLocation, webConfigAnswer } from '@/tests/support/screen-helpers';

// the proof-of-work captcha is replaced at its module boundary (reasons in screen-helpers)
vi.mock('@/services/captcha/page-captcha', async () =>
  (await import('@/tests/support/screen-helpers')).pageCaptchaStub(),
);

const BOT_TOKEN = '7000000001:AAdev-telegram-bot-token-for-local-use';
const TELEGRAM_USER = 4242;
const HOME = '/en/tg-app/app/home/';
/** A session as a form hands it to the mini app. */
const SESSION = { ...LOGIN_RESULT, uid: '1001', is_new_user: false, use_thirdparty: false, tg_bind_result: '' };

let endTest: () => void;
let location: ReturnType<typeof stubLocation>;
let initData: string;

beforeAll(() => server.listen(LISTEN_OPTIONS));
beforeEach(() => {
  endTest = startScreenTest();
  window.sessionStorage.clear();
  server.use(webConfigAnswer({ telegram_bot_name: 'exchange_bot' }));
  location = stubLocation('/en/telegram-register-login');
});
afterEach(() => {
  endTest();
  window.sessionStorage.clear();
  server.resetHandlers();
});
afterAll(() => server.close());

/** Opens the page as the platform does: the launch in the address's hash. */
function openInTelegram() {
  initData = sign({ user: { id: TELEGRAM_USER, first_name: 'Tess', username: 'tess' } }, BOT_TOKEN, new Date());
  const hash = new URLSearchParams({
    tgWebAppData: initData,
    tgWebAppVersion: '8.0',
    tgWebAppPlatform: 'ios',
    tgWebAppThemeParams: '{}',
  });
  location = stubLocation(`/en/telegram-register-login#${hash.toString()}`);
}

/** The api's answer to the launch (linked or not, or a refusal). */
function launchAnswers(answer: () => Response) {
  return answerOn(tgLaunchFacts, answer);
}

async function renderSignIn(until: string) {
  const hook = renderHook(() => useMiniAppSignIn(pageContext({ path: '/telegram-register-login' })));
  expect(hook.result.current.step).toEqual({ kind: 'reading' });
  await waitFor(() => expect(hook.result.current.step.kind).toBe(until));
  return hook;
}

describe('useMiniAppSignIn', () => {
  it('TG-1 outside Telegram there is no launch, and nothing is asked', async () => {
    const launches = launchAnswers(() => ok({ linked: false }));
    const { result } = await renderSignIn('outside');
    expect(result.current.launch).toBeNull();
    expect(launches).toHaveLength(0);
  });

  it('TG-1 TG-4 REDIR-1 a linked Telegram account is asked to log in with it; Accept opens the session and goes home', async () => {
    openInTelegram();
    const launches = launchAnswers(() => ok({ linked: true }));
    const logins = answerOn(tgLoginFacts, () => ok(LOGIN_RESULT));
    const { result } = await renderSignIn('auth-login');
    expect(launches.map((c) => c.body)).toEqual([{ tg_init_data: initData }]);
    expect(result.current.launch?.user).toMatchObject({ id: TELEGRAM_USER, username: 'tess' });
    await waitFor(() => expect(result.current.botName).toBe('exchange_bot'));
    expect(result.current.host).toBe(window.location.host);

    await act(() => result.current.acceptLogin());

    expect(logins.map((c) => c.body)).toEqual([{ tg_init_data: initData }]);
    expect(result.current.leaving).toBe(true);
    await waitFor(() => expect(location.assign).toHaveBeenCalledWith(HOME));
    expect(getUserToken()).toBe(LOGIN_RESULT.token);
  });

  it('TG-4 declining auth-login returns to register-or-login; an account unlinked meanwhile says so', async () => {
    openInTelegram();
    launchAnswers(() => ok({ linked: true }));
    answerOn(tgLoginFacts, () => retCode(31105, 'not linked'));
    const { result } = await renderSignIn('auth-login');

    act(() => result.current.showStart());
    expect(result.current.step).toEqual({ kind: 'start', notLinked: false });

    await act(() => result.current.acceptLogin());
    expect(result.current.step).toEqual({ kind: 'start', notLinked: true });
    expect(result.current.busy).toBe(false);
    expect(location.assign).not.toHaveBeenCalled();
  });

  it('TG-7 a launch refused for its data shows the auth dialog, which closes', async () => {
    openInTelegram();
    launchAnswers(() => retCode(31101, 'auth failed', { dialog: 'TG_AUTH_FAIL' }));
    const { result } = await renderSignIn('refused');
    expect(result.current.authDialog).toBe('TG_AUTH_FAIL');
    act(() => result.current.closeAuthDialog());
    expect(result.current.authDialog).toBeNull();
    expect(result.current.step).toEqual({ kind: 'refused', dialog: 'TG_AUTH_FAIL' });
  });

  it('TG-7 a log-in refused later for the launch data shows the same dialog', async () => {
    openInTelegram();
    launchAnswers(() => ok({ linked: true }));
    answerOn(tgLoginFacts, () => retCode(31102, 'expired', { dialog: 'TG_AUTH_EXPIRED' }));
    const { result } = await renderSignIn('auth-login');
    await act(() => result.current.acceptLogin());
    expect(result.current.step).toEqual({ kind: 'refused', dialog: 'TG_AUTH_EXPIRED' });
    expect(result.current.authDialog).toBe('TG_AUTH_EXPIRED');
  });

  it('TG-1 ERR-11 the api refusing the launch otherwise still offers the forms, with the reason in the alert until the person acts', async () => {
    openInTelegram();
    launchAnswers(() => retCode(31018, 'ip limit'));
    answerOn(tgBindStatusFacts, () => ok({ bind_status: 1 }));
    const { result } = await renderSignIn('start');
    expect(result.current.alert).toMatchObject({ ns: 'errors', code: 31018 });

    act(() => result.current.showForm('login'));
    expect(result.current.step).toEqual({ kind: 'form', form: 'login' });
    await act(() => result.current.embedded('login').onSession(SESSION));
    await waitFor(() => expect(location.assign).toHaveBeenCalledWith(HOME));
  });

  it('TG-1 a form switches to the other one', async () => {
    openInTelegram();
    launchAnswers(() => ok({ linked: false }));
    const { result } = await renderSignIn('start');
    act(() => result.current.showForm('login'));
    act(() => result.current.embedded('login').onSwitch());
    expect(result.current.step).toEqual({ kind: 'form', form: 'register' });
  });

  it('TG-3 TG-5 after a form, an unbound account is asked to link; Decline remembers it and goes on', async () => {
    openInTelegram();
    launchAnswers(() => ok({ linked: false }));
    const statuses = answerOn(tgBindStatusFacts, () => ok({ bind_status: 0 }));
    const { result } = await renderSignIn('start');

    await act(() => result.current.embedded('register').onSession(SESSION));

    expect(statuses).toHaveLength(1);
    expect(statuses[0].headers.get('usertoken')).toBe(LOGIN_RESULT.token);
    expect(result.current.step).toMatchObject({ kind: 'link-auth', form: 'register' });
    act(() => result.current.declineLink());
    expect(window.localStorage.getItem(linkAuthSeenKey(TELEGRAM_USER))).toBe('declined');
    await waitFor(() => expect(location.assign).toHaveBeenCalledWith(HOME));
  });

  it('TG-3 an account that saw the link screen before, or is bound, goes on at once', async () => {
    openInTelegram();
    window.localStorage.setItem(linkAuthSeenKey(TELEGRAM_USER), 'declined');
    launchAnswers(() => ok({ linked: false }));
    answerOn(tgBindStatusFacts, () => ok({ bind_status: 0 }));
    const { result } = await renderSignIn('start');

    await act(() => result.current.embedded('login').onSession(SESSION));

    await waitFor(() => expect(location.assign).toHaveBeenCalledWith(HOME));
    expect(result.current.step.kind).toBe('start');
  });

  it('TG-3 TG-5 LOGIN-8 Accept links after the security verification (30093), tells it, then goes on', async () => {
    openInTelegram();
    launchAnswers(() => ok({ linked: false }));
    answerOn(tgBindStatusFacts, () => ok({ bind_status: 0 }));
    const binds = answerOn(tgBindFacts, () => ok({}));
    const { result } = await renderSignIn('start');
    await act(() => result.current.embedded('login').onSession(SESSION));

    act(() => result.current.acceptLink());

    await waitFor(() => expect(binds).toHaveLength(1));
    expect(binds[0].body).toMatchObject({
      tg_init_data: initData,
      magpie_verify_info: { token: 'solved-30093', scene: 30093 },
    });
    expect(window.localStorage.getItem(linkAuthSeenKey(TELEGRAM_USER))).toBe('accepted');
    await waitFor(() => expect(toasts.store.getState().toasts).toHaveLength(1));
    expect(location.assign).not.toHaveBeenCalled();
    await waitFor(() => expect(location.assign).toHaveBeenCalledWith(HOME), { timeout: 3000 });
  });

  it('TG-6 a link refused by its rules is a dialog offering to bind again or go on without it', async () => {
    openInTelegram();
    launchAnswers(() => ok({ linked: false }));
    answerOn(tgBindStatusFacts, () => ok({ bind_status: 0 }));
    const binds = answerOn(tgBindFacts, () => retCode(31103, 'taken'));
    const { result } = await renderSignIn('start');
    await act(() => result.current.embedded('register').onSession(SESSION));

    act(() => result.current.acceptLink());
    await waitFor(() => expect(result.current.bindFailure).not.toBeNull());
    expect(result.current.bindFailure).toEqual({
      code: 'tgregister1001',
      name: 'telegramAlreadyBind',
      bindAgain: true,
    });

    act(() => result.current.bindAgain());
    await waitFor(() => expect(binds).toHaveLength(2));
    await waitFor(() => expect(result.current.bindFailure).not.toBeNull());

    act(() => result.current.continueWithoutLink());
    expect(result.current.bindFailure).toBeNull();
    await waitFor(() => expect(location.assign).toHaveBeenCalledWith(HOME));
  });
});
