import { useTranslation } from 'next-i18next/pages';

import { lazyComponent } from '@/components/hooks/lazy-component';
import type { AccountValue } from '@/services/auth/account-rules';
import type { FormMessage } from '@/services/errors/screen-errors';

import { FieldError } from './field-error';
import { loginHrefFor } from './login-href';
import { useTypedBeforeHydration } from './use-typed-before-hydration';

const loadMobileFields = () => import('./mobile-fields').then((m) => m.MobileFields);

/**
 * Until the mobile fields' code is here: the number field's frame, so
 * nothing moves when it comes; when it could not load, the frame says so.
 */
function MobileFieldsFailed() {
  const { t } = useTranslation('auth');
  return (
    <p className="auth-field-error" role="alert">
      {t('errors.configMissing')}
    </p>
  );
}

/**
 * The mobile tab's country and number: their code loads when the tabs are
 * first pointed at or focused (preloadMobileFields), or the tab is chosen,
 * never with the page's email tab. A page whose server rendered the mobile
 * tab has it before it hydrates.
 */
const MobileFields = lazyComponent(loadMobileFields, {
  pending: <div className="phone-number-field" aria-busy="true" />,
  failed: <MobileFieldsFailed />,
});

/**
 * LOGIN-2, REG-1: the person is about to choose a tab: the mobile fields'
 * code starts loading. Nobody waits on this early start: a failure is told
 * where the person waits, by the tab's own load (MobileFieldsFailed).
 */
export function preloadMobileFields(): void {
  void loadMobileFields().catch(() => undefined);
}

interface Props {
  readonly value: AccountValue;
  readonly onChange: (next: AccountValue) => void;
  readonly error: FormMessage | null;
  readonly idPrefix: string;
  /** the input that gets focus when the account is at fault */
  readonly inputRef?: (element: HTMLElement | null) => void;
  /** `username` on login; on sign-up the email is the new account's username too */
  readonly autoComplete: 'username' | 'username webauthn' | 'email';
}

/** The account part of the login and sign-up forms: an email, or a country and a mobile number. */
export function AccountFields({ value, onChange, error, idPrefix, inputRef, autoComplete }: Props) {
  const { t } = useTranslation('auth');
  const errorId = `${idPrefix}-account-error`;
  // LOGIN-4: text typed before the page hydrated stays
  const emailRef = useTypedBeforeHydration(value.email, (email) => onChange({ ...value, email }), inputRef);
  // issue 39: an existing account's refusal links to its login (only ever shown after a submit, in the browser)
  const links =
    error?.action === 'logIn' && typeof window !== 'undefined'
      ? { logIn: loginHrefFor(window.location.pathname, window.location.search, value) }
      : undefined;
  if (value.kind === 'email') {
    return (
      <div className="auth-field">
        <label htmlFor={`${idPrefix}-email`}>{t('fields.email')}</label>
        <input
          id={`${idPrefix}-email`}
          name="email"
          type="email"
          inputMode="email"
          autoComplete={autoComplete}
          placeholder={t('fields.emailPlaceholder')}
          value={value.email}
          ref={emailRef}
          className={error ? 'auth-input auth-input-error' : 'auth-input'}
          aria-invalid={error ? true : undefined}
          aria-describedby={errorId}
          onChange={(e) => onChange({ ...value, email: e.target.value })}
        />
        <FieldError id={errorId} message={error} links={links} />
      </div>
    );
  }
  return (
    <div className="auth-field">
      <MobileFields
        value={value}
        onChange={onChange}
        idPrefix={idPrefix}
        invalid={error !== null}
        errorId={errorId}
        inputRef={inputRef}
        autoComplete={autoComplete}
      />
      <FieldError id={errorId} message={error} links={links} />
    </div>
  );
}
