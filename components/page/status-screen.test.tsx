import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { StatusScreen } from '@/components/page/status-screen';
import { message, renderWithI18n } from '@/tests/support/render-with-i18n';

describe.each(['en', 'zh-TW'])('StatusScreen in %s', (locale) => {
  const text = (key: string) => message(locale, 'common', key);

  it('ROUTE-6 the 404 screen shows the translated title and text and links to log in', () => {
    renderWithI18n(<StatusScreen kind="notFound" />, { locale });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(text('notFound.title'));
    expect(screen.getByText(text('notFound.text'))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: text('notFound.action') })).toHaveAttribute('href', `/${locale}/login`);
    expect(screen.getByText('404')).toBeInTheDocument();
  });

  it('ROUTE-6 the 500 screen shows the translated title and text and a retry link', () => {
    renderWithI18n(<StatusScreen kind="serverError" />, { locale });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(text('serverError.title'));
    expect(screen.getByText(text('serverError.text'))).toBeInTheDocument();
    // href="" reloads the failing URL; Testing Library (after aria-query) gives an
    // empty href no link role, so the anchor is found by its text instead
    expect(screen.getByText(text('serverError.action')).closest('a')).toHaveAttribute('href', '');
    expect(screen.getByText('500')).toBeInTheDocument();
  });
});
