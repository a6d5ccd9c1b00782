import { useTranslation } from 'next-i18next/pages';
import { useCallback, useLayoutEffect, useMemo, useRef, useState, type ChangeEvent } from 'react';

import { useLoader } from '@/components/hooks/use-loader';
import { useLocale } from '@/components/i18n/use-locale';
import { languageTag } from '@/config/languages';
import { fetchCountryCodes, type CountryCode } from '@/services/api/register-lists';
import type { AccountValue } from '@/services/auth/account-rules';
import { countryChoices, type CountryChoice } from '@/services/auth/country-choices';

import type { MobileFieldKit } from './mobile-field-kit';
import { useTypedBeforeHydration } from './use-typed-before-hydration';

interface Props {
  readonly value: AccountValue;
  readonly onChange: (next: AccountValue) => void;
  readonly idPrefix: string;
  /** the mobile input's class and aria (the account's error is shown by the caller) */
  readonly invalid: boolean;
  readonly errorId: string;
  readonly inputRef?: (element: HTMLElement | null) => void;
  readonly autoComplete: 'username' | 'username webauthn' | 'email';
}

let countries: Promise<CountryCode[]> | null = null;

/** REG-9: the countries open to registration, asked once per page. */
function useCountryCodes(): CountryCode[] | undefined {
  return useLoader(
    () =>
      (countries ??= fetchCountryCodes().catch(() => {
        countries = null;
        return [];
      })),
    [],
  ).data;
}

const regionNamers = new Map<string, Intl.DisplayNames | null>();

/** Intl.DisplayNames is slow to construct: one per language. */
function regionNames(tag: string): Intl.DisplayNames | null {
  let names = regionNamers.get(tag);
  if (names === undefined) {
    try {
      names = new Intl.DisplayNames([tag], { type: 'region' });
    } catch {
      names = null;
    }
    regionNamers.set(tag, names);
  }
  return names;
}

const NO_CHOICES: CountryChoice[] = [];

let kit: Promise<MobileFieldKit> | null = null;

/** The searchable picker and the number's layout: loaded when the mobile tab first opens, never with the page. */
function loadKit(): Promise<MobileFieldKit> {
  kit ??= import('./mobile-field-kit').then(
    (module) => module.loadMobileFieldKit(),
    (error: unknown) => {
      kit = null;
      throw error;
    },
  );
  return kit;
}

/**
 * LOGIN-2, REG-1, REG-9: the country and the number of the mobile tab, one
 * field: the country's flag and dial code are the number's prefix. The
 * server's page, and the page until the picker's code has arrived, has a
 * native select of the same size (it works without scripts); the searchable
 * picker takes its place, and its focus, once loaded. The number is laid out
 * for its country as it is typed; what is sent is read from it
 * (services/auth/account-rules.ts readAccount: the national digits).
 */
export function MobileFields({ value, onChange, idPrefix, invalid, errorId, inputRef, autoComplete }: Props) {
  const { t } = useTranslation('auth');
  const language = useLocale();
  const list = useCountryCodes();
  // country names in the page's language, from the browser's own data (none to name on the server)
  const choices = useMemo(() => {
    if (!list || list.length === 0) return NO_CHOICES;
    const tag = languageTag(language);
    const local = regionNames(tag);
    const english = regionNames('en');
    return countryChoices(
      list,
      tag,
      (code) => local?.of(code),
      (code) => english?.of(code),
    );
  }, [list, language]);
  const enhanced = useLoader(loadKit, []).data;

  // LOGIN-4: text typed before the page hydrated stays
  const typedRef = useTypedBeforeHydration(value.mobile, (mobile) => onChange({ ...value, mobile }), inputRef);
  const mobile = useRef<HTMLInputElement | null>(null);
  const mobileRef = useCallback(
    (element: HTMLInputElement | null) => {
      mobile.current = element;
      typedRef(element);
    },
    [typedRef],
  );
  // where the caret goes once the laid-out number is rendered
  const caret = useRef<number | null>(null);
  useLayoutEffect(() => {
    const input = mobile.current;
    if (caret.current === null || !input) return;
    if (input === document.activeElement) input.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  });
  // the picker takes the focus of the select it replaces
  const [selectFocused, setSelectFocused] = useState(false);

  const countryId = `${idPrefix}-country`;
  const chooseCountry = (country: string) =>
    onChange({ ...value, country, mobile: enhanced ? enhanced.layOut(value.mobile, country) : value.mobile });
  const typeNumber = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target;
    if (!enhanced) {
      onChange({ ...value, mobile: input.value });
      return;
    }
    const next = enhanced.typeNumber(
      {
        previous: value.mobile,
        typed: input.value,
        caret: input.selectionStart ?? input.value.length,
        inputType: (event.nativeEvent as Partial<InputEvent>).inputType,
      },
      value.country,
    );
    caret.current = next.caret;
    onChange({ ...value, mobile: next.text });
  };

  // issue 39: the dial code is the number field's prefix, as exchanges show it; its button still opens the
  // list and is named with the country and its code
  const chosen = choices.find((c) => c.code === value.country);
  const countryName = chosen ? `${t('fields.country')}: ${chosen.name} ${chosen.dialCode}` : undefined;
  return (
    <>
      <label htmlFor={`${idPrefix}-mobile`}>{t('fields.mobile')}</label>
      <div className={invalid ? 'phone-number-field phone-number-field-error' : 'phone-number-field'}>
        <label htmlFor={countryId} className="visually-hidden">
          {t('fields.country')}
        </label>
        {enhanced && choices.length > 0 ? (
          <enhanced.Picker
            id={countryId}
            value={value.country}
            choices={choices}
            onChange={chooseCountry}
            autoFocus={selectFocused}
            notFound={t('fields.countryNotFound')}
            label={countryName}
          />
        ) : (
          <select
            id={countryId}
            name="country"
            className="auth-select phone-country-fallback"
            autoComplete="country"
            value={value.country}
            onFocus={() => setSelectFocused(true)}
            onBlur={() => setSelectFocused(false)}
            onChange={(e) => chooseCountry(e.target.value)}
          >
            {choices.length === 0 && <option value={value.country}>{value.country}</option>}
            {choices.map((c) => (
              <option key={c.code} value={c.code}>
                {`${c.name} (${c.dialCode})`}
              </option>
            ))}
          </select>
        )}
        <input
          id={`${idPrefix}-mobile`}
          name="mobile"
          type="tel"
          inputMode="tel"
          autoComplete={autoComplete === 'email' ? 'tel-national' : autoComplete}
          placeholder={t('fields.mobilePlaceholder')}
          value={value.mobile}
          ref={mobileRef}
          className={invalid ? 'auth-input phone-number-input auth-input-error' : 'auth-input phone-number-input'}
          aria-invalid={invalid ? true : undefined}
          aria-describedby={errorId}
          onChange={typeNumber}
        />
      </div>
    </>
  );
}
