import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

import { ActionButton } from '@/components/auth/action-button';

describe('ActionButton before and after hydration', () => {
  it('LOGIN-4 the server renders every button disabled: before the page scripts run a press does nothing, and a submit would be native', () => {
    const html = renderToString(
      <form>
        <ActionButton type="submit">Log in</ActionButton>
        <ActionButton onClick={() => undefined}>Send code</ActionButton>
      </form>,
    );
    const buttons = [...new DOMParser().parseFromString(html, 'text/html').querySelectorAll('button')];
    expect(buttons.map((b) => [b.textContent, b.disabled])).toEqual([
      ['Log in', true],
      ['Send code', true],
    ]);
  });

  it('LOGIN-4 in the browser the buttons work, unless the form disables one', () => {
    render(
      <>
        <ActionButton type="submit">Log in</ActionButton>
        <ActionButton>Send code</ActionButton>
        <ActionButton disabled>Resend</ActionButton>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Log in' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Send code' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Resend' })).toBeDisabled();
  });
});

describe('ActionButton sizes', () => {
  it('issue 39 gives each size its one class: md the form height, sm the settings row height', () => {
    render(
      <>
        <ActionButton kind="primary">Continue</ActionButton>
        <ActionButton size="sm">Change</ActionButton>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Continue' })).toHaveClass('auth-button', 'auth-button-primary');
    expect(screen.getByRole('button', { name: 'Continue' })).not.toHaveClass('auth-button-sm');
    expect(screen.getByRole('button', { name: 'Change' })).toHaveClass(
      'auth-button',
      'auth-button-default',
      'auth-button-sm',
    );
  });
});
