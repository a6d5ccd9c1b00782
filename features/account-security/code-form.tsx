import { useTranslation } from 'next-i18next/pages';
import { useId, type ReactNode } from 'react';

import { ActionButton } from '@/components/auth/action-button';
import { FieldError } from '@/components/auth/field-error';
import { VERIFY_CODE_LENGTH } from '@/config/x-api';

import type { CodeFormState } from './use-security-settings';

interface Props {
  /** what the code is for, said above the field */
  readonly lead: ReactNode;
  readonly submitLabel: string;
  /** the form's state, from useSecuritySettings */
  readonly form: CodeFormState;
  readonly onChange: (typed: string) => void;
  readonly onSubmit: () => void;
  readonly onCancel: () => void;
  /** beside the field: a resend button */
  readonly aside?: ReactNode;
}

/**
 * Issue 26: a settings change confirmed with a 6-digit code (the app's, or
 * one sent by email or SMS); a refusal is told under the field, and the
 * field keeps focus. What it says comes from useSecuritySettings.
 */
export function CodeForm({ lead, submitLabel, form, onChange, onSubmit, onCancel, aside }: Props) {
  const { t } = useTranslation('security');
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <form
      className="security-code-form"
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      <p>{lead}</p>
      <div className="auth-field">
        <label htmlFor={id}>{t('settings.code')}</label>
        <div className="auth-code-row">
          <input
            id={id}
            autoFocus
            inputMode="numeric"
            autoComplete="one-time-code"
            dir="ltr"
            maxLength={VERIFY_CODE_LENGTH + 6}
            className={form.error ? 'auth-input auth-input-error' : 'auth-input'}
            aria-invalid={form.error ? true : undefined}
            aria-describedby={errorId}
            value={form.value}
            onChange={(e) => onChange(e.target.value)}
          />
          {aside}
        </div>
        <FieldError id={errorId} message={form.error} />
      </div>
      <div className="security-actions">
        <ActionButton kind="primary" type="submit" loading={form.confirming}>
          {submitLabel}
        </ActionButton>
        <ActionButton onClick={onCancel}>{t('settings.cancel')}</ActionButton>
      </div>
    </form>
  );
}
