import { useTranslation } from 'next-i18next/pages';

import { useCountdown } from '@/components/hooks/use-countdown';
import { VERIFY_CODE_LENGTH } from '@/config/x-api';
import { normalizeCode } from '@/services/auth/account-rules';
import type { FormMessage } from '@/services/errors/screen-errors';

import { ActionButton } from './action-button';
import { FieldError } from './field-error';

interface Props {
  readonly id: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly error: FormMessage | null;
  readonly inputRef?: (element: HTMLElement | null) => void;
  /** when the last code was sent (ms), for the resend countdown */
  readonly sentAt: number | null;
  /** another code; none for a code nothing sends (an authenticator app's) */
  readonly onResend?: () => void;
  readonly resending?: boolean;
  /** the field's name when it is not the code sent (issue 26: the authenticator app's) */
  readonly label?: string;
  /** the button's text before the first code went out (else "Resend code") */
  readonly sendLabel?: string;
  /** what the field keeps of what was typed or pasted (issue 36: the digits alone) */
  readonly normalize?: (typed: string) => string;
}

/** REG-4, REG-6: the six-digit code, with one-time-code autocomplete and a resend countdown. */
export function CodeField({
  id,
  value,
  onChange,
  error,
  inputRef,
  sentAt,
  onResend,
  resending = false,
  label,
  sendLabel,
  normalize = normalizeCode,
}: Props) {
  const { t } = useTranslation('auth');
  const left = useCountdown(sentAt);
  const errorId = `${id}-error`;
  return (
    <div className="auth-field">
      <label htmlFor={id}>{label ?? t('fields.code')}</label>
      <div className="auth-code-row">
        <input
          id={id}
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={VERIFY_CODE_LENGTH + 4}
          placeholder={t('fields.codePlaceholder')}
          value={value}
          ref={inputRef}
          className={error ? 'auth-input auth-input-error' : 'auth-input'}
          aria-invalid={error ? true : undefined}
          aria-describedby={errorId}
          onChange={(e) => onChange(normalize(e.target.value))}
        />
        {onResend && (
          <ActionButton onClick={onResend} loading={resending} disabled={left > 0}>
            <span aria-live="polite">
              {left > 0
                ? t('actions.resendIn', { seconds: left })
                : sentAt === null && sendLabel
                  ? sendLabel
                  : t('actions.resend')}
            </span>
          </ActionButton>
        )}
      </div>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
