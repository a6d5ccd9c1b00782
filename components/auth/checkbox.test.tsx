import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { Checkbox } from '@/components/auth/checkbox';

describe('Checkbox', () => {
  it('is named by its text and reports each press, by the label as by the box', async () => {
    const onChange = vi.fn();
    const { rerender } = render(
      <Checkbox checked={false} onChange={onChange} name="remember_email">
        Remember my email
      </Checkbox>,
    );
    const box = screen.getByRole('checkbox', { name: 'Remember my email' });
    expect(box).not.toBeChecked();
    expect(box).toHaveAttribute('name', 'remember_email');
    await userEvent.click(screen.getByText('Remember my email'));
    expect(onChange).toHaveBeenLastCalledWith(true);
    rerender(
      <Checkbox checked onChange={onChange}>
        Remember my email
      </Checkbox>,
    );
    await userEvent.click(screen.getByRole('checkbox'));
    expect(onChange).toHaveBeenLastCalledWith(false);
  });

  it('tells a wrong box and its reason, and takes no press when disabled', async () => {
    const onChange = vi.fn();
    render(
      <>
        <Checkbox checked={false} onChange={onChange} invalid describedBy="why" disabled>
          I agree
        </Checkbox>
        <p id="why">Needed to continue</p>
      </>,
    );
    const box = screen.getByRole('checkbox', { name: 'I agree' });
    expect(box).toBeInvalid();
    expect(box).toHaveAccessibleDescription('Needed to continue');
    expect(box).toBeDisabled();
    await userEvent.click(box);
    expect(onChange).not.toHaveBeenCalled();
  });
});
