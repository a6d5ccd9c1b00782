import { describe, expect, it } from 'vitest';

import { formatAmount, parseAmount } from '@/components/i18n/amount';

const USD_50 = { value: 50, currency: 'USD' } as const;
const EUR_30 = { value: 30, currency: 'EUR' } as const;
const USDT_50 = { value: 50, currency: 'USDT' } as const;

/** Intl writes some gaps as no-break spaces and marks Arabic with RLM: compared as they read. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ').replace(/[\u200f\u2066\u2069]/g, '');

describe('parseAmount', () => {
  it('REG-12 a banner amount written with a symbol is that currency', () => {
    expect(parseAmount('$50')).toEqual(USD_50);
    expect(parseAmount(' €30 ')).toEqual(EUR_30);
    expect(parseAmount('$1,000.5')).toEqual({ value: 1000.5, currency: 'USD' });
  });

  it('AFF-8 an amount with a code, either side, and a bare number in the currency given', () => {
    expect(parseAmount('50 USDT')).toEqual(USDT_50);
    expect(parseAmount('USDT 50')).toEqual(USDT_50);
    expect(parseAmount('50', 'USDT')).toEqual(USDT_50);
    expect(parseAmount('50', 'usdt')).toEqual(USDT_50);
  });

  it('AFF-8 REG-12 one offer, one currency: a text naming another currency than the one given is no amount', () => {
    expect(parseAmount('$50', 'USDT')).toBeNull();
    expect(parseAmount('50 BTC', 'USDT')).toBeNull();
    expect(parseAmount('$50', 'USD')).toEqual(USD_50);
  });

  it('REG-12 text that is no amount is none: words, two numbers, a bare number without a currency', () => {
    for (const text of ['', 'up to fifty', '$', '$ 5 0', '50', '50 60', '-5 USDT', '$50 USDT', '1,00 USDT']) {
      expect(parseAmount(text)).toBeNull();
    }
  });
});

describe('formatAmount, per language', () => {
  it.each([
    ['en', '$50', '€30', 'USDT 50'],
    ['ar-SA', '٥٠ US$', '٣٠ €', '٥٠ USDT'],
    ['ko-KR', '$50', '€30', 'USDT 50'],
    ['ja-JP', '$50', '€30', 'USDT 50'],
    ['zh-TW', '$50', '€30', 'USDT 50'],
    ['ru-RU', '50 $', '30 €', '50 USDT'],
    ['de-DE', '50 $', '30 €', '50 USDT'],
    ['fr-FR', '50 $', '30 €', '50 USDT'],
    ['pl-PL', '50 $', '30 €', '50 USDT'],
    ['tr-TR', '$50', '€30', 'USDT 50'],
    ['tr-TUR', '$50', '€30', 'USDT 50'],
    ['ru-KAZ', '50 $', '30 €', '50 USDT'],
    ['en-EU', '$50', '€30', 'USDT 50'],
  ])('REG-12 AFF-8 in %s: %s, %s and %s', (locale, usd, eur, usdt) => {
    expect(plain(formatAmount(USD_50, locale))).toBe(usd);
    expect(plain(formatAmount(EUR_30, locale))).toBe(eur);
    expect(plain(formatAmount(USDT_50, locale))).toBe(usdt);
  });

  it('SITE-3 Arabic writes the amount with its own digits and marks it right to left, so it never reads "50$"', () => {
    const text = formatAmount(USD_50, 'ar-SA');
    expect(text).toMatch(/^\u200f/);
    expect(text).toContain('٥٠');
    expect(text).not.toMatch(/50\$|\$50/);
    // the Latin code reads left to right inside the sentence, so its `$` is never set apart from it ("$US")
    expect(text).toContain('\u2066US$\u2069');
    expect(formatAmount(USDT_50, 'ar-SA')).toContain('\u2066USDT\u2069');
    expect(formatAmount(USD_50, 'en')).not.toMatch(/[\u2066\u2069]/);
  });

  it('REG-12 whole amounts show no decimals; others show cents, a token up to its own precision', () => {
    expect(formatAmount({ value: 12.5, currency: 'USD' }, 'en')).toBe('$12.50');
    expect(formatAmount({ value: 1000, currency: 'USD' }, 'en')).toBe('$1,000');
    expect(plain(formatAmount({ value: 0.00012345, currency: 'BTC' }, 'en'))).toBe('BTC 0.00012345');
  });

  it('REG-12 every amount names its one currency once', () => {
    for (const locale of ['en', 'ar-SA', 'ko-KR', 'ru-RU']) {
      expect(formatAmount(USDT_50, locale).match(/USDT/g)).toHaveLength(1);
      expect(formatAmount(USDT_50, locale)).not.toContain('$');
    }
  });
});
