import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { sign } from '@tma.js/init-data-node';
import type { ReactElement } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { PENDING_THIRDPARTY_KEY } from '@/components/auth/thirdparty';
import type { Namespace } from '@/config/i18n';
import { qrConfirmFacts } from '@/contract/qrcode/confirm.facts';
import { qrGenerateFacts } from '@/contract/qrcode/generate.facts';
import { qrScanFacts } from '@/contract/qrcode/scan.facts';
import { selfUnbindCheckFacts } from '@/contract/self-unblock/check.facts';
import { selfUnbindSendCodeFacts } from '@/contract/self-unblock/send-code.facts';
import { selfUnbindUnblockFacts } from '@/contract/self-unblock/unblock.facts';
import { miniAppTaskCompleteFacts } from '@/contract/telegram/complete-task.facts';
import { tgLaunchFacts } from '@/contract/telegram/launch.facts';
import { thirdPartyLoginFacts } from '@/contract/thirdparty/login.facts';
import { AuthorizedScreen } from '@/features/login/authorized-screen';
import { QrConfirmScreen } from '@/features/login/qr-confirm-screen';
import QrLoginPanel from '@/features/login/qr-login-panel';
import { SelfUnblockScreen } from '@/features/login/self-unblock-screen';
import { MiniAppScreen } from '@/features/telegram/mini-app-screen';
import { TaskScreen } from '@/features/telegram/task-screen';
import { setUserToken } from '@/services/identity';
import { ok, retCode } from '@/tests/msw/envelope';
import { LISTEN_OPTIONS, server } from '@/tests/msw/server';
import { renderWithI18n } from '@/tests/support/render-with-i18n';
import {
  answerOn,
  pageContext,
  startScreenTest,
  stubLocation,
  text,
  webConfigAnswer,
} from '@/tests/support/screen-helpers';

// the proof-of-work captcha and the RSA encryption are replaced at their module boundary (reasons in screen-helpers)
vi.mock('@/services/captcha/page-captcha', async () =>
  (await import('@/tests/support/screen-helpers')).pageCaptchaStub(),
);
vi.mock('@/services/auth/password-encryption', async () =>
  (await import('@/tests/support/screen-helpers')).passwordEncryptionStub(),
);

const NAMESPACES: readonly Namespace[] = ['common', 'auth', 'login', 'errors', 'dialogs', 'unblock', 'telegram'];
const UUID = '3f2b8c1e-7d4a-4b6e-9f10-2a3b4c5d6e7f';
const BOT_TOKEN = '7000000001:AAdev-telegram-bot-token-for-local-use';

let endTest: () => void;
beforeAll(() => server.listen(LISTEN_OPTIONS));
beforeEach(() => {
  endTest = startScreenTest();
  window.sessionStorage.clear();
  server.use(webConfigAnswer());
});
afterEach(() => {
  endTest();
  window.sessionStorage.clear();
  server.resetHandlers();
});
afterAll(() => server.close());

function renderFlowScreen(ui: ReactElement) {
  return renderWithI18n(ui, { namespaces: NAMESPACES });
}

/** Opens a mini-app page as the platform does: the launch in the address's hash. */
function openInTelegram(pathAndQuery: string) {
  const initData = sign({ user: { id: 5, first_name: 'Tess', username: 'tess' } }, BOT_TOKEN, new Date());
  const hash = new URLSearchParams({
    tgWebAppData: initData,
    tgWebAppVersion: '8.0',
    tgWebAppPlatform: 'ios',
    tgWebAppThemeParams: '{}',
  });
  stubLocation(`${pathAndQuery}#${hash.toString()}`);
}

/** The screens render their flow hook's state and call its actions (the flows: tests/login, tests/telegram). */
describe('the screens of the sign-in flows', () => {
  it('LOGIN-7 the QR panel shows the code of the confirm page, and its picture once drawn', async () => {
    stubLocation('/en/login');
    answerOn(qrGenerateFacts, () => ok({ uuid: UUID, expire_time: 4102444800, ttl: 120 }));
    renderFlowScreen(<QrLoginPanel locale="en" onSession={async () => undefined} />);

    expect(screen.getByRole('status')).toHaveTextContent(text('login', 'qr.loading'));
    const link = await screen.findByRole('link', { name: text('login', 'qr.openLink') });
    expect(link).toHaveAttribute('href', `${window.location.origin}/en/qrcode/confirm?uuid=${UUID}`);
    expect(screen.getByRole('status')).toHaveTextContent(text('login', 'qr.instructions'));
    const image = screen.getByTestId('qr-image');
    expect(image).not.toBeVisible();
    image.dispatchEvent(new Event('load'));
    await waitFor(() => expect(image).toBeVisible());
  });

  it('LOGIN-7 the confirm page says another device asks, shows what the server saw of it, and confirms', async () => {
    stubLocation(`/en/qrcode/confirm?uuid=${UUID}`);
    setUserToken('t');
    answerOn(qrScanFacts, () =>
      ok({
        device: 'Chrome on Windows',
        country: 'GB',
        ip: '203.0.113.*',
        created_at: '2026-11-27T14:03:00.000Z',
        expire_time: 4102444800,
      }),
    );
    answerOn(qrConfirmFacts, () => ok({}));
    renderFlowScreen(<QrConfirmScreen page={pageContext({ path: '/qrcode/confirm' })} />);

    expect(await screen.findByRole('heading', { name: text('login', 'qrConfirm.question') })).toBeInTheDocument();
    expect(screen.getByText(text('login', 'qrConfirm.intro'))).toBeInTheDocument();
    expect(screen.getByText('203.0.113.*')).toBeInTheDocument();
    expect(screen.getByText('United Kingdom')).toBeInTheDocument();
    expect(document.querySelector('time')?.getAttribute('datetime')).toBe('2026-11-27T14:03:00.000Z');
    // the browser comes last, labelled just "Browser" (issue 39)
    const terms = screen.getAllByRole('term').map((t) => t.textContent);
    expect(terms.at(-1)).toBe(text('login', 'qrConfirm.browser'));
    expect(screen.getByText('Chrome on Windows')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: text('login', 'qrConfirm.confirm') }));
    // issue 39: a success screen whose heading takes the focus, with one main action
    const done = await screen.findByRole('heading', { name: text('login', 'qrConfirm.done.title') });
    expect(done).toHaveFocus();
    expect(screen.getByRole('link', { name: text('login', 'qrConfirm.done.action') })).toHaveAttribute('href', '/en');
  });

  it('SEC-3 self-unblock: send the code, type it, the ban is lifted', async () => {
    stubLocation('/en/self-unblock?fromScene=login');
    document.cookie = 'self_unbind_token=tok; path=/';
    answerOn(selfUnbindCheckFacts, () =>
      ok({
        is_self_help_baned: true,
        baned_time: 1_700_000_000,
        unblock_time: 1_700_086_400,
        can_unblock: true,
        send_to: 'al***@example.test',
        channel: 'email',
      }),
    );
    answerOn(selfUnbindSendCodeFacts, () => ok({}));
    answerOn(selfUnbindUnblockFacts, () => ok({}));
    renderFlowScreen(<SelfUnblockScreen page={pageContext({ path: '/self-unblock' })} />);
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: text('unblock', 'sendCode') }));
    const code = await screen.findByRole('textbox');
    // issue 39: the sixth digit sends the code, without a press
    await user.type(code, '123456');
    expect(await screen.findByText(text('unblock', 'done'))).toBeInTheDocument();
  });

  it('LOGIN-6 the return page asks the password of the existing account before linking', async () => {
    window.sessionStorage.setItem(
      PENDING_THIRDPARTY_KEY,
      JSON.stringify({ provider: 'google', label: 'Google', lang: 'en', search: '', startedAt: Date.now() }),
    );
    stubLocation('/en/authorized?code=c-screen&state=s');
    answerOn(thirdPartyLoginFacts, () => retCode(33201, 'link', { link_token: 'lt', email: 'e' }));
    renderFlowScreen(<AuthorizedScreen page={pageContext({ path: '/authorized' })} />);

    expect(await screen.findByRole('heading', { name: text('auth', 'thirdParty.linkTitle') })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: text('auth', 'thirdParty.link') }));
    expect(await screen.findByText(text('auth', 'validation.required'))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: text('auth', 'thirdParty.backToLogin') })).toHaveAttribute(
      'href',
      '/en/login',
    );
  });

  it('TG-8 the task page says the task is done, naming the task and its campaign by their texts, never their ids', async () => {
    openInTelegram('/en/earn/tg-page?campaignId=spring&taskId=visit');
    answerOn(miniAppTaskCompleteFacts, () =>
      ok({ campaignId: 'spring', taskId: 'visit', completed: true, first_time: true }),
    );
    renderFlowScreen(<TaskScreen page={pageContext({ path: '/earn/tg-page' })} />);

    const done = await screen.findByRole('heading', { name: text('telegram', 'task.doneTitle') });
    const sentence = text('telegram', 'task.doneNamed')
      .replace('{{task}}', text('telegram', 'campaigns.spring.tasks.visit'))
      .replace('{{campaign}}', text('telegram', 'campaigns.spring.name'));
    expect(done.parentElement).toHaveTextContent(sentence);
    expect(done.parentElement).not.toHaveTextContent(/\bspring\b|\bvisit\b/);
    expect(screen.getByRole('link', { name: text('telegram', 'task.logIn') })).toBeInTheDocument();
  });

  it('TG-8 a task the mini app does not list is told as done without its ids', async () => {
    openInTelegram('/en/earn/tg-page?campaignId=c1&taskId=t1');
    answerOn(miniAppTaskCompleteFacts, () =>
      ok({ campaignId: 'c1', taskId: 't1', completed: true, first_time: false }),
    );
    renderFlowScreen(<TaskScreen page={pageContext({ path: '/earn/tg-page' })} />);

    const done = await screen.findByRole('heading', { name: text('telegram', 'task.doneTitle') });
    expect(done.parentElement).toHaveTextContent(text('telegram', 'task.alreadyText'));
    expect(done.parentElement).not.toHaveTextContent(/c1|t1/);
  });

  it('TG-1 the mini app offers the forms to an unlinked account and composes the one picked', async () => {
    openInTelegram('/en/telegram-register-login');
    answerOn(tgLaunchFacts, () => ok({ linked: false }));
    const renderForm = vi.fn((form: string) => <p data-testid="form">{form}</p>);
    renderFlowScreen(
      <MiniAppScreen page={pageContext({ path: '/telegram-register-login' })} renderForm={renderForm} />,
    );

    const start = await screen.findByRole('heading', { name: text('telegram', 'miniApp.startTitle') });
    expect(screen.getByText('@tess')).toBeInTheDocument();
    await userEvent
      .setup()
      .click(within(start.parentElement!).getByRole('button', { name: text('telegram', 'miniApp.logIn') }));
    expect(await screen.findByTestId('form')).toHaveTextContent('login');
    expect(screen.getByRole('button', { name: text('telegram', 'miniApp.back') })).toBeInTheDocument();
  });
});
