import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { AccountFields } from '@/components/auth/account-fields';
import { message, renderWithI18n } from '@/tests/support/render-with-i18n';

// the mobile fields' code cannot be fetched (the network dropped after the page loaded)
vi.mock('@/components/auth/mobile-fields', () => {
  throw new Error('Loading chunk failed');
});

describe('the account fields', () => {
  it('LOGIN-2 REG-1 when the mobile tab’s code cannot load, the tab says so instead of an empty field', async () => {
    renderWithI18n(
      <AccountFields
        idPrefix="t"
        value={{ kind: 'mobile', email: '', country: 'GB', mobile: '' }}
        onChange={() => undefined}
        error={null}
        autoComplete="username"
      />,
      { locale: 'en', namespaces: ['common', 'auth'] },
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(message('en', 'auth', 'errors.configMissing'));
  });
});
