import { describe, expect, it } from 'vitest';

import {
  ALL_LOCALES,
  CAPTURE_LANGUAGE,
  LANGUAGE_STORAGE_KEY,
  LOCALES,
  TRANSLATED_LOCALES,
  findLocale,
  isRtl,
  translationSource,
} from '@/config/languages';
import { SITES, SITE_IDS } from '@/config/sites';

describe('site language lists', () => {
  it('SITE-2 the global list contains the 18 named languages', () => {
    const named = [
      'en',
      'zh-TW',
      'ja-JP',
      'ko-KR',
      'ru-RU',
      'es-ES',
      'vi-VN',
      'tr-TR',
      'pt-BR',
      'fr-FR',
      'th-TH',
      'id-ID',
      'kk-KZ',
      'uk-UA',
      'ar-SA',
      'nl-NL',
      'pl-PL',
      'ro-RO',
    ];
    for (const code of named) expect(SITES.BYBIT.languages, code).toContain(code);
    expect(SITES.BYBIT.languages[0]).toBe('en');
  });

  it('SITE-2 the EU site has 13 languages, en-EU first', () => {
    expect(SITES.EU.languages).toHaveLength(13);
    expect(SITES.EU.languages[0]).toBe('en-EU');
    expect(new Set(SITES.EU.languages).size).toBe(13);
  });

  it('every site language is a known locale', () => {
    for (const id of SITE_IDS) {
      for (const code of SITES[id].languages) expect(findLocale(code)?.value, `${id} ${code}`).toBe(code);
      expect(SITES[id].languages, id).toContain(SITES[id].defaultLanguage);
    }
  });
});

describe('language options', () => {
  it('SITE-4 every option has a label, a short lang code and a locale value', () => {
    for (const option of LOCALES) {
      expect(option.label.length, option.value).toBeGreaterThan(0);
      expect(option.value.length).toBeGreaterThan(0);
      expect(option.lang).toBe(option.value.split('-')[0]);
    }
  });

  it('SITE-4 an option carries the expected label, lang and value', () => {
    expect(findLocale('zh-TW')).toEqual({ value: 'zh-TW', lang: 'zh', label: '繁體中文' });
    expect(findLocale('tr-tur')).toEqual({ value: 'tr-TUR', lang: 'tr', label: 'Türkçe', translationBase: 'tr-TR' });
  });

  it('locale values are unique', () => {
    expect(new Set(ALL_LOCALES).size).toBe(ALL_LOCALES.length);
  });

  it('SITE-8 the stored language key is BYBIT_LANG_KEY', () => {
    expect(LANGUAGE_STORAGE_KEY).toBe('BYBIT_LANG_KEY');
  });
});

describe('isRtl', () => {
  it('SITE-5 only ar-SA and ar-ARE are right-to-left', () => {
    expect(isRtl('ar-SA')).toBe(true);
    expect(isRtl('ar-ARE')).toBe(true);
    expect(ALL_LOCALES.filter((l) => isRtl(l)).sort()).toEqual(['ar-ARE', 'ar-SA']);
    expect(isRtl('en')).toBe(false);
  });
});

describe('CAPTURE_LANGUAGE', () => {
  it('SITE-10 maps the capture languages, en to en-US', () => {
    expect(CAPTURE_LANGUAGE).toEqual({
      en: 'en-US',
      'zh-TW': 'zh-TW',
      'zh-MY': 'zh-MY',
      'ja-JP': 'ja-JP',
      'ko-KR': 'ko-KR',
      'ru-RU': 'ru-RU',
      'es-ES': 'es-ES',
      'fr-FR': 'fr-FR',
      'id-ID': 'id-ID',
    });
  });

  it('SITE-10 covers zh-MY, zh-TW, en-US, ja-JP, ko-KR, ru-RU, es-ES, fr-FR, id-ID', () => {
    const captured = Object.values(CAPTURE_LANGUAGE).sort();
    expect(captured).toEqual(['zh-MY', 'zh-TW', 'en-US', 'ja-JP', 'ko-KR', 'ru-RU', 'es-ES', 'fr-FR', 'id-ID'].sort());
  });
});

describe('translation sources', () => {
  it('every translationBase is a translated locale', () => {
    for (const option of LOCALES) {
      const base: string | undefined = 'translationBase' in option ? option.translationBase : undefined;
      if (base) expect(TRANSLATED_LOCALES, option.value).toContain(base);
    }
  });

  it('regional variants read their base language, translated locales their own files', () => {
    expect(translationSource('zh-HK')).toBe('zh-TW');
    expect(translationSource('en-EU')).toBe('en');
    expect(translationSource('ka-GEO')).toBe('ka-GE');
    expect(translationSource('ja-JP')).toBe('ja-JP');
  });
});
