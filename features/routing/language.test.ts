import { describe, expect, it } from 'vitest';

import { type Locale } from '@/config/languages';
import { SITES, siteLanguagesForPath, type SiteConfig } from '@/config/sites';
import {
  allowedLanguages,
  mapBrowserLanguage,
  matchSiteLanguage,
  parseAcceptLanguage,
  pickSiteLanguage,
  splitLocalePrefix,
} from '@/features/routing/language';

const GLOBAL_NAMED = [
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

describe('splitLocalePrefix', () => {
  it('MW-1 strips an `en` prefix', () => {
    expect(splitLocalePrefix('/en/login')).toEqual({ prefix: 'en', rest: '/login' });
  });

  it('MW-1 strips xx-XX and xx-YYY prefixes and keeps the rest of the path', () => {
    expect(splitLocalePrefix('/zh-TW/earn/tg-page')).toEqual({ prefix: 'zh-TW', rest: '/earn/tg-page' });
    expect(splitLocalePrefix('/tr-TUR/tr-login')).toEqual({ prefix: 'tr-TUR', rest: '/tr-login' });
    expect(splitLocalePrefix('/es-419/sign-up')).toEqual({ prefix: 'es-419', rest: '/sign-up' });
  });

  it('MW-1 turns a bare prefix into the root path', () => {
    expect(splitLocalePrefix('/en')).toEqual({ prefix: 'en', rest: '/' });
    expect(splitLocalePrefix('/ja-JP/')).toEqual({ prefix: 'ja-JP', rest: '/' });
  });

  it('MW-1 leaves route segments that only look hyphenated alone', () => {
    for (const path of [
      '/login',
      '/tr-login',
      '/tr-register',
      '/sign-up',
      '/oauth-log-out',
      '/earn/tg-page',
      '/web2',
    ]) {
      expect(splitLocalePrefix(path)).toEqual({ prefix: null, rest: path });
    }
  });

  it('MW-1 treats the empty path as the root', () => {
    expect(splitLocalePrefix('')).toEqual({ prefix: null, rest: '/' });
    expect(splitLocalePrefix('/')).toEqual({ prefix: null, rest: '/' });
  });
});

describe('pickSiteLanguage order', () => {
  const site = SITES.BYBIT;

  it('MW-3 takes the path language before stored and browser languages', () => {
    expect(
      pickSiteLanguage(site, { pathLocale: 'ja-JP', storedLocale: 'ru-RU', acceptLanguage: 'vi-VN', path: '/login' }),
    ).toBe('ja-JP');
  });

  it('MW-3 takes the stored language when the path has none', () => {
    expect(pickSiteLanguage(site, { pathLocale: null, storedLocale: 'ru-RU', acceptLanguage: 'vi-VN' })).toBe('ru-RU');
  });

  it('MW-3 takes the browser language when nothing is stored', () => {
    expect(pickSiteLanguage(site, { pathLocale: null, storedLocale: null, acceptLanguage: 'vi-VN,en;q=0.5' })).toBe(
      'vi-VN',
    );
  });

  it('MW-3 falls back to the site default when nothing matches', () => {
    expect(pickSiteLanguage(site, { acceptLanguage: 'sw-KE' })).toBe('en');
    expect(pickSiteLanguage(site, {})).toBe('en');
  });

  it('MW-3 ignores a path language the site does not offer and moves on to the stored one', () => {
    expect(pickSiteLanguage(SITES.HKG, { pathLocale: 'ja-JP', storedLocale: 'en-HK' })).toBe('en-HK');
  });

  it('MW-3 skips browser languages the site does not offer', () => {
    expect(pickSiteLanguage(SITES.TUR, { acceptLanguage: 'de-DE, en;q=0.8' })).toBe('en-TR');
  });
});

describe('site defaults', () => {
  const cases: Array<[keyof typeof SITES, Locale]> = [
    ['HKG', 'zh-HK'],
    ['TUR', 'tr-TUR'],
    ['NLD', 'nl-NL'],
    ['KAZ', 'ru-KAZ'],
    ['GEO', 'ka-GEO'],
    ['IDN', 'id-IDN'],
    ['EU', 'en-EU'],
    ['BYBIT', 'en'],
    // "otherwise the site's first supported language"
    ['ARE', 'en-ARE'],
    ['JPN', 'ja-JP'],
  ];
  for (const [id, expected] of cases) {
    it(`MW-3 a visitor without preference on ${id} gets ${expected}`, () => {
      expect(pickSiteLanguage(SITES[id], { path: '/login' })).toBe(expected);
    });
  }
});

describe('stored language forced into the site list', () => {
  it('SITE-8 keeps a stored language the site offers', () => {
    expect(pickSiteLanguage(SITES.BYBIT, { storedLocale: 'pt-BR' })).toBe('pt-BR');
  });

  it("SITE-8 maps a stored language to the site's spelling of it", () => {
    expect(pickSiteLanguage(SITES.HKG, { storedLocale: 'en' })).toBe('en-HK');
    expect(pickSiteLanguage(SITES.TUR, { storedLocale: 'tr-TR' })).toBe('tr-TUR');
  });

  it('SITE-8 falls back to the first allowed language, not the browser language', () => {
    expect(pickSiteLanguage(SITES.BYBIT, { storedLocale: 'xx-YY', acceptLanguage: 'ja-JP' })).toBe('en');
  });

  it('SITE-6 SITE-8 HKG allows only zh-HK and en-HK, else zh-HK', () => {
    expect(allowedLanguages(SITES.HKG, '/login')).toEqual(['zh-HK', 'en-HK']);
    expect(pickSiteLanguage(SITES.HKG, { storedLocale: 'en-HK' })).toBe('en-HK');
    expect(pickSiteLanguage(SITES.HKG, { storedLocale: 'ja-JP', acceptLanguage: 'en' })).toBe('zh-HK');
  });

  it('SITE-6 SITE-8 TUR allows only tr-TUR and en-TR, else tr-TUR', () => {
    expect(allowedLanguages(SITES.TUR, '/login')).toEqual(['tr-TUR', 'en-TR']);
    expect(pickSiteLanguage(SITES.TUR, { storedLocale: 'en-TR' })).toBe('en-TR');
    expect(pickSiteLanguage(SITES.TUR, { storedLocale: 'ru-RU', acceptLanguage: 'en' })).toBe('tr-TUR');
  });

  it('SITE-6 SITE-8 KAZ allows only en-KAZ, ru-KAZ, kk-KAZ, else kk-KAZ', () => {
    expect([...allowedLanguages(SITES.KAZ, '/login')].sort()).toEqual(['en-KAZ', 'kk-KAZ', 'ru-KAZ']);
    expect(pickSiteLanguage(SITES.KAZ, { storedLocale: 'en-KAZ' })).toBe('en-KAZ');
    expect(pickSiteLanguage(SITES.KAZ, { storedLocale: 'ja-JP', acceptLanguage: 'ru' })).toBe('kk-KAZ');
  });

  it('SITE-6 SITE-8 EU allows only its list, else en-EU', () => {
    expect(allowedLanguages(SITES.EU, '/login')).toHaveLength(13);
    expect(pickSiteLanguage(SITES.EU, { storedLocale: 'de-EU' })).toBe('de-EU');
    expect(pickSiteLanguage(SITES.EU, { storedLocale: 'ja-JP', acceptLanguage: 'de' })).toBe('en-EU');
  });
});

describe('browser language mappings', () => {
  it('SITE-7 ko-KR, zh-CN and fr-FR map to en', () => {
    for (const tag of ['ko-KR', 'zh-CN', 'fr-FR', 'ZH-cn']) {
      expect(mapBrowserLanguage(tag, SITES.BYBIT)).toBe('en');
    }
    expect(pickSiteLanguage(SITES.BYBIT, { acceptLanguage: 'ko-KR' })).toBe('en');
    expect(pickSiteLanguage(SITES.BYBIT, { acceptLanguage: 'zh-CN,zh;q=0.9' })).toBe('en');
    expect(pickSiteLanguage(SITES.BYBIT, { acceptLanguage: 'fr-FR' })).toBe('en');
  });

  it('SITE-7 zh-HK and en-HK map to en on the global site', () => {
    expect(mapBrowserLanguage('zh-HK', SITES.BYBIT)).toBe('en');
    expect(mapBrowserLanguage('en-HK', SITES.BYBIT)).toBe('en');
    expect(pickSiteLanguage(SITES.BYBIT, { acceptLanguage: 'zh-HK' })).toBe('en');
  });

  it('SITE-7 zh-HK stays zh-HK on the Hong Kong site', () => {
    expect(mapBrowserLanguage('zh-HK', SITES.HKG)).toBe('zh-HK');
    expect(pickSiteLanguage(SITES.HKG, { acceptLanguage: 'en-HK' })).toBe('en-HK');
  });

  it('SITE-7 other browser languages pass through unchanged', () => {
    expect(mapBrowserLanguage('ja-JP', SITES.BYBIT)).toBe('ja-JP');
    expect(pickSiteLanguage(SITES.BYBIT, { acceptLanguage: 'ja-JP' })).toBe('ja-JP');
  });
});

describe('languages removed per page', () => {
  it('SITE-9 es-419 is never offered: it resolves to es-ES from path, storage and browser', () => {
    expect(pickSiteLanguage(SITES.BYBIT, { pathLocale: 'es-419' })).toBe('es-ES');
    expect(pickSiteLanguage(SITES.BYBIT, { storedLocale: 'es-419' })).toBe('es-ES');
    expect(pickSiteLanguage(SITES.BYBIT, { acceptLanguage: 'es-419' })).toBe('es-ES');
  });

  it('SITE-9 es-419 is filtered out even from a site list that contains it', () => {
    const removed: string = 'es-419';
    const site: SiteConfig = { ...SITES.BYBIT, languages: [...SITES.BYBIT.languages, removed as Locale] };
    expect(siteLanguagesForPath(site, '/login')).not.toContain('es-419');
    expect(siteLanguagesForPath(site, '/login')).toHaveLength(SITES.BYBIT.languages.length);
    expect(matchSiteLanguage('es-419', site, allowedLanguages(site, '/login'))).toBe('es-ES');
  });

  it('SITE-9 fil-PH and hi-IN are not offered on /sign-up but are elsewhere', () => {
    const signUp = allowedLanguages(SITES.BYBIT, '/sign-up');
    expect(signUp).not.toContain('fil-PH');
    expect(signUp).not.toContain('hi-IN');
    expect(signUp).toEqual(GLOBAL_NAMED);
    expect(allowedLanguages(SITES.BYBIT, '/register')).toContain('fil-PH');
    expect(allowedLanguages(SITES.BYBIT, '/register')).toContain('hi-IN');
  });

  it('SITE-9 a fil-PH or hi-IN preference on /sign-up falls back to the site default', () => {
    expect(pickSiteLanguage(SITES.BYBIT, { pathLocale: 'fil-PH', path: '/sign-up' })).toBe('en');
    expect(pickSiteLanguage(SITES.BYBIT, { storedLocale: 'hi-IN', path: '/sign-up' })).toBe('en');
    expect(pickSiteLanguage(SITES.BYBIT, { acceptLanguage: 'hi-IN', path: '/sign-up' })).toBe('en');
    expect(pickSiteLanguage(SITES.BYBIT, { pathLocale: 'fil-PH', path: '/login' })).toBe('fil-PH');
  });

  it('SITE-9 the Turkish site offers only Turkish and English', () => {
    expect(allowedLanguages(SITES.TUR, '/sign-up')).toEqual(['tr-TUR', 'en-TR']);
    expect(pickSiteLanguage(SITES.TUR, { pathLocale: 'tr-TR' })).toBe('tr-TUR');
    expect(pickSiteLanguage(SITES.TUR, { pathLocale: 'en' })).toBe('en-TR');
    expect(pickSiteLanguage(SITES.TUR, { pathLocale: 'ru-RU' })).toBe('tr-TUR');
  });
});

describe('EU remap', () => {
  it('MW-8 en-NL and nl-NL become en-EU and nl-EU on the EU site', () => {
    expect(matchSiteLanguage('en-NL', SITES.EU)).toBe('en-EU');
    expect(matchSiteLanguage('nl-NL', SITES.EU)).toBe('nl-EU');
    expect(pickSiteLanguage(SITES.EU, { pathLocale: 'en-NL' })).toBe('en-EU');
    expect(pickSiteLanguage(SITES.EU, { storedLocale: 'nl-NL' })).toBe('nl-EU');
  });

  it('MW-8 en-NL and nl-NL stay as they are on the Dutch site', () => {
    expect(matchSiteLanguage('en-NL', SITES.NLD)).toBe('en-NL');
    expect(matchSiteLanguage('nl-NL', SITES.NLD)).toBe('nl-NL');
  });
});

describe('parseAcceptLanguage', () => {
  it('orders tags by q-value, keeping header order on ties', () => {
    expect(parseAcceptLanguage('fr;q=0.8, en;q=0.9, de, ja-JP;q=0.9')).toEqual(['de', 'en', 'ja-JP', 'fr']);
  });

  it('drops *, q=0 and malformed weights', () => {
    expect(parseAcceptLanguage('ru-RU, *;q=0.5, pl;q=0, vi;q=abc')).toEqual(['ru-RU']);
  });

  it('returns nothing for an absent header', () => {
    expect(parseAcceptLanguage(null)).toEqual([]);
    expect(parseAcceptLanguage('')).toEqual([]);
  });

  it('MW-3 honours q-values when picking the browser language', () => {
    expect(pickSiteLanguage(SITES.BYBIT, { acceptLanguage: 'th-TH;q=0.4, uk-UA;q=0.7' })).toBe('uk-UA');
  });
});
