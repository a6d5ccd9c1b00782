import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderWithI18n } from '@/tests/support/render-with-i18n';
import { text } from '@/tests/support/screen-helpers';

import { FieldError } from './field-error';

describe('the message under a field', () => {
  it('REG-4 issue 39 an existing account\'s message ends with "Log in" as a real link', () => {
    renderWithI18n(
      <FieldError
        id="r-account-error"
        message={{ ns: 'auth', key: 'errors.accountExists', code: 30032, action: 'logIn' }}
        links={{ logIn: '/en/login?email=a%40b.test' }}
      />,
      { namespaces: ['auth'] },
    );
    expect(document.getElementById('r-account-error')).toHaveTextContent(text('auth', 'errors.accountExists'));
    expect(screen.getByRole('link', { name: text('auth', 'links.logIn') })).toHaveAttribute(
      'href',
      '/en/login?email=a%40b.test',
    );
  });

  it('REG-4 without a place to lead, the message is text alone', () => {
    renderWithI18n(<FieldError id="e" message={{ ns: 'auth', key: 'errors.accountExists', action: 'logIn' }} />, {
      namespaces: ['auth'],
    });
    expect(screen.queryByRole('link')).toBeNull();
  });
});
