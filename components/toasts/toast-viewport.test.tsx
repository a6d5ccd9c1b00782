import { act, render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { http as route, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { ToastViewport } from '@/components/toasts/toast-viewport';
import { classifyAnswer, type Reaction } from '@/services/errors/catalogue';
import { createHttpClient } from '@/services/http/client';
import { createApiStatus } from '@/stores/api-status';
import { connectHttpReactions } from '@/stores/http-reactions';
import { createToastStore, type ToastStore } from '@/stores/toast-store';
import { LISTEN_OPTIONS, server } from '@/tests/msw/server';
import { byUrl } from '@/tests/support/by-url';
import {
  createTestI18n,
  heldLocaleFiles,
  message,
  renderWithI18n,
  translationWrapper,
} from '@/tests/support/render-with-i18n';
import { testContext } from '@/tests/support/request-context';

beforeAll(() => server.listen(LISTEN_OPTIONS));
afterEach(() => {
  server.resetHandlers();
  vi.useRealTimers();
});
afterAll(() => server.close());

const errorsText = (locale: string, key: string) => message(locale, 'errors', key);

/** ERR-2: the code line as the errors file words it, e.g. 'Error code: 10006'. */
const codeLine = (locale: string, code: number) => errorsText(locale, 'codeLine').replace('{{code}}', String(code));

function toastReaction(code: number, translationKey: string, fallback: string, durationMs = 5000): Reaction {
  return { kind: 'toast', message: { code, translationKey, fallback }, durationMs };
}

/** The toast (list item) whose text is `text`. */
function toastWith(text: string): HTMLElement {
  const item = screen.getByText(text).closest('li');
  expect(item).not.toBeNull();
  return item as HTMLElement;
}

/** What the toast's code line reads: the code apart from the text, for support. */
function codeLineOf(item: HTMLElement): string | null {
  return item.querySelector('.error-code')?.textContent ?? null;
}

function renderViewport(locale = 'en'): ToastStore {
  const store = createToastStore();
  renderWithI18n(<ToastViewport store={store} />, { locale, namespaces: ['common', 'errors'] });
  return store;
}

function show(store: ToastStore, reaction: Reaction) {
  act(() => {
    store.showReaction(reaction);
  });
}

describe('ToastViewport', () => {
  it.each(['en', 'ar-SA'])(
    'LOGIN-8 in %s a success notice reads its translated text, without an error code',
    (locale) => {
      const store = renderViewport(locale);
      act(() => {
        store.showNotice('notices.registerAndBind');
      });
      const item = toastWith(errorsText(locale, 'notices.registerAndBind'));
      expect(item.className).toContain('toast-success');
      expect(codeLineOf(item)).toBeNull();
    },
  );

  it('UI-5 ERR-2 in en shows the translated text, and the code apart on its own line', () => {
    const store = renderViewport('en');

    show(store, toastReaction(10006, 'codes.10006', 'session expired (server)'));

    const item = toastWith(errorsText('en', 'codes.10006'));
    expect(codeLineOf(item)).toBe(codeLine('en', 10006));
    expect(codeLineOf(item)).toBe('Error code: 10006');
    expect(item).not.toHaveTextContent(/10006:/);
    expect(screen.queryByText(/session expired \(server\)/)).not.toBeInTheDocument();
  });

  it('UI-5 ERR-2 in zh-TW shows the translated text, and the code apart on its own line', () => {
    const store = renderViewport('zh-TW');

    show(store, toastReaction(10006, 'codes.10006', 'session expired (server)'));

    const item = toastWith(errorsText('zh-TW', 'codes.10006'));
    // the zh-TW wording of the code line is being translated: the code itself must be there whatever the words
    expect(codeLineOf(item)).toMatch(/(^|\D)10006(\D|$)/);
    expect(item).not.toHaveTextContent(/10006:/);
    expect(screen.queryByText(/session expired \(server\)/)).not.toBeInTheDocument();
  });

  it('UI-5 ERR-2 the code is not repeated in the text line', () => {
    const store = renderViewport('en');

    show(store, toastReaction(10001, 'codes.10001', 'x'));

    const item = toastWith(errorsText('en', 'codes.10001'));
    expect(item.querySelectorAll('.error-code')).toHaveLength(1);
    expect(item).toHaveTextContent(`${errorsText('en', 'codes.10001')}${codeLine('en', 10001)}`);
  });

  it('UI-5 the zh-TW dismiss button is labelled in Chinese', () => {
    const store = renderViewport('zh-TW');

    show(store, toastReaction(10001, 'codes.10001', 'x'));

    expect(screen.getByRole('button', { name: errorsText('zh-TW', 'dismiss') })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: message('zh-TW', 'common', 'notifications') })).toBeInTheDocument();
  });

  it.each(['en', 'zh-TW'])('ERR-2 in %s an unknown code falls back to the server text', (locale) => {
    const store = renderViewport(locale);

    show(store, toastReaction(98765, 'codes.98765', 'Order book is closed'));

    const item = toastWith('Order book is closed');
    expect(codeLineOf(item)).toContain('98765');
  });

  it('ERR-2 an unknown code without server text reads the generic message', () => {
    const store = renderViewport('en');

    show(store, toastReaction(98765, 'codes.98765', ''));

    expect(codeLineOf(toastWith(errorsText('en', 'unknown')))).toBe(codeLine('en', 98765));
  });

  it('ERR-2 ERR-6 an answer through the client shows its toast: 40029 reads the terminated-account text', async () => {
    server.use(
      route.get('*/x-api/user/private/member/info', () => HttpResponse.json({ ret_code: 40029, ret_msg: '' })),
    );
    const client = createHttpClient({ context: testContext() });
    const store = renderViewport('en');
    const disconnect = connectHttpReactions(client, store, createApiStatus({ probe: async () => undefined }));

    await act(async () => {
      await byUrl(client)
        .get('/user/private/member/info')
        .catch(() => undefined);
    });

    const text = await screen.findByText('This account has been terminated.');
    expect(codeLineOf(text.closest('li') as HTMLElement)).toBe('Error code: 40029');
    disconnect();
  });

  it('ERR-2 HTTP-8 a form refusal and a network failure through the client show no toast', async () => {
    server.use(
      route.post('*/x-api/login', () => HttpResponse.json({ ret_code: 40029, ret_msg: '' })),
      route.get('*/x-api/user/private/member/info', () => HttpResponse.error()),
    );
    const client = createHttpClient({ context: testContext() });
    const store = renderViewport('en');
    const status = createApiStatus({ probe: async () => undefined, setTimer: () => 0, clearTimer: () => undefined });
    const disconnect = connectHttpReactions(client, store, status);

    await act(async () => {
      await byUrl(client)
        .post('/login', { username: 'a' }, { endpoint: { kind: 'login', token: false } })
        .catch(() => undefined);
      await byUrl(client)
        .get('/user/private/member/info')
        .catch(() => undefined);
    });

    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
    expect(store.store.getState().toasts).toEqual([]);
    // the network failure is the page's one notice instead
    expect(status.store.getState().reachable).toBe(false);
    disconnect();
  });

  it('ERR-13 server text with markup is shown as plain text, no element is created from it', () => {
    const store = renderViewport('en');
    const reaction = classifyAnswer({
      code: 98765,
      message: '<img src=x onerror="alert(1)"><script>alert(2)</script>Denied<b>!</b>',
      endpoint: 'other',
    });

    show(store, reaction);

    const [live] = screen.getAllByRole('status');
    expect(within(live).getByText('Denied !')).toBeInTheDocument();
    expect(live.querySelector('img, script, b')).toBeNull();
  });

  it('UI-5 a toast closes by itself after its 5000 ms', () => {
    vi.useFakeTimers();
    const store = renderViewport('en');

    show(store, toastReaction(10001, 'codes.10001', 'x'));
    const text = errorsText('en', 'codes.10001');
    expect(screen.getByText(text)).toBeInTheDocument();

    act(() => {
      vi.advanceTimersByTime(4_999);
    });
    expect(screen.getByText(text)).toBeInTheDocument();

    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByText(text)).not.toBeInTheDocument();
    expect(store.store.getState().toasts).toEqual([]);
  });

  it('UI-5 LAYOUT-6 a dialog toast is centred and closes after 2000 ms', () => {
    vi.useFakeTimers();
    const store = renderViewport('en');

    show(store, toastReaction(10001, 'codes.10001', 'x', 2000));
    const [top, centre] = screen.getAllByRole('status');
    expect(within(top).queryAllByRole('listitem')).toHaveLength(0);
    expect(within(centre).getByText(errorsText('en', 'codes.10001'))).toBeInTheDocument();

    act(() => {
      vi.advanceTimersByTime(1_999);
    });
    expect(within(centre).queryAllByRole('listitem')).toHaveLength(1);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(within(centre).queryAllByRole('listitem')).toHaveLength(0);
  });

  it('UI-5 the dismiss button closes the toast at once', async () => {
    const user = userEvent.setup();
    const store = renderViewport('en');
    show(store, toastReaction(10001, 'codes.10001', 'x'));
    show(store, toastReaction(30054, 'codes.30054', 'y'));

    const first = toastWith(errorsText('en', 'codes.10001'));
    await user.click(within(first).getByRole('button', { name: errorsText('en', 'dismiss') }));

    expect(screen.queryByText(errorsText('en', 'codes.10001'))).not.toBeInTheDocument();
    expect(codeLineOf(toastWith(errorsText('en', 'codes.30054')))).toBe(codeLine('en', 30054));
  });

  it('UI-5 toasts live in polite status regions, the main one labelled for screen readers', () => {
    const store = renderViewport('en');
    show(store, toastReaction(10001, 'codes.10001', 'x'));

    const main = screen.getByRole('status', { name: message('en', 'common', 'notifications') });
    expect(main).toHaveAttribute('aria-live', 'polite');
    expect(within(main).getByText(errorsText('en', 'codes.10001'))).toBeInTheDocument();
    for (const region of screen.getAllByRole('status')) expect(region).toHaveAttribute('aria-live', 'polite');
  });
});

describe('ToastViewport before its texts arrive', () => {
  it('ERR-2 UI-5 the errors texts load with the first toast, which waits for them: never a raw key on screen', async () => {
    // the page's store: the page's namespaces, `errors` from /locales (here: held until the test lets it answer)
    const held = heldLocaleFiles();
    const store = createToastStore();
    render(<ToastViewport store={store} />, {
      wrapper: translationWrapper(createTestI18n('en', ['common'], { fetch: held.fetch })),
    });
    // issue 40: a page with no toast asks for no `errors` texts (nor for the code that loads them)
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(held.asked).toEqual([]);
    expect(screen.getByRole('status', { name: message('en', 'common', 'notifications') })).toBeInTheDocument();

    show(store, toastReaction(10001, 'codes.10001', 'params error'));

    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
    expect(document.body).not.toHaveTextContent('codeLine');
    await waitFor(() => expect(held.asked).toEqual(['/locales/en/errors.json']));
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);

    await act(async () => {
      held.release();
    });

    const item = toastWith(errorsText('en', 'codes.10001'));
    expect(codeLineOf(item)).toBe('Error code: 10001');
  });
});
