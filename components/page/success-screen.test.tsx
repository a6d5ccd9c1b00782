import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { SuccessScreen } from '@/components/page/success-screen';

describe('SuccessScreen', () => {
  it('shows the heading at the level asked, focused, with the lead and one main link styled as a button', () => {
    render(
      <SuccessScreen
        level={1}
        title="Password changed"
        lead="Log in with your new password."
        action={{ label: 'Log in', href: '/en/login' }}
      />,
    );
    const heading = screen.getByRole('heading', { level: 1, name: 'Password changed' });
    expect(heading).toHaveFocus();
    expect(screen.getByText('Log in with your new password.')).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Log in' });
    expect(link).toHaveAttribute('href', '/en/login');
    expect(link).toHaveClass('auth-button', 'auth-button-primary');
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('defaults to an h2 under the page heading and scrolls it into view', () => {
    const scrollIntoView = vi.fn();
    const original = HTMLElement.prototype.scrollIntoView;
    HTMLElement.prototype.scrollIntoView = scrollIntoView;
    try {
      render(<SuccessScreen title="Login confirmed" />);
    } finally {
      HTMLElement.prototype.scrollIntoView = original;
    }
    expect(screen.getByRole('heading', { level: 2, name: 'Login confirmed' })).toHaveFocus();
    expect(scrollIntoView).toHaveBeenCalledWith({ block: 'nearest' });
  });

  it('runs a button action once pressed, with a secondary text link beside it', async () => {
    const onClick = vi.fn();
    render(
      <SuccessScreen
        title="Account created"
        action={{ label: 'Start trading', onClick }}
        secondary={{ label: 'Security settings', href: '/en/account/security' }}
      />,
    );
    const button = screen.getByRole('button', { name: 'Start trading' });
    expect(button).toHaveClass('auth-button-primary');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('link', { name: 'Security settings' })).toHaveClass('success-secondary');
  });

  it('keeps its icon from assistive technology', () => {
    const { container } = render(<SuccessScreen title="Done" />);
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('leaves the focus where it is when asked not to take it (a reference page showing it among others)', () => {
    render(<SuccessScreen title="Done" focusOnMount={false} />);
    expect(screen.getByRole('heading', { name: 'Done' })).not.toHaveFocus();
  });
});
