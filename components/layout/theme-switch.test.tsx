import { act, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { THEME_ATTRIBUTE, THEME_STORAGE_KEY } from '@/config/theme';
import { clearBrowserStorage } from '@/tests/support/browser-storage';
import { message, renderWithI18n } from '@/tests/support/render-with-i18n';

const load = vi.hoisted(() => ({ asked: 0, release: () => {} }));

vi.mock('@/components/layout/theme-choice', async (importOriginal) => {
  load.asked += 1;
  await new Promise<void>((resolve) => (load.release = resolve));
  return importOriginal();
});

beforeEach(() => {
  vi.resetModules();
  load.asked = 0;
  document.documentElement.setAttribute(THEME_ATTRIBUTE, 'light');
});

afterEach(() => {
  clearBrowserStorage();
  document.documentElement.removeAttribute(THEME_ATTRIBUTE);
});

async function renderSwitch() {
  const { ThemeSwitch } = await import('@/components/layout/theme-switch');
  renderWithI18n(<ThemeSwitch routeTheme="system" />);
  return screen.getByRole('button', { name: message('en', 'common', 'header.darkTheme') });
}

describe('ThemeSwitch loads what its press does on intent', () => {
  it('asks for it only when the person points at the switch; a press before it arrived switches once when it does', async () => {
    const user = userEvent.setup();
    const button = await renderSwitch();
    expect(load.asked).toBe(0);
    expect(button).toHaveAttribute('aria-pressed', 'false');

    await user.hover(button);
    expect(load.asked).toBe(1);
    await user.click(button);
    expect(document.documentElement.getAttribute(THEME_ATTRIBUTE)).toBe('light');

    await act(async () => load.release());
    await vi.waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'true'));
    expect(document.documentElement.getAttribute(THEME_ATTRIBUTE)).toBe('dark');
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    expect(load.asked).toBe(1);

    await user.click(button);
    await vi.waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'false'));
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
  });

  it('tells the person when what the press does cannot load, and keeps the theme', async () => {
    vi.doMock('@/components/layout/theme-choice', () => Promise.reject(new Error('chunk failed')));
    const user = userEvent.setup();
    const button = await renderSwitch();
    await user.click(button);
    expect(await screen.findByRole('alert')).toHaveTextContent(message('en', 'common', 'serverError.text'));
    expect(document.documentElement.getAttribute(THEME_ATTRIBUTE)).toBe('light');
    expect(button).toHaveAttribute('aria-pressed', 'false');
  });
});
