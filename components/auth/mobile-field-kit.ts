import type { ComponentType } from 'react';

import { loadStylesheet } from '@/components/layout/load-stylesheet';
import { ANTD_COMPONENTS_STYLESHEET } from '@/components/layout/theme-class';
import { loadPhoneFormatter } from '@/services/auth/phone';
import { formatTypedNumber, type NumberEdit, type TypedNumber } from '@/services/auth/phone-typing';

import CountryPicker, { type CountryPickerProps } from './country-picker';

/** What the mobile tab adds to its plain fields once it has opened. */
export interface MobileFieldKit {
  /** the searchable country picker (antd's Select), its styles loaded */
  readonly Picker: ComponentType<CountryPickerProps>;
  /** a change of the number field, laid out for the country, with where the caret goes */
  readonly typeNumber: (edit: NumberEdit, country: string) => TypedNumber;
  /** a number laid out again for another country */
  readonly layOut: (number: string, country: string) => string;
}

/**
 * Everything the mobile tab adds to the page in one module, imported when the
 * tab first opens (components/auth/mobile-fields.tsx): the picker with antd's
 * Select and its stylesheet, and libphonenumber-js's as-you-type formatter.
 * None of it is in the page's first-load JS (scripts/check-bundle-size.ts).
 */
export async function loadMobileFieldKit(): Promise<MobileFieldKit> {
  const [format] = await Promise.all([loadPhoneFormatter(), loadStylesheet(ANTD_COMPONENTS_STYLESHEET)]);
  return {
    Picker: CountryPicker,
    typeNumber: (edit, country) => formatTypedNumber(edit, country, format),
    layOut: format,
  };
}
