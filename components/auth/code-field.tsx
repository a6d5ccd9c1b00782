import { useTranslation } from 'next-i18next/pages';
import { useEffect, useRef, type ClipboardEvent } from 'react';

import { ErrorCodeLine, useMessageText } from '@/components/errors/message-text';
import { useCountdown } from '@/components/hooks/use-countdown';
import { VERIFY_CODE_LENGTH } from '@/config/x-api';
import { codeDigits } from '@/services/auth/account-rules';
import type { FormMessage } from '@/services/errors/screen-errors';

import { ActionButton } from './action-button';

export interface CodeFieldProps {
  readonly id: string;
  /** the digits kept so far (never more than `length`) */
  readonly value: string;
  /** the digits of what was typed or pasted ("994-066", "Code: 994 066." give "994066") */
  readonly onChange: (digits: string) => void;
  /**
   * Issue 39: the last digit arrived (typed or pasted): the form sends the
   * code without another press. Once per code: not again for the same
   * digits, and not while `busy`.
   */
  readonly onComplete?: (code: string) => void;
  /** a check of the code is under way: a completed code is kept, not sent again */
  readonly busy?: boolean;
  readonly error: FormMessage | null;
  readonly inputRef?: (element: HTMLInputElement | null) => void;
  readonly autoFocus?: boolean;
  /** when the last code was sent (ms), for the resend countdown */
  readonly sentAt: number | null;
  /** another code; none for a code nothing sends (an authenticator app's) */
  readonly onResend?: () => void;
  readonly resending?: boolean;
  /** the field's name when it is not the code sent (issue 26: the authenticator app's) */
  readonly label?: string;
  /** the button's text before the first code went out (else "Resend code") */
  readonly sendLabel?: string;
  /** the code's digits (VERIFY_CODE_LENGTH) */
  readonly length?: number;
}

/** The digits a paste leaves in the field: the pasted text's in place of the selection, at most `length`. */
export function digitsAfterPaste(
  current: string,
  pasted: string,
  selection: { readonly start: number | null; readonly end: number | null },
  length: number = VERIFY_CODE_LENGTH,
): string {
  const start = selection.start ?? current.length;
  const end = selection.end ?? start;
  return codeDigits(current.slice(0, start) + pasted + current.slice(end), length);
}

/**
 * REG-4, REG-6, issue 39: the one field every code is typed in (sign-up,
 * password reset and recovery, self-unblock, a login's second step, the
 * re-proof dialog, the security settings; the authenticator app's code too,
 * without a resend). It keeps the digits of whatever is typed or pasted, and
 * hands a complete code to `onComplete` once, so every form sends at the
 * last digit. The resend countdown and button sit under the field, so the
 * input keeps its full width in every language. One-time-code autocomplete,
 * a numeric keyboard, the error tied by aria-describedby.
 */
export function CodeField({
  id,
  value,
  onChange,
  onComplete,
  busy = false,
  error,
  inputRef,
  autoFocus,
  sentAt,
  onResend,
  resending = false,
  label,
  sendLabel,
  length = VERIFY_CODE_LENGTH,
}: CodeFieldProps) {
  const { t } = useTranslation('auth');
  const messageText = useMessageText(error);
  const left = useCountdown(sentAt);
  const errorId = `${id}-error`;
  // the code last handed to onComplete: a paste and its change event, or two in one render, send it once
  const completed = useRef<string | null>(null);
  useEffect(() => {
    // the form emptied or changed the field (a refusal): the same code may be sent again when typed again
    if (value.length < length) completed.current = null;
  }, [value, length]);

  const take = (digits: string) => {
    onChange(digits);
    if (digits.length < length) {
      completed.current = null;
      return;
    }
    if (!onComplete || busy || completed.current === digits) return;
    completed.current = digits;
    onComplete(digits);
  };

  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const pasted = event.clipboardData.getData('text');
    event.preventDefault();
    const input = event.currentTarget;
    take(digitsAfterPaste(value, pasted, { start: input.selectionStart, end: input.selectionEnd }, length));
  };

  return (
    <div className="auth-field auth-code-field">
      <label htmlFor={id}>{label ?? t('fields.code')}</label>
      <input
        id={id}
        name="code"
        inputMode="numeric"
        pattern="[0-9]*"
        autoComplete="one-time-code"
        dir="ltr"
        placeholder={t('fields.codePlaceholder')}
        value={value}
        ref={inputRef}
        autoFocus={autoFocus}
        className={error ? 'auth-input auth-input-error' : 'auth-input'}
        aria-invalid={error ? true : undefined}
        aria-describedby={errorId}
        onPaste={onPaste}
        onChange={(e) => take(codeDigits(e.target.value, length))}
      />
      <div className="auth-code-under">
        <p id={errorId} className="auth-field-error" role={error ? 'alert' : undefined}>
          {error ? messageText(error) : ''}
          {error?.code !== undefined && <ErrorCodeLine code={error.code} />}
        </p>
        {onResend && (
          <div className="auth-code-resend">
            <ActionButton kind="link" onClick={onResend} loading={resending} disabled={left > 0}>
              <span aria-live="polite">
                {left > 0
                  ? t('actions.resendIn', { seconds: left })
                  : sentAt === null && sendLabel
                    ? sendLabel
                    : t('actions.resend')}
              </span>
            </ActionButton>
          </div>
        )}
      </div>
    </div>
  );
}
