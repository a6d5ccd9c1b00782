import { act, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { message, renderWithI18n } from '@/tests/support/render-with-i18n';

const load = vi.hoisted(() => ({
  asked: 0,
  release: () => {},
}));

vi.mock('@/components/layout/language-list', async (importOriginal) => {
  load.asked += 1;
  await new Promise<void>((resolve) => (load.release = resolve));
  return importOriginal();
});

beforeEach(() => {
  vi.resetModules();
  load.asked = 0;
});

async function renderMenu() {
  const { LanguageMenu } = await import('@/components/layout/language-menu');
  renderWithI18n(<LanguageMenu locale="en" path="/login" languages={['en', 'ja-JP']} />);
  return {
    button: screen.getByRole('button', { name: `${message('en', 'common', 'header.languageMenu')}: English` }),
    list: screen.getByRole('list', { hidden: true }),
  };
}

describe('LanguageMenu loads its list on intent', () => {
  it('SITE-4 asks for the list only when the person points at the button, and a press before it arrived opens it once', async () => {
    const user = userEvent.setup();
    const { button, list } = await renderMenu();
    expect(load.asked).toBe(0);
    expect(list).toBeEmptyDOMElement();

    await user.hover(button);
    expect(load.asked).toBe(1);
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(list).not.toBeVisible();

    await act(async () => load.release());
    await vi.waitFor(() => expect(button).toHaveAttribute('aria-expanded', 'true'));
    expect(list).toBeVisible();
    expect(within(list).getAllByRole('link')).toHaveLength(2);
    expect(load.asked).toBe(1);

    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('SITE-4 a list that cannot load is told in the opened list', async () => {
    vi.doMock('@/components/layout/language-list', () => Promise.reject(new Error('chunk failed')));
    const user = userEvent.setup();
    const { button, list } = await renderMenu();
    await user.click(button);
    await vi.waitFor(() => expect(button).toHaveAttribute('aria-expanded', 'true'));
    expect(within(list).getByRole('alert')).toHaveTextContent(message('en', 'common', 'serverError.text'));
  });
});
