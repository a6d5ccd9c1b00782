import { act, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { http as route, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { ToastViewport } from '@/components/toasts/toast-viewport';
import { classifyAnswer, type Reaction } from '@/services/errors/catalogue';
import { createHttpClient } from '@/services/http/client';
import { connectHttpReactions } from '@/stores/http-reactions';
import { createToastStore, type ToastStore } from '@/stores/toast-store';
import { testContext } from '@/tests/http/request-context';
import { LISTEN_OPTIONS, server } from '@/tests/msw/server';
import { message, renderWithI18n } from '@/tests/support/render-with-i18n';

beforeAll(() => server.listen(LISTEN_OPTIONS));
afterEach(() => {
  server.resetHandlers();
  vi.useRealTimers();
});
afterAll(() => server.close());

const errorsText = (locale: string, key: string) => message(locale, 'errors', key);

function toastReaction(code: number, translationKey: string, fallback: string, durationMs = 5000): Reaction {
  return { kind: 'toast', toast: { code, translationKey, fallback }, durationMs };
}

function renderViewport(locale = 'en'): ToastStore {
  const store = createToastStore();
  renderWithI18n(<ToastViewport store={store} />, { locale, namespaces: ['errors'] });
  return store;
}

function show(store: ToastStore, reaction: Reaction) {
  act(() => {
    store.showReaction(reaction);
  });
}

describe('ToastViewport', () => {
  it.each(['en', 'zh-TW'])("UI-5 ERR-2 in %s shows '{code}: {translated text}' from the errors file", (locale) => {
    const store = renderViewport(locale);

    show(store, toastReaction(10006, 'codes.10006', 'session expired (server)'));

    expect(screen.getByText(`10006: ${errorsText(locale, 'codes.10006')}`)).toBeInTheDocument();
    expect(screen.queryByText(/session expired \(server\)/)).not.toBeInTheDocument();
  });

  it.each(['en', 'zh-TW'])('UI-5 ERR-2 in %s an http failure reads the service-unavailable text', (locale) => {
    const store = renderViewport(locale);

    show(store, toastReaction(503, 'serviceUnavailable', 'Service Unavailable'));

    expect(screen.getByText(`503: ${errorsText(locale, 'serviceUnavailable')}`)).toBeInTheDocument();
  });

  it('UI-5 the zh-TW dismiss button is labelled in Chinese', () => {
    const store = renderViewport('zh-TW');

    show(store, toastReaction(10001, 'codes.10001', 'x'));

    expect(screen.getByRole('button', { name: errorsText('zh-TW', 'dismiss') })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: errorsText('zh-TW', 'notifications') })).toBeInTheDocument();
  });

  it.each(['en', 'zh-TW'])('ERR-2 in %s an unknown code falls back to the server text', (locale) => {
    const store = renderViewport(locale);

    show(store, toastReaction(98765, 'codes.98765', 'Order book is closed'));

    expect(screen.getByText('98765: Order book is closed')).toBeInTheDocument();
  });

  it('ERR-2 an unknown code without server text reads the generic message', () => {
    const store = renderViewport('en');

    show(store, toastReaction(98765, 'codes.98765', ''));

    expect(screen.getByText(`98765: ${errorsText('en', 'unknown')}`)).toBeInTheDocument();
  });

  it('ERR-2 ERR-6 an answer through the client shows its toast: 40029 reads the terminated-account text', async () => {
    server.use(route.post('*/x-api/login', () => HttpResponse.json({ ret_code: 40029, ret_msg: '' })));
    const client = createHttpClient({ context: testContext() });
    const store = renderViewport('en');
    const disconnect = connectHttpReactions(client, store);

    await act(async () => {
      await client.post('/login', { username: 'a' }).catch(() => undefined);
    });

    expect(await screen.findByText('40029: This account has been terminated.')).toBeInTheDocument();
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
    expect(within(live).getByText('98765: Denied !')).toBeInTheDocument();
    expect(live.querySelector('img, script, b')).toBeNull();
  });

  it('UI-5 a toast closes by itself after its 5000 ms', () => {
    vi.useFakeTimers();
    const store = renderViewport('en');

    show(store, toastReaction(10001, 'codes.10001', 'x'));
    const text = `10001: ${errorsText('en', 'codes.10001')}`;
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
    expect(within(centre).getByText(`10001: ${errorsText('en', 'codes.10001')}`)).toBeInTheDocument();

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

    const first = screen.getByText(`10001: ${errorsText('en', 'codes.10001')}`).closest('li');
    expect(first).not.toBeNull();
    await user.click(within(first as HTMLElement).getByRole('button', { name: errorsText('en', 'dismiss') }));

    expect(screen.queryByText(`10001: ${errorsText('en', 'codes.10001')}`)).not.toBeInTheDocument();
    expect(screen.getByText(`30054: ${errorsText('en', 'codes.30054')}`)).toBeInTheDocument();
  });

  it('UI-5 toasts live in polite status regions, the main one labelled for screen readers', () => {
    const store = renderViewport('en');
    show(store, toastReaction(10001, 'codes.10001', 'x'));

    const main = screen.getByRole('status', { name: errorsText('en', 'notifications') });
    expect(main).toHaveAttribute('aria-live', 'polite');
    expect(within(main).getByText(`10001: ${errorsText('en', 'codes.10001')}`)).toBeInTheDocument();
    for (const region of screen.getAllByRole('status')) expect(region).toHaveAttribute('aria-live', 'polite');
  });
});
