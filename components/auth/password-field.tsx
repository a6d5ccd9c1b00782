import { useTranslation } from 'next-i18next/pages';
import { useState } from 'react';

import { checkPassword, PASSWORD_MAX_LENGTH } from '@/config/password-rules';
import { PASSWORD_SCORE_MAX, scorePassword } from '@/config/password-strength';
import type { FormMessage } from '@/services/errors/screen-errors';

import { FieldError } from './field-error';
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
  /** sign-up: the new account's name, which a strong password does not contain */
  readonly accountName?: string;
}

const RULES = ['length', 'upper', 'lower', 'digit'] as const;

/**
 * The password, with the autocomplete password managers expect
 * (current-password on login, new-password on sign-up) and, on sign-up, the
 * rules ticked off while typing. The value lives only in component state.
 */
export function PasswordField({ id, value, onChange, mode, error, inputRef, recoverHref, accountName }: Props) {
  const { t } = useTranslation('auth');
  const [visible, setVisible] = useState(false);
  // LOGIN-4: text typed before the page hydrated stays
  const fieldRef = useTypedBeforeHydration(value, onChange, inputRef);
  const errorId = `${id}-error`;
  const rulesId = `${id}-rules`;
  const strengthId = `${id}-strength`;
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
          aria-describedby={mode === 'new' ? `${errorId} ${strengthId} ${rulesId}` : errorId}
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
      {mode === 'new' && value !== '' && <StrengthMeter id={strengthId} password={value} accountName={accountName} />}
      {mode === 'new' && <PasswordRules id={rulesId} checks={checkPassword(value)} />}
    </div>
  );
}

/**
 * How hard the new password is to guess (config/password-strength.ts), as
 * a meter: its name and level are read with the field and by the meter
 * itself, its colour comes from the theme's text tokens (contrast in light
 * and dark) and never says it alone.
 */
function StrengthMeter({
  id,
  password,
  accountName,
}: {
  readonly id: string;
  readonly password: string;
  readonly accountName?: string;
}) {
  const { t } = useTranslation('register');
  const { score, strength } = scorePassword(password, accountName);
  const level = t(`passwordStrength.${strength}`);
  const labelId = `${id}-label`;
  return (
    <div className="auth-strength" data-strength={strength}>
      <p id={id} className="auth-strength-text">
        <span id={labelId}>{t('passwordStrength.label')}</span>
        <span className="visually-hidden">: </span>
        <strong>{level}</strong>
      </p>
      <div
        role="meter"
        className="auth-strength-bar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={PASSWORD_SCORE_MAX}
        aria-valuenow={score}
        aria-valuetext={level}
      >
        {Array.from({ length: PASSWORD_SCORE_MAX }, (_, i) => (
          <span key={i} className={i < Math.max(score, 1) ? 'auth-strength-on' : undefined} />
        ))}
      </div>
    </div>
  );
}

/** REG-4: the rules ticked off while typing; their texts are registration's, so only sign-up reads them. */
function PasswordRules({ id, checks }: { readonly id: string; readonly checks: ReturnType<typeof checkPassword> }) {
  const { t } = useTranslation('register');
  return (
    <div id={id} className="auth-password-rules">
      <p>{t('passwordRules.title')}</p>
      <ul>
        {RULES.map((rule) => (
          <li key={rule} className={checks[rule] ? 'rule-met' : 'rule-unmet'} data-rule={rule}>
            <span aria-hidden="true">{checks[rule] ? '✓' : '•'}</span> {t(`passwordRules.${rule}`)}
            <span className="visually-hidden">
              {` (${checks[rule] ? t('passwordRules.met') : t('passwordRules.notMet')})`}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
