import { useTranslation } from 'next-i18next/pages';
import { useId, useState, type ReactNode } from 'react';

import { ActionButton } from '@/components/auth/action-button';
import { FieldError } from '@/components/auth/field-error';
import { VERIFY_CODE_LENGTH } from '@/config/x-api';
import { codeDigits, isCompleteCode } from '@/services/auth/account-rules';
import { wrongCodeOutcome } from '@/services/auth/wrong-code';
import { RET_CODES } from '@/services/errors/ret-codes';
import { catalogueMessage, type FormMessage } from '@/services/errors/screen-errors';
import { isRequestError, type RequestError } from '@/services/http/errors';

/** The message of a refused code: a wrong one as every code form says it (issue 38), else the catalogue's. */
export function codeRefusalMessage(error: RequestError, locale: string): FormMessage {
  if (error.code === RET_CODES.codeIncorrect) return wrongCodeOutcome(error, locale).message;
  return catalogueMessage(error);
}

interface Props {
  /** what the code is for, said above the field */
  readonly lead: ReactNode;
  readonly submitLabel: string;
  readonly onSubmit: (code: string) => Promise<void>;
  readonly onCancel: () => void;
  /** beside the field: a resend button */
  readonly aside?: ReactNode;
}

/**
 * Issue 26: a settings change confirmed with a 6-digit code (the app's, or
 * one sent by email or SMS); a refusal is told under the field, and the
 * field keeps focus.
 */
export function CodeForm({ lead, submitLabel, onSubmit, onCancel, aside }: Props) {
  const { t, i18n } = useTranslation('security');
  const id = useId();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<FormMessage | null>(null);
  const errorId = `${id}-error`;
  const submit = async () => {
    if (!isCompleteCode(code)) {
      setError({ ns: 'security', key: 'secondStep.codeLength' });
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await onSubmit(code);
    } catch (e) {
      if (!isRequestError(e)) throw e;
      setError(codeRefusalMessage(e, i18n?.language ?? 'en'));
      // a wrong code is typed again; after any other refusal (the re-proof given up) the code still holds
      if (e.code === RET_CODES.codeIncorrect) setCode('');
    } finally {
      setBusy(false);
    }
  };
  return (
    <form
      className="security-code-form"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
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
            className={error ? 'auth-input auth-input-error' : 'auth-input'}
            aria-invalid={error ? true : undefined}
            aria-describedby={errorId}
            value={code}
            onChange={(e) => setCode(codeDigits(e.target.value))}
          />
          {aside}
        </div>
        <FieldError id={errorId} message={error} />
      </div>
      <div className="security-actions">
        <ActionButton kind="primary" type="submit" loading={busy}>
          {submitLabel}
        </ActionButton>
        <ActionButton onClick={onCancel}>{t('settings.cancel')}</ActionButton>
      </div>
    </form>
  );
}
