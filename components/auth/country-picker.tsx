import { Select } from 'antd';
import { useMemo } from 'react';

import { AntdScope } from '@/components/layout/antd-scope';
import type { CountryChoice } from '@/services/auth/country-choices';
import { rankCountryMatch } from '@/services/auth/country-search';

import { CountryFlag } from './country-flag';

export interface CountryPickerProps {
  /** the search input's id, which the field's <label> names */
  readonly id: string;
  /** ISO alpha-2 */
  readonly value: string;
  readonly choices: readonly CountryChoice[];
  readonly onChange: (code: string) => void;
  /** the fallback select had the focus when the picker replaced it */
  readonly autoFocus: boolean;
  /** said when a search finds no country */
  readonly notFound: string;
  /** the field's name with the chosen country and its dial code ("Country or region: Germany +49") */
  readonly label?: string;
}

interface CountryOption {
  readonly value: string;
  /** what antd names the option by (its title) */
  readonly label: string;
  readonly choice: CountryChoice;
}

/**
 * Flag, name and dial code; the dial code kept left to right in a right-to-left
 * page. The space between name and code is for screen readers ("United
 * Kingdom +44"): a flex line lays out no blank text.
 */
function CountryLine({ choice, id }: { readonly choice: CountryChoice; readonly id?: string }) {
  return (
    <span className="phone-country" id={id}>
      <CountryFlag code={choice.code} />
      <span className="phone-country-name">{choice.name}</span>{' '}
      <bdi className="phone-country-dial" dir="ltr">
        {choice.dialCode}
      </bdi>
    </span>
  );
}

/** The list's width: the phone field's, on a phone's screen (the prefix itself is narrow). */
const POPUP_WIDTH = 320;

const rank = (option: CountryOption | undefined, search: string) =>
  option ? rankCountryMatch(option.choice, search) : null;

/**
 * LOGIN-2, REG-9: the country of a mobile number, searchable by name (in the
 * page's language or English), ISO code and dial code, best matches first.
 * antd's Select, loaded with its styles when the mobile tab opens
 * (components/auth/mobile-field-kit.ts), never with the page. Not virtual: every
 * option is in the listbox, named and marked selected for screen readers.
 */
export default function CountryPicker({
  id,
  value,
  choices,
  onChange,
  autoFocus,
  notFound,
  label,
}: CountryPickerProps) {
  const options = useMemo<CountryOption[]>(
    () => choices.map((choice) => ({ value: choice.code, label: `${choice.name} ${choice.dialCode}`, choice })),
    [choices],
  );
  const byCode = useMemo(() => new Map(choices.map((choice) => [choice.code, choice])), [choices]);
  return (
    <AntdScope>
      <Select<string, CountryOption>
        id={id}
        className="phone-country-picker"
        classNames={{ popup: { root: 'phone-country-popup' } }}
        value={value}
        options={options}
        virtual={false}
        autoFocus={autoFocus}
        aria-label={label}
        // issue 39: the picker is the number field's narrow prefix; its list is as wide as the field
        popupMatchSelectWidth={POPUP_WIDTH}
        showSearch={{
          filterOption: (search, option) => rank(option, search) !== null,
          filterSort: (a, b, { searchValue }) => (rank(a, searchValue) ?? 0) - (rank(b, searchValue) ?? 0),
        }}
        optionRender={(option) => <CountryLine choice={option.data.choice} />}
        // the chosen country, which a screen reader hears with the field (antd shows it beside the input)
        aria-describedby={`${id}-value`}
        labelRender={({ value: code }) => {
          const choice = byCode.get(String(code));
          return choice ? <CountryLine choice={choice} id={`${id}-value`} /> : code;
        }}
        notFoundContent={<span className="phone-country-none">{notFound}</span>}
        onChange={onChange}
      />
    </AntdScope>
  );
}
