import { describe, expect, it } from 'vitest';

import { APP_SCHEME } from '@/config/app-links';
import { appLinkHref, deepLinkFor, isInsideApp } from '@/features/deep-link/deep-link';

const BASE = 'https://www.bybit.com/en/register';

describe('deepLinkFor: one row per app screen', () => {
  it.each([
    ['/login', 'bybitapp://account/login'],
    ['/register', 'bybitapp://account/register'],
    ['/sign-up', 'bybitapp://account/register'],
    ['/user/assets/deposit', 'bybitapp://assets/deposit'],
    ['/markets/overview', 'bybitapp://markets'],
    ['/trade/spot/BTC/USDT', 'bybitapp://trade/spot?symbol=BTCUSDT'],
    ['/trade/usdt/BTCUSDT', 'bybitapp://trade/futures?category=linear&symbol=BTCUSDT'],
    ['/trade/inverse/BTCUSD', 'bybitapp://trade/futures?category=inverse&symbol=BTCUSD'],
    ['/trade/option/usdc/BTC', 'bybitapp://trade/option?baseCoin=BTC'],
    ['/earn/home', 'bybitapp://earn/home'],
    ['/earn/savings', 'bybitapp://earn/savings'],
    ['/user/assets/home', 'bybitapp://assets/home'],
    ['/user/accounts/auth/personal', 'bybitapp://account/kyc'],
    ['/vip', 'bybitapp://vip'],
    ['/invite', 'bybitapp://referral'],
    ['/referral', 'bybitapp://referral'],
    ['/rewards-hub', 'bybitapp://rewards'],
    ['/reward', 'bybitapp://rewards'],
  ])('UI-3 maps %s to %s', (path, expected) => {
    expect(deepLinkFor(path)).toBe(expected);
  });

  it('UI-3 maps /en/trade/spot/BTC/USDT to the spot trading screen', () => {
    expect(deepLinkFor('/en/trade/spot/BTC/USDT')).toBe('bybitapp://trade/spot?symbol=BTCUSDT');
  });

  it('UI-3 every app link uses the configured scheme', () => {
    expect(deepLinkFor('/login')?.startsWith(APP_SCHEME)).toBe(true);
  });

  it('UI-3 pages the app has no screen for give null', () => {
    for (const path of [
      '/',
      '/en',
      '/oauth',
      '/login/extra',
      '/trade/spot/BTC',
      '/trade/spot',
      '/trade/usdt',
      '/trade/option/usdt/BTC',
      '/earn',
      '/user/assets',
      '/vipx',
      '/Login',
      '/rewards',
    ]) {
      expect(deepLinkFor(path), path).toBeNull();
    }
  });
});

describe('deepLinkFor: language prefixes and trailing slashes', () => {
  it.each(['/en', '/zh-TW', '/ja-JP', '/tr-TUR', '/en-EU', '/fil-PH', '/es-419', '/vi'])(
    'UI-3 removes the language prefix %s',
    (prefix) => {
      expect(deepLinkFor(`${prefix}/login`)).toBe('bybitapp://account/login');
      expect(deepLinkFor(`${prefix}/trade/usdt/ETHUSDT`)).toBe(
        'bybitapp://trade/futures?category=linear&symbol=ETHUSDT',
      );
    },
  );

  it('UI-3 a segment that is no language is no prefix', () => {
    expect(deepLinkFor('/english/login')).toBeNull();
    expect(deepLinkFor('/vip/login')).toBeNull();
    expect(deepLinkFor('/en/en/login')).toBeNull();
  });

  it('UI-3 a trailing slash changes nothing', () => {
    expect(deepLinkFor('/login/')).toBe('bybitapp://account/login');
    expect(deepLinkFor('/en/vip/')).toBe('bybitapp://vip');
    expect(deepLinkFor('/zh-TW/trade/spot/BTC/USDT/')).toBe('bybitapp://trade/spot?symbol=BTCUSDT');
    expect(deepLinkFor('/en/register/?ref=ABC')).toBe('bybitapp://account/register?ref=ABC');
  });

  it('UI-3 the fragment is ignored', () => {
    expect(deepLinkFor('/en/earn/home#top')).toBe('bybitapp://earn/home');
  });
});

describe('deepLinkFor: symbols', () => {
  it('UI-3 symbols are upper-cased', () => {
    expect(deepLinkFor('/en/trade/spot/btc/usdt')).toBe('bybitapp://trade/spot?symbol=BTCUSDT');
    expect(deepLinkFor('/trade/usdt/ethusdt')).toBe('bybitapp://trade/futures?category=linear&symbol=ETHUSDT');
    expect(deepLinkFor('/trade/option/usdc/eth')).toBe('bybitapp://trade/option?baseCoin=ETH');
  });

  it('UI-3 symbols with digits are accepted', () => {
    expect(deepLinkFor('/trade/spot/1INCH/USDT')).toBe('bybitapp://trade/spot?symbol=1INCHUSDT');
    expect(deepLinkFor('/trade/usdt/1000PEPEUSDT')).toBe(
      'bybitapp://trade/futures?category=linear&symbol=1000PEPEUSDT',
    );
  });

  it.each([
    ['a one-character symbol', '/trade/spot/B/USDT'],
    ['a symbol over 20 characters', `/trade/usdt/${'A'.repeat(21)}`],
    ['punctuation', '/trade/spot/BTC-1/USDT'],
    ['an encoded slash', '/trade/spot/BTC%2FUSDT/USDT'],
    ['an encoded scheme break', '/trade/usdt/BTC%3Fx%3Dy'],
    ['an encoded ampersand', '/trade/option/usdc/BTC%26category%3Dx'],
    ['non-ASCII letters', '/trade/spot/BTÇ/USDT'],
  ])('UI-3 %s gives null', (_case, path) => {
    expect(deepLinkFor(path)).toBeNull();
  });

  it('UI-3 a symbol of exactly 2 and of exactly 20 characters is accepted', () => {
    expect(deepLinkFor('/trade/option/usdc/OP')).toBe('bybitapp://trade/option?baseCoin=OP');
    expect(deepLinkFor(`/trade/usdt/${'A'.repeat(20)}`)).toBe(
      `bybitapp://trade/futures?category=linear&symbol=${'A'.repeat(20)}`,
    );
  });
});

describe('deepLinkFor: query whitelist', () => {
  it('UI-3 register keeps ref and affiliate_id, in that order, and nothing else', () => {
    expect(deepLinkFor('/en/register?utm_source=x&affiliate_id=123&ref=ABC&redirect_url=https://evil.com')).toBe(
      'bybitapp://account/register?ref=ABC&affiliate_id=123',
    );
    expect(deepLinkFor('/sign-up?affiliate_id=9')).toBe('bybitapp://account/register?affiliate_id=9');
  });

  it('UI-3 referral keeps the ref code', () => {
    expect(deepLinkFor('/en/invite?ref=XYZ&affiliate_id=1')).toBe('bybitapp://referral?ref=XYZ');
    expect(deepLinkFor('/referral/?ref=XYZ')).toBe('bybitapp://referral?ref=XYZ');
  });

  it('UI-3 deposit keeps the coin, upper-cased, and drops a malformed one', () => {
    expect(deepLinkFor('/en/user/assets/deposit?coin=usdt&chain=TRX')).toBe('bybitapp://assets/deposit?coin=USDT');
    expect(deepLinkFor('/user/assets/deposit?coin=US%26DT')).toBe('bybitapp://assets/deposit');
    expect(deepLinkFor('/user/assets/deposit?coin=')).toBe('bybitapp://assets/deposit');
  });

  it('UI-3 screens without kept fields drop the whole query', () => {
    expect(deepLinkFor('/login?ref=ABC&redirect_url=%2Fen%2Fvip')).toBe('bybitapp://account/login');
    expect(deepLinkFor('/trade/spot/BTC/USDT?symbol=ETHUSDT')).toBe('bybitapp://trade/spot?symbol=BTCUSDT');
    expect(deepLinkFor('/vip?coin=BTC')).toBe('bybitapp://vip');
  });

  it('UI-3 kept values are percent-encoded', () => {
    expect(deepLinkFor('/register?ref=a%20b%26c%3Dd')).toBe('bybitapp://account/register?ref=a%20b%26c%3Dd');
    expect(deepLinkFor('/register?ref=a+b')).toBe('bybitapp://account/register?ref=a%20b');
    expect(deepLinkFor('/register?ref=%E4%BD%A0%E5%A5%BD')).toBe('bybitapp://account/register?ref=%E4%BD%A0%E5%A5%BD');
    expect(deepLinkFor('/invite?ref=x%23y%2Fz')).toBe('bybitapp://referral?ref=x%23y%2Fz');
  });

  it('UI-3 empty, overlong and control-character values are dropped', () => {
    expect(deepLinkFor('/register?ref=')).toBe('bybitapp://account/register');
    expect(deepLinkFor(`/register?ref=${'a'.repeat(65)}`)).toBe('bybitapp://account/register');
    expect(deepLinkFor(`/register?ref=${'a'.repeat(64)}`)).toBe(`bybitapp://account/register?ref=${'a'.repeat(64)}`);
    expect(deepLinkFor('/register?ref=a%0Ab')).toBe('bybitapp://account/register');
  });

  it('UI-3 the first of repeated fields is kept', () => {
    expect(deepLinkFor('/register?ref=ONE&ref=TWO')).toBe('bybitapp://account/register?ref=ONE');
  });
});

describe('deepLinkFor: origins and schemes', () => {
  it('UI-3 absolute links on the page’s own origin are mapped when the base is given', () => {
    expect(deepLinkFor('https://www.bybit.com/en/login', BASE)).toBe('bybitapp://account/login');
    expect(deepLinkFor('https://www.bybit.com/trade/spot/ETH/USDC/', 'https://www.bybit.com')).toBe(
      'bybitapp://trade/spot?symbol=ETHUSDC',
    );
  });

  it('UI-3 relative links are mapped with a base too, resolved as the browser would', () => {
    expect(deepLinkFor('/en/vip', BASE)).toBe('bybitapp://vip');
    expect(deepLinkFor('login', BASE)).toBe('bybitapp://account/login');
    expect(deepLinkFor('../earn/home', 'https://www.bybit.com/en/user/x')).toBe('bybitapp://earn/home');
  });

  it('UI-3 absolute links without a base give null: their origin cannot be checked', () => {
    expect(deepLinkFor('https://www.bybit.com/en/login')).toBeNull();
  });

  it.each([
    ['another host', 'https://evil.com/en/login'],
    ['another site of the exchange', 'https://www.bybit.nl/en/login'],
    ['the bare domain', 'https://bybit.com/en/login'],
    ['plain http', 'http://www.bybit.com/en/login'],
    ['another port', 'https://www.bybit.com:8443/en/login'],
    ['a look-alike host', 'https://www.bybit.com.evil.com/en/login'],
  ])('UI-3 %s gives null', (_case, href) => {
    expect(deepLinkFor(href, BASE)).toBeNull();
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(document.cookie)//login',
    ' javascript:alert(1)',
    'java\nscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'vbscript:msgbox(1)',
    'bybitapp://account/login',
    'mailto:a@b.c',
    '//evil.com/login',
    '//evil.com/en/trade/spot/BTC/USDT',
    '/\\evil.com/login',
    '\\\\evil.com/login',
    'https:evil.com/login',
  ])('UI-3 refuses %j with and without a base', (href) => {
    expect(deepLinkFor(href)).toBeNull();
    expect(deepLinkFor(href, BASE)).toBeNull();
  });

  it('UI-3 a base that is no http(s) URL gives null', () => {
    expect(deepLinkFor('/login', 'not a url')).toBeNull();
    expect(deepLinkFor('/login', 'javascript:alert(1)')).toBeNull();
  });
});

describe('isInsideApp', () => {
  const safari =
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';

  it('UI-3 the app web view is recognised by its BybitApp/<version> marker', () => {
    expect(isInsideApp(`${safari} BybitApp/4.35.0`)).toBe(true);
    expect(isInsideApp('BybitApp/1 (Android 14)')).toBe(true);
    expect(isInsideApp(`Mozilla/5.0 (Linux; Android 14; bybit_app) Chrome/124`)).toBe(true);
    expect(isInsideApp(`${safari} bybit_app`)).toBe(true);
  });

  it('UI-3 ordinary browsers and look-alikes are not the app', () => {
    expect(isInsideApp(safari)).toBe(false);
    expect(isInsideApp('')).toBe(false);
    expect(isInsideApp(null)).toBe(false);
    expect(isInsideApp(undefined)).toBe(false);
    expect(isInsideApp(`${safari} BybitApp`)).toBe(false);
    expect(isInsideApp(`${safari} BybitApp/x`)).toBe(false);
    expect(isInsideApp(`${safari} MyBybitApp/1.0`)).toBe(false);
    expect(isInsideApp(`${safari} bybitapp/1.0`)).toBe(false);
    expect(isInsideApp(`${safari} bybit_application`)).toBe(false);
    expect(isInsideApp(`${safari} notbybit_app`)).toBe(false);
  });
});

describe('appLinkHref', () => {
  it('UI-3 inside the app, a mapped link becomes the app link', () => {
    expect(appLinkHref('/en/trade/spot/BTC/USDT', { insideApp: true })).toBe('bybitapp://trade/spot?symbol=BTCUSDT');
    expect(appLinkHref('https://www.bybit.com/en/vip', { insideApp: true, base: BASE })).toBe('bybitapp://vip');
  });

  it('UI-3 inside the app, links without a screen stay web links', () => {
    expect(appLinkHref('/en/oauth', { insideApp: true })).toBe('/en/oauth');
    expect(appLinkHref('https://evil.com/login', { insideApp: true, base: BASE })).toBe('https://evil.com/login');
    expect(appLinkHref('javascript:alert(1)', { insideApp: true })).toBe('javascript:alert(1)');
  });

  it('UI-3 outside the app every link stays as it is', () => {
    expect(appLinkHref('/en/login', { insideApp: false })).toBe('/en/login');
    expect(appLinkHref('https://www.bybit.com/en/vip', { insideApp: false, base: BASE })).toBe(
      'https://www.bybit.com/en/vip',
    );
  });
});
