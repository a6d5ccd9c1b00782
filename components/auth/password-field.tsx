import { useState } from 'react';

import { checkPassword } from '@/config/password-rules';

import { useFixedT } from '@/components/i18n/use-fixed-t';

import { FieldError } from './field-error';

interface Props {
  readonly id: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  /** sign-up shows the rules as they are met; login does not */
  readonly mode: 'current' | 'new';
  readonly error: string | null;
  readonly disabled?: boolean;
}

const RULES = ['length', 'upper', 'lower', 'digit'] as const;

/**
 * The password, with the autocomplete password managers expect
 * (current-password on login, new-password on sign-up) and, on sign-up, the
 * rules ticked off while typing. The value lives only in component state.
 */
export function PasswordField({ id, value, onChange, mode, error, disabled }: Props) {
  const t = useFixedT('auth');
  const ts = useFixedT('signup');
  const [visible, setVisible] = useState(false);
  const checks = checkPassword(value);
  const errorId = `${id}-error`;
  const rulesId = `${id}-rules`;
  return (
    <div className="auth-field">
      <label htmlFor={id}>{mode === 'new' ? t('fields.newPassword') : t('fields.password')}</label>
      <div className="auth-input-wrap">
        <input
          id={id}
          type={visible ? 'text' : 'password'}
          name="password"
          autoComplete={mode === 'new' ? 'new-password' : 'current-password'}
          maxLength={128}
          placeholder={t('fields.passwordPlaceholder')}
          value={value}
          disabled={disabled}
          className={error ? 'auth-input auth-input-error' : 'auth-input'}
          aria-invalid={error ? true : undefined}
          aria-describedby={mode === 'new' ? `${errorId} ${rulesId}` : errorId}
          onChange={(e) => onChange(e.target.value)}
        />
        <button
          type="button"
          className="auth-password-toggle"
          aria-controls={id}
          aria-pressed={visible}
          disabled={disabled}
          onClick={() => setVisible((v) => !v)}
        >
          {visible ? t('fields.hidePassword') : t('fields.showPassword')}
        </button>
      </div>
      <FieldError id={errorId} message={error} />
      {mode === 'new' && (
        <div id={rulesId} className="auth-password-rules">
          <p>{ts('passwordRules.title')}</p>
          <ul>
            {RULES.map((rule) => (
              <li key={rule} className={checks[rule] ? 'rule-met' : 'rule-unmet'} data-rule={rule}>
                <span aria-hidden="true">{checks[rule] ? '✓' : '•'}</span> {ts(`passwordRules.${rule}`)}
                <span className="visually-hidden">
                  {` (${checks[rule] ? ts('passwordRules.met') : ts('passwordRules.notMet')})`}
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
