import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderWithI18n } from '@/tests/support/render-with-i18n';

import { DesignReference } from './design-reference';

describe('DesignReference (issue 39)', () => {
  it('issue 39 shows each building block once, in its states', () => {
    renderWithI18n(<DesignReference locale="en" />, { namespaces: ['common', 'auth', 'errors', 'login'] });
    for (const name of ['Checkbox', 'Links', 'Steps, code field, tries left', 'Success screen, alert, toast']) {
      expect(screen.getAllByRole('region', { name })).toHaveLength(1);
    }
    const checkbox = screen.getByRole('region', { name: 'Checkbox' });
    expect(checkbox.querySelectorAll('input[type="checkbox"]')).toHaveLength(4);
    expect(document.querySelectorAll('[aria-current="step"]')).toHaveLength(1);
    const ids = [...document.querySelectorAll('[id]')].map((el) => el.id);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
  });
});
