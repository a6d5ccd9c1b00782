import { act, fireEvent, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { CodeField, digitsAfterPaste, type CodeFieldProps } from '@/components/auth/code-field';
import { message, renderWithI18n } from '@/tests/support/render-with-i18n';
import { text } from '@/tests/support/screen-helpers';

type Harness = Partial<Omit<CodeFieldProps, 'value' | 'onChange'>> & { readonly initial?: string };

/** The field as a form holds it: the digits in state, what completes handed to `onComplete`. */
function Form({ initial = '', ...props }: Harness) {
  const [value, setValue] = useState(initial);
  return (
    <form>
      <CodeField id="code" value={value} onChange={setValue} error={null} sentAt={null} {...props} />
      <button type="button" onClick={() => setValue('')}>
        empty
      </button>
    </form>
  );
}

const field = () => screen.getByLabelText(text('auth', 'fields.code'));

function paste(into: HTMLElement, pasted: string) {
  fireEvent.paste(into, { clipboardData: { getData: () => pasted } });
}

afterEach(() => vi.useRealTimers());

describe('digitsAfterPaste', () => {
  it('REG-6 takes the digits of any pasted text, never more than the code has', () => {
    const empty = { start: 0, end: 0 };
    expect(digitsAfterPaste('', '994-066', empty)).toBe('994066');
    expect(digitsAfterPaste('', '994 066', empty)).toBe('994066');
    expect(digitsAfterPaste('', 'Code: 994066.', empty)).toBe('994066');
    expect(digitsAfterPaste('', '١٢٣', empty)).toBe('');
    expect(digitsAfterPaste('', '12345678', empty)).toBe('123456');
  });

  it('REG-6 a paste takes the place of the selection', () => {
    expect(digitsAfterPaste('123', '4-5-6', { start: 3, end: 3 })).toBe('123456');
    expect(digitsAfterPaste('999999', '123 456', { start: 0, end: 6 })).toBe('123456');
    expect(digitsAfterPaste('12', '34', { start: null, end: null })).toBe('1234');
  });
});

describe('CodeField', () => {
  it('REG-6 a pasted "994-066" is kept as 994066 and sent at once, without a press', () => {
    const onComplete = vi.fn();
    renderWithI18n(<Form onComplete={onComplete} />, { namespaces: ['auth'] });
    paste(field(), 'Your code: 994-066.');
    expect(field()).toHaveValue('994066');
    expect(onComplete).toHaveBeenCalledExactlyOnceWith('994066');
  });

  it('REG-6 typed digits are sent at the sixth, once; other characters are dropped', async () => {
    const onComplete = vi.fn();
    renderWithI18n(<Form onComplete={onComplete} />, { namespaces: ['auth'] });
    await userEvent.type(field(), '99 4-06');
    expect(field()).toHaveValue('99406');
    expect(onComplete).not.toHaveBeenCalled();
    await userEvent.type(field(), '67');
    expect(field()).toHaveValue('994066');
    expect(onComplete).toHaveBeenCalledExactlyOnceWith('994066');
  });

  it('REG-6 the same code is not sent twice, but again once the form emptied the field', async () => {
    const onComplete = vi.fn();
    renderWithI18n(<Form onComplete={onComplete} />, { namespaces: ['auth'] });
    paste(field(), '123456');
    paste(field(), '123456');
    fireEvent.change(field(), { target: { value: '123456' } });
    expect(onComplete).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'empty' }));
    paste(field(), '123 456');
    expect(onComplete).toHaveBeenCalledTimes(2);
  });

  it('REG-6 a code completed while a check is under way is kept, not sent', () => {
    const onComplete = vi.fn();
    renderWithI18n(<Form onComplete={onComplete} busy />, { namespaces: ['auth'] });
    paste(field(), '123456');
    expect(field()).toHaveValue('123456');
    expect(onComplete).not.toHaveBeenCalled();
  });

  it('keeps one-time-code autocomplete, a numeric keyboard and the error tied to the field', () => {
    renderWithI18n(
      <CodeField
        id="code"
        value=""
        onChange={() => undefined}
        error={{ ns: 'errors', key: 'codes.30057', code: 30057 }}
        sentAt={null}
      />,
      { namespaces: ['auth', 'errors'] },
    );
    expect(field()).toHaveAttribute('autocomplete', 'one-time-code');
    expect(field()).toHaveAttribute('inputmode', 'numeric');
    expect(field()).toBeInvalid();
    expect(field()).toHaveAccessibleDescription(expect.stringContaining(message('en', 'errors', 'codes.30057')));
  });

  it('REG-4 the resend countdown sits under the field, not beside it, in every language', () => {
    vi.useFakeTimers({ now: 1_000_000, toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    renderWithI18n(<Form sentAt={1_000_000 - 2_000} onResend={() => undefined} />, {
      locale: 'ru-RU',
      namespaces: ['auth'],
    });
    const input = screen.getByRole('textbox');
    const resend = screen.getByRole('button', { name: /58/ });
    expect(resend).toBeDisabled();
    expect(resend).toHaveTextContent(message('ru-RU', 'auth', 'actions.resendIn').replace('{{seconds}}', '58'));
    // the button is no sibling of the input: a long label cannot take the input's width
    expect(resend.closest('.auth-code-resend')).not.toBeNull();
    expect(input.parentElement?.contains(resend)).toBe(true);
    expect(input.nextElementSibling).toHaveClass('auth-code-under');
    expect(input.nextElementSibling?.contains(resend)).toBe(true);
    // the countdown ticks once a second, each tick after the render of the one before
    for (let s = 0; s < 58; s += 1) act(() => vi.advanceTimersByTime(1_000));
    expect(screen.getByRole('button', { name: message('ru-RU', 'auth', 'actions.resend') })).toBeEnabled();
  });
});
