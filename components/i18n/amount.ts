import { isRtl, languageTag } from '@/config/languages';

/**
 * Money as the pages show it: an amount and its one currency, written the way
 * the page's language writes money (Intl.NumberFormat): `$50` in English,
 * `50 $` in French, `٥٠ US$` in Arabic. An offer carries exactly one
 * currency, so a sentence never reads "$50" beside "50 USDT" for one thing.
 */
export interface Amount {
  readonly value: number;
  /** an ISO 4217 code (USD, EUR) or a token's ticker (USDT, BTC), upper case */
  readonly currency: string;
}

/** The currency symbols banner texts are written with, and the code each stands for. */
const SYMBOLS: Readonly<Record<string, string>> = {
  $: 'USD',
  '€': 'EUR',
  '£': 'GBP',
  '¥': 'JPY',
  '₩': 'KRW',
  '₺': 'TRY',
};

const CODE = /^[A-Z][A-Z0-9]{1,9}$/;
const NUMBER = /^\d{1,3}(?:,\d{3})*(?:\.\d+)?$|^\d+(?:\.\d+)?$/;

function numberOf(text: string): number | null {
  if (!NUMBER.test(text)) return null;
  const value = Number(text.replaceAll(',', ''));
  return Number.isFinite(value) && value >= 0 ? value : null;
}

/**
 * An amount the api writes as text: `$50`, `€30`, `50 USDT`, `USDT 50`, or a
 * bare number in `currency`. Null for anything else, or for a text whose
 * currency is not `currency` when one is given: one offer, one currency.
 */
export function parseAmount(text: string, currency?: string): Amount | null {
  const trimmed = text.trim();
  let found: Amount | null = null;
  const symbol = SYMBOLS[trimmed.charAt(0)];
  if (symbol) {
    const value = numberOf(trimmed.slice(1).trim());
    found = value === null ? null : { value, currency: symbol };
  } else {
    const words = trimmed.split(/\s+/);
    if (words.length === 1 && currency) {
      const value = numberOf(words[0]);
      found = value === null ? null : { value, currency: currency.toUpperCase() };
    } else if (words.length === 2) {
      const [first, second] = words;
      const [amount, code] =
        CODE.test(second.toUpperCase()) && numberOf(first) !== null ? [first, second] : [second, first];
      const value = numberOf(amount);
      found = value !== null && CODE.test(code.toUpperCase()) ? { value, currency: code.toUpperCase() } : null;
    }
  }
  if (!found || (currency && found.currency !== currency.toUpperCase())) return null;
  return found;
}

/** The ISO 4217 codes Intl knows, asked once: the list is long, and a page renders an amount on every request. */
let isoCurrencies: ReadonlySet<string> | undefined;

function isIsoCurrency(code: string): boolean {
  isoCurrencies ??= new Set(Intl.supportedValuesOf('currency'));
  return /^[A-Z]{3}$/.test(code) && isoCurrencies.has(code);
}

/**
 * Number formats by language and options, made once each: making one costs more than a page's render of the
 * amount (issue 40: a tenth of /en/sign-up's server render afresh). Bounded: the languages, Intl's currencies
 * (anything else is written through XXX) and two sets of digits.
 */
const numberFormats = new Map<string, Intl.NumberFormat>();

function numberFormat(tag: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${tag}|${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(tag, options);
    numberFormats.set(key, format);
  }
  return format;
}

/**
 * An amount in the page's language. A currency Intl knows is written with its
 * symbol where the language does; a token (USDT) takes the place the
 * language gives a currency code (`USDT 50` in Korean, `50 USDT` in
 * Russian). Whole amounts show no decimals.
 */
export function formatAmount(amount: Amount, locale: string): string {
  return writtenAmount(amount, languageTag(locale), isRtl(locale));
}

/** Left to right inside a right-to-left sentence (LRI…PDI): `US$` keeps its `$`, which would otherwise read "$US". */
const leftToRight = (text: string) => `\u2066${text}\u2069`;

function writtenAmount(amount: Amount, tag: string, rtl: boolean): string {
  const whole = Number.isInteger(amount.value);
  const digits = { minimumFractionDigits: whole ? 0 : 2, maximumFractionDigits: whole ? 0 : 8 };
  if (isIsoCurrency(amount.currency)) {
    return numberFormat(tag, {
      style: 'currency',
      currency: amount.currency,
      currencyDisplay: 'narrowSymbol',
      ...digits,
      maximumFractionDigits: whole ? 0 : 2,
    })
      .formatToParts(amount.value)
      .map((part) => (part.type === 'currency' && rtl ? leftToRight(part.value) : part.value))
      .join('');
  }
  // XXX is ISO's "no currency": its code's place in the pattern is where the token goes
  return numberFormat(tag, { style: 'currency', currency: 'XXX', currencyDisplay: 'code', ...digits })
    .formatToParts(amount.value)
    .map((part) => (part.type === 'currency' ? (rtl ? leftToRight(amount.currency) : amount.currency) : part.value))
    .join('');
}
