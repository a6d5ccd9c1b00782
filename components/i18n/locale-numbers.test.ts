import i18next from 'i18next';
import { describe, expect, it } from 'vitest';

import { formatAmount } from '@/components/i18n/amount';
import { localeNumber, localeNumbers } from '@/components/i18n/locale-numbers';
import { i18nextOptions as shared } from '@/next-i18next.config';
import { createTestI18n, message } from '@/tests/support/render-with-i18n';

const WESTERN = /[0-9]/;
const ARABIC_INDIC = /[\u0660-\u0669]/;

/** An instance with the app's options and formatter, holding the test's own texts. */
function withTexts(lng: string, texts: Record<string, string>) {
  const instance = i18next.createInstance();
  void instance
    .use(localeNumbers)
    .init({ ...shared, lng, ns: ['common'], resources: { [lng]: { common: texts } }, initAsync: false });
  return (key: string, values: Record<string, unknown>) =>
    (instance.t as (k: string, v: unknown) => string)(key, values);
}

describe('numbers in the page language', () => {
  it('issue 39 writes a number in the digits Intl gives the language: Arabic-Indic in ar-SA, Western in en and ru-RU', () => {
    expect(localeNumber(4, 'ar-SA')).toBe('٤');
    expect(localeNumber(45, 'ar-SA')).toBe('٤٥');
    expect(localeNumber(4, 'en')).toBe('4');
    expect(localeNumber(4, 'ru-RU')).toBe('4');
  });

  it('issue 39 ar-SA tells the tries left in the digits of its amounts: one digit system per page', () => {
    const i18n = createTestI18n('ar-SA', ['auth']);
    const told = i18n.t('errors.wrongPasswordLeft', { ns: 'auth', count: 4 });
    expect(told).toContain('٤');
    expect(told).not.toMatch(WESTERN);
    const amount = formatAmount({ value: 50, currency: 'USD' }, 'ar-SA');
    expect(amount).toMatch(ARABIC_INDIC);
    expect(amount).not.toMatch(WESTERN);
  });

  it('issue 39 keeps the plural form the count picks (ar-SA few, ru-RU many) while writing its digits', () => {
    const ar = createTestI18n('ar-SA', ['auth']);
    expect(ar.t('errors.wrongPasswordLeft', { ns: 'auth', count: 4 })).toBe(
      message('ar-SA', 'auth', 'errors.wrongPasswordLeft_few').replace('{{count}}', '٤'),
    );
    const ru = createTestI18n('ru-RU', ['auth']);
    expect(ru.t('errors.wrongPasswordLeft', { ns: 'auth', count: 5 })).toContain('5 попыток');
  });

  it('issue 39 formats quantities, years (ungrouped) and {{x, number}}, and leaves codes and words as they are', () => {
    const t = withTexts('ar-SA', {
      wait: 'after {{seconds}} s',
      step: '{{current, number}}/{{total, number}}',
      code: 'code {{code}}, {{year}}',
      name: 'hi {{name}}',
    });
    expect(t('wait', { seconds: 59 })).toBe('after ٥٩ s');
    expect(t('step', { current: 2, total: 3 })).toBe('٢/٣');
    expect(t('code', { code: 31030, year: 2026 })).toBe('code 31030, ٢٠٢٦');
    expect(t('name', { name: 'Sam 2' })).toBe('hi Sam 2');
    expect(withTexts('en', { wait: 'after {{seconds}} s' })('wait', { seconds: 1200 })).toBe('after 1,200 s');
    expect(withTexts('en', { year: '© {{year}}' })('year', { year: 2026 })).toBe('© 2026');
  });
});
