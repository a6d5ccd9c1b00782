import { useTranslation } from 'next-i18next/pages';
import { useMemo } from 'react';

import { useLoader } from '@/components/hooks/use-loader';
import { useLocale } from '@/components/i18n/use-locale';
import { languageTag } from '@/config/languages';
import { fetchCountryCodes, type CountryCode } from '@/services/api/register';
import type { AccountValue } from '@/services/auth/account-rules';
import type { FormMessage } from '@/services/errors/screen-errors';

import { FieldError } from './field-error';
import { useTypedBeforeHydration } from './use-typed-before-hydration';

interface Props {
  readonly value: AccountValue;
  readonly onChange: (next: AccountValue) => void;
  readonly error: FormMessage | null;
  readonly idPrefix: string;
  /** the input that gets focus when the account is at fault */
  readonly inputRef?: (element: HTMLElement | null) => void;
  /** `username` on login; on sign-up the email is the new account's username too */
  readonly autoComplete: 'username' | 'email';
}

let countries: Promise<CountryCode[]> | null = null;

const displayNames = new Map<string, Intl.DisplayNames | null>();

/** Intl.DisplayNames is slow to construct: one per language. */
function regionNames(language: string): Intl.DisplayNames | null {
  let names = displayNames.get(language);
  if (names === undefined) {
    try {
      names = new Intl.DisplayNames([languageTag(language)], { type: 'region' });
    } catch {
      names = null;
    }
    displayNames.set(language, names);
  }
  return names;
}

const NO_COUNTRIES: CountryCode[] = [];

/** REG-9: the countries open to registration, asked once per page. */
function useCountryCodes(enabled: boolean): CountryCode[] {
  const list = useLoader(
    () =>
      (countries ??= fetchCountryCodes().catch(() => {
        countries = null;
        return [];
      })),
    [],
    { enabled },
  );
  return list.data ?? NO_COUNTRIES;
}

/** The account part of the login and sign-up forms: an email, or a country and a mobile number. */
export function AccountFields({ value, onChange, error, idPrefix, inputRef, autoComplete }: Props) {
  const { t } = useTranslation('auth');
  const list = useCountryCodes(value.kind === 'mobile');
  const language = useLocale();
  // country names in the page's language, from the browser's own data (none to name on the server)
  const options = useMemo(() => {
    if (list.length === 0) return list;
    const names = regionNames(language);
    return list
      .map((c) => ({ ...c, name: names?.of(c.code) ?? c.name }))
      .sort((a, b) => a.name.localeCompare(b.name, language));
  }, [list, language]);
  const errorId = `${idPrefix}-account-error`;
  // LOGIN-4: text typed before the page hydrated stays
  const emailRef = useTypedBeforeHydration(value.email, (email) => onChange({ ...value, email }), inputRef);
  const mobileRef = useTypedBeforeHydration(value.mobile, (mobile) => onChange({ ...value, mobile }), inputRef);
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
        <FieldError id={errorId} message={error} />
      </div>
    );
  }
  return (
    <div className="auth-field">
      <label htmlFor={`${idPrefix}-country`}>{t('fields.country')}</label>
      <select
        id={`${idPrefix}-country`}
        name="country"
        className="auth-select"
        autoComplete="country"
        value={value.country}
        onChange={(e) => onChange({ ...value, country: e.target.value })}
      >
        {options.length === 0 && <option value={value.country}>{value.country}</option>}
        {options.map((c) => (
          <option key={c.code} value={c.code}>
            {`${c.name} (${c.dial_code})`}
          </option>
        ))}
      </select>
      <label htmlFor={`${idPrefix}-mobile`}>{t('fields.mobile')}</label>
      <input
        id={`${idPrefix}-mobile`}
        name="mobile"
        type="tel"
        inputMode="tel"
        autoComplete={autoComplete === 'username' ? 'username' : 'tel-national'}
        placeholder={t('fields.mobilePlaceholder')}
        value={value.mobile}
        ref={mobileRef}
        className={error ? 'auth-input auth-input-error' : 'auth-input'}
        aria-invalid={error ? true : undefined}
        aria-describedby={errorId}
        onChange={(e) => onChange({ ...value, mobile: e.target.value })}
      />
      <FieldError id={errorId} message={error} />
    </div>
  );
}
