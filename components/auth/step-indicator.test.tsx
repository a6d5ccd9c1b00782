import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { message, renderWithI18n } from '@/tests/support/render-with-i18n';

import { StepIndicator } from './step-indicator';

const TITLES = ['Create an account', 'Check your messages', 'Set your password'];

describe('StepIndicator', () => {
  it('issue 39 says which step of how many, visibly and, with the step’s title, as the current step for screen readers', async () => {
    renderWithI18n(<StepIndicator titles={TITLES} current={2} onBack={() => undefined} />, {
      locale: 'en',
      namespaces: ['auth'],
    });

    expect(screen.getByText('Step 2 of 3')).toBeVisible();
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[1]).toHaveAttribute('aria-current', 'step');
    expect(items[1]).toHaveTextContent('Step 2 of 3: Check your messages');
    expect(items[0]).not.toHaveAttribute('aria-current');
    expect(items[2]).toHaveTextContent('Set your password');
  });

  it('issue 39 Back goes to the step before; the first step has none', async () => {
    const onBack = vi.fn();
    const { unmount } = renderWithI18n(<StepIndicator titles={TITLES} current={3} onBack={onBack} />, {
      locale: 'en',
      namespaces: ['auth'],
    });
    await userEvent.click(screen.getByRole('button', { name: message('en', 'auth', 'actions.back') }));
    expect(onBack).toHaveBeenCalledTimes(1);
    unmount();

    renderWithI18n(<StepIndicator titles={TITLES} current={1} />, { locale: 'en', namespaces: ['auth'] });
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('issue 39 in Arabic the numbers are in the digits the page writes its numbers with', async () => {
    renderWithI18n(<StepIndicator titles={TITLES} current={2} />, { locale: 'ar-SA', namespaces: ['auth'] });
    const two = new Intl.NumberFormat('ar-SA').format(2);
    const three = new Intl.NumberFormat('ar-SA').format(3);
    expect(screen.getByText(`الخطوة ${two} من ${three}`)).toBeInTheDocument();
  });
});
