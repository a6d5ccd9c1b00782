import { useTranslation } from 'next-i18next/pages';

import { checkPassword } from '@/config/password-rules';
import { PASSWORD_SCORE_MAX, scorePassword } from '@/config/password-strength';

import { strengthId, rulesId } from './new-password-hint-ids';

const RULES = ['length', 'upper', 'lower', 'digit'] as const;

/**
 * REG-4: under a new password (PasswordField's `hints`), how hard it is to guess and the rules ticked off
 * while typing; `id` is the field's, whose description these are.
 */
export function NewPasswordHints({
  id,
  password,
  accountName,
}: {
  readonly id: string;
  readonly password: string;
  /** the new account's name, which a strong password does not contain */
  readonly accountName?: string;
}) {
  return (
    <>
      {password !== '' && <StrengthMeter id={strengthId(id)} password={password} accountName={accountName} />}
      <PasswordRules id={rulesId(id)} checks={checkPassword(password)} />
    </>
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
