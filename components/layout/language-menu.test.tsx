import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { LanguageMenu } from '@/components/layout/language-menu';
import { LANGUAGE_STORAGE_KEY } from '@/config/languages';
import { clearBrowserStorage, readCookie } from '@/tests/support/browser-storage';
import { message, renderWithI18n } from '@/tests/support/render-with-i18n';

const LANGUAGES = ['en', 'zh-TW', 'ja-JP'] as const;

function renderMenu() {
  renderWithI18n(
    <>
      <p>Outside the menu</p>
      <LanguageMenu locale="en" path="/login" languages={LANGUAGES} />
    </>,
  );
  return {
    button: screen.getByRole('button', { name: `${message('en', 'common', 'header.languageMenu')}: English` }),
    // the list is `hidden` while closed, and hidden elements have no accessible name
    list: screen.getByRole('list', { hidden: true }),
  };
}

afterEach(() => {
  clearBrowserStorage();
});

describe('LanguageMenu disclosure', () => {
  it('SITE-4 the button toggles aria-expanded and the list hidden state', async () => {
    const user = userEvent.setup();
    const { button, list } = renderMenu();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveAttribute('aria-controls', list.id);
    expect(list).not.toBeVisible();

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(list).toBeVisible();
    expect(screen.getByRole('list', { name: message('en', 'common', 'header.languageList') })).toBe(list);

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(list).not.toBeVisible();
  });

  it('SITE-4 marks the current language with aria-current', async () => {
    const user = userEvent.setup();
    const { button, list } = renderMenu();
    await user.click(button);
    expect(within(list).getByRole('link', { name: 'English' })).toHaveAttribute('aria-current', 'true');
    expect(within(list).getByRole('link', { name: '繁體中文' })).not.toHaveAttribute('aria-current');
  });

  it('SITE-4 Escape closes the open list; other keys leave it open', async () => {
    const user = userEvent.setup();
    const { button, list } = renderMenu();
    await user.click(button);

    await user.keyboard('a');
    expect(list).toBeVisible();

    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(list).not.toBeVisible();
  });

  it('SITE-4 a click outside closes the open list; a click inside does not', async () => {
    const user = userEvent.setup();
    const { button, list } = renderMenu();
    await user.click(button);

    await user.pointer({ keys: '[MouseLeft]', target: list });
    expect(list).toBeVisible();

    await user.click(screen.getByText('Outside the menu'));
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(list).not.toBeVisible();
  });
});

describe('LanguageMenu choice', () => {
  const assign = vi.fn<(url: string | URL) => void>();

  beforeEach(() => {
    window.history.replaceState(null, '', '/en/login?affiliate_id=42&ref=mail');
    // jsdom's Location is unforgeable (its assign cannot be spied on), so the
    // global is replaced by a stand-in carrying what the menu reads
    vi.stubGlobal('location', {
      href: window.location.href,
      pathname: window.location.pathname,
      search: window.location.search,
      assign,
    });
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    assign.mockReset();
    window.history.replaceState(null, '', '/');
  });

  it('SITE-8 choosing a language stores it in the cookie and localStorage and navigates keeping the query', async () => {
    const user = userEvent.setup();
    const { button, list } = renderMenu();
    expect(readCookie(LANGUAGE_STORAGE_KEY)).toBeUndefined();

    await user.click(button);
    await user.click(within(list).getByRole('link', { name: '繁體中文' }));

    expect(readCookie(LANGUAGE_STORAGE_KEY)).toBe('zh-TW');
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('zh-TW');
    expect(assign).toHaveBeenCalledExactlyOnceWith('/zh-TW/login?affiliate_id=42&ref=mail');
  });
});
