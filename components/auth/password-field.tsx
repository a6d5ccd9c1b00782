import { useTranslation } from 'next-i18next/pages';
import { useState, type ReactNode } from 'react';

import { PASSWORD_MAX_LENGTH } from '@/config/password-rules';
import type { FormMessage } from '@/services/errors/screen-errors';

import { FieldError } from './field-error';
import { newPasswordHintIds } from './new-password-hint-ids';
import { useTypedBeforeHydration } from './use-typed-before-hydration';

interface Props {
  readonly id: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  /** sign-up shows the rules as they are met; login does not */
  readonly mode: 'current' | 'new';
  readonly error: FormMessage | null;
  readonly inputRef?: (element: HTMLElement | null) => void;
  /** LOGIN-5: login offers password recovery by the field */
  readonly recoverHref?: string;
  /**
   * a new password's strength and rules (NewPasswordHints, ./new-password-hints), given by the screens
   * that set one: the login's first load does not carry them (issue 40)
   */
  readonly hints?: ReactNode;
}

/**
 * The password, with the autocomplete password managers expect
 * (current-password on login, new-password on sign-up) and, on sign-up, the
 * rules ticked off while typing. The value lives only in component state.
 */
export function PasswordField({ id, value, onChange, mode, error, inputRef, recoverHref, hints }: Props) {
  const { t } = useTranslation('auth');
  const [visible, setVisible] = useState(false);
  // LOGIN-4: text typed before the page hydrated stays
  const fieldRef = useTypedBeforeHydration(value, onChange, inputRef);
  const errorId = `${id}-error`;
  return (
    <div className={recoverHref ? 'auth-field auth-field-with-recover' : 'auth-field'}>
      <div className="auth-label-row">
        <label htmlFor={id}>{mode === 'new' ? t('fields.newPassword') : t('fields.password')}</label>
      </div>
      <div className="auth-input-wrap">
        <input
          id={id}
          type={visible ? 'text' : 'password'}
          name="password"
          autoComplete={mode === 'new' ? 'new-password' : 'current-password'}
          maxLength={PASSWORD_MAX_LENGTH * 4}
          placeholder={t('fields.passwordPlaceholder')}
          value={value}
          ref={fieldRef}
          className={error ? 'auth-input auth-input-error' : 'auth-input'}
          aria-invalid={error ? true : undefined}
          aria-describedby={mode === 'new' ? `${errorId} ${newPasswordHintIds(id)}` : errorId}
          onChange={(e) => onChange(e.target.value)}
        />
        <button
          type="button"
          className="auth-password-toggle"
          aria-controls={id}
          aria-pressed={visible}
          onClick={() => setVisible((v) => !v)}
        >
          {visible ? t('fields.hidePassword') : t('fields.showPassword')}
        </button>
      </div>
      {/* issue 39: after the field in the tab order (email, password, then the rest); the style shows it
          on the label's line, where people look for it */}
      {recoverHref && (
        <a className="auth-recover" href={recoverHref}>
          {t('links.recoverPassword')}
        </a>
      )}
      <FieldError id={errorId} message={error} />
      {mode === 'new' && hints}
    </div>
  );
}
