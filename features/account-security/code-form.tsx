import { useTranslation } from 'next-i18next/pages';
import { useId, type ReactNode } from 'react';

import { ActionButton } from '@/components/auth/action-button';
import { CodeField } from '@/components/auth/code-field';

import type { CodeFormState } from './use-security-settings';

interface Props {
  /** what the code is for, said above the field */
  readonly lead: ReactNode;
  readonly submitLabel: string;
  /** the form's state, from useSecuritySettings */
  readonly form: CodeFormState;
  readonly onChange: (typed: string) => void;
  /** the button, or the code's last digit (issue 39: the code field completed it, `code` is its digits) */
  readonly onSubmit: (code?: string) => void;
  readonly onCancel: () => void;
  /** under the field: a resend button */
  readonly aside?: ReactNode;
}

/**
 * Issue 26: a settings change confirmed with a 6-digit code (the app's, or
 * one sent by email or SMS); a refusal is told under the field, and the
 * field keeps focus. What it says comes from useSecuritySettings.
 */
export function CodeForm({ lead, submitLabel, form, onChange, onSubmit, onCancel, aside }: Props) {
  // `auth` too: the code field's words
  const { t } = useTranslation(['security', 'auth']);
  const id = useId();
  return (
    <form
      className="security-code-form"
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      <p>{lead}</p>
      <CodeField
        id={id}
        label={t('settings.code')}
        value={form.value}
        onChange={onChange}
        onComplete={onSubmit}
        busy={form.confirming}
        error={form.error}
        autoFocus
        sentAt={null}
      />
      {aside && <div className="auth-code-resend">{aside}</div>}
      <div className="security-actions">
        <ActionButton kind="primary" type="submit" loading={form.confirming}>
          {submitLabel}
        </ActionButton>
        <ActionButton onClick={onCancel}>{t('settings.cancel')}</ActionButton>
      </div>
    </form>
  );
}
