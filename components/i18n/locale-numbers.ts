import type { FormatterModule } from 'i18next';

import { languageTag } from '@/config/languages';

/**
 * The placeholders that stand for a quantity (tries left, seconds to wait, a
 * length limit): written in the digits the page's language writes numbers
 * with, the digits Intl gives its amounts and times (Arabic-Indic in ar-SA:
 * "٤ محاولات" beside "٥٠ US$", issue 39). An error code
 * stays as it is: it is read out to support, not counted.
 */
const QUANTITIES: ReadonlySet<string> = new Set(['count', 'seconds', 'minutes', 'max', 'current', 'total']);
/** A year is written in the page's digits too (the footer's "© 2018-2026"), never grouped ("2,026"). */
const YEARS: ReadonlySet<string> = new Set(['year']);

const numberFormats = new Map<string, Intl.NumberFormat>();

/** `value` in the digits and grouping of `locale` (an app locale such as ar-SA, or an i18next language). */
export function localeNumber(value: number, locale: string, { grouped = true } = {}): string {
  const key = `${locale}|${grouped}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(languageTag(locale), { useGrouping: grouped });
    numberFormats.set(key, format);
  }
  return format.format(value);
}

/**
 * i18next's formatter (its built-in one would be replaced by any module, so
 * this one takes its place): a quantity placeholder, and any `{{x, number}}`,
 * is written by `localeNumber`; everything else passes through. It needs
 * `interpolation.alwaysFormat` (next-i18next.config.ts), which hands it
 * every placeholder with its key.
 */
export const localeNumbers: FormatterModule = {
  type: 'formatter',
  init: () => undefined,
  add: () => undefined,
  addCached: () => undefined,
  format(
    value: unknown,
    format: string | undefined,
    lng: string | undefined,
    options?: { readonly [key: string]: unknown },
  ) {
    // what is not a number goes back as it came: i18next makes a string of it, as without a formatter
    if (typeof value !== 'number' || !Number.isFinite(value) || !lng) return value as string;
    const key = String(options?.interpolationkey);
    if (format === undefined && YEARS.has(key)) return localeNumber(value, lng, { grouped: false });
    const quantity = format === undefined ? QUANTITIES.has(key) : format.trim() === 'number';
    return quantity ? localeNumber(value, lng) : String(value);
  },
};
