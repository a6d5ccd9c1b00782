import { describe, expect, it } from 'vitest';

import { decideProxy, type PageContext, type ProxyRequest } from '@/features/routing/proxy-decision';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const DESKTOP =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';

function request(over: Partial<ProxyRequest> & Pick<ProxyRequest, 'pathname'>): ProxyRequest {
  return {
    host: 'localhost:3000',
    protocol: 'http:',
    search: '',
    cookies: {},
    acceptLanguage: null,
    userAgent: DESKTOP,
    defaultSite: 'BYBIT',
    ...over,
  };
}

function redirectOf(over: Partial<ProxyRequest> & Pick<ProxyRequest, 'pathname'>): string {
  const decision = decideProxy(request(over));
  if (decision.kind !== 'redirect') throw new Error(`expected a redirect, got page ${decision.context.path}`);
  expect(decision.status).toBe(307);
  return decision.location;
}

function pageOf(over: Partial<ProxyRequest> & Pick<ProxyRequest, 'pathname'>): PageContext {
  const decision = decideProxy(request(over));
  if (decision.kind !== 'page') throw new Error(`expected a page, got redirect to ${decision.location}`);
  return decision.context;
}

describe('decideProxy redirects', () => {
  it('MW-4 sends / to /en/login', () => {
    expect(redirectOf({ pathname: '/' })).toBe('/en/login');
  });

  it('MW-4 sends a bare language prefix to its login page', () => {
    expect(redirectOf({ pathname: '/ja-JP' })).toBe('/ja-JP/login');
  });

  it('MW-4 prefixes an un-prefixed path and keeps the query', () => {
    expect(redirectOf({ pathname: '/login', search: '?redirect_url=%2Fen%2Ftrade&ref=abc' })).toBe(
      '/en/login?redirect_url=%2Fen%2Ftrade&ref=abc',
    );
    expect(redirectOf({ pathname: '/earn/tg-page', search: '?x=1' })).toBe('/en/earn/tg-page?x=1');
  });

  it('MW-4 MW-3 the prefix added comes from the browser language', () => {
    expect(redirectOf({ pathname: '/login', acceptLanguage: 'vi-VN,en;q=0.8' })).toBe('/vi-VN/login');
  });

  it('SITE-8 MW-3 the prefix added comes from the BYBIT_LANG_KEY cookie before the browser language', () => {
    expect(
      redirectOf({ pathname: '/', cookies: { BYBIT_LANG_KEY: 'ja-JP' }, acceptLanguage: 'vi-VN', search: '?a=1' }),
    ).toBe('/ja-JP/login?a=1');
  });

  it('MW-5 sends /register?affiliate_id to sign-up with the same query', () => {
    expect(redirectOf({ pathname: '/register', search: '?affiliate_id=7&x=1' })).toBe('/en/sign-up?affiliate_id=7&x=1');
  });

  it('MW-5 also sends a prefixed /register?affiliate_id to sign-up', () => {
    expect(redirectOf({ pathname: '/ko-KR/register', search: '?affiliate_id=7&x=1' })).toBe(
      '/ko-KR/sign-up?affiliate_id=7&x=1',
    );
  });

  it('MW-5 leaves /register without affiliate_id on register', () => {
    expect(redirectOf({ pathname: '/register', search: '?ref=abc' })).toBe('/en/register?ref=abc');
    expect(pageOf({ pathname: '/en/register', search: '?ref=abc' }).path).toBe('/register');
  });

  it('MW-8 EU register on a non-canonical EU dev host redirects to eu.localhost keeping port, path and query', () => {
    expect(redirectOf({ host: 'www.eu.localhost:3000', pathname: '/en-EU/register', search: '?x=1' })).toBe(
      'http://eu.localhost:3000/en-EU/register?x=1',
    );
    expect(redirectOf({ host: 'localhost:3000', defaultSite: 'EU', pathname: '/en-EU/tr-register' })).toBe(
      'http://eu.localhost:3000/en-EU/tr-register',
    );
  });

  it('MW-8 EU register on a secondary EU production host redirects to the canonical one', () => {
    expect(redirectOf({ host: 'bybit.eu', protocol: 'https:', pathname: '/de-EU/sign-up', search: '?a=b' })).toBe(
      'https://www.bybit.eu/de-EU/sign-up?a=b',
    );
  });

  it('MW-8 MW-5 an EU affiliate register link goes to sign-up on the EU host', () => {
    expect(
      redirectOf({ host: 'localhost:3000', defaultSite: 'EU', pathname: '/register', search: '?affiliate_id=7' }),
    ).toBe('http://eu.localhost:3000/en-EU/sign-up?affiliate_id=7');
  });

  it('MW-8 EU register on the canonical EU host is served', () => {
    const ctx = pageOf({ host: 'eu.localhost:3000', pathname: '/en-EU/register' });
    expect(ctx.site).toBe('EU');
    expect(ctx.locale).toBe('en-EU');
  });

  it('MW-8 EU login is not moved to another host', () => {
    expect(pageOf({ host: 'www.eu.localhost:3000', pathname: '/en-EU/login' }).site).toBe('EU');
  });

  it('MW-8 en-NL and nl-NL prefixes on the EU site become en-EU and nl-EU', () => {
    expect(redirectOf({ host: 'eu.localhost:3000', pathname: '/en-NL/login' })).toBe('/en-EU/login');
    expect(redirectOf({ host: 'eu.localhost:3000', pathname: '/nl-NL/login', search: '?q=1' })).toBe(
      '/nl-EU/login?q=1',
    );
  });

  it("SITE-6 an HKG host's /en/login goes to /en-HK/login", () => {
    expect(redirectOf({ host: 'www.bybit.com.hk', protocol: 'https:', pathname: '/en/login' })).toBe('/en-HK/login');
  });

  it('MW-3 SITE-6 / on the HKG host goes to the zh-HK login', () => {
    expect(redirectOf({ host: 'hk.localhost:3000', pathname: '/' })).toBe('/zh-HK/login');
  });

  it('SITE-9 an es-419 prefix is redirected to es-ES', () => {
    expect(redirectOf({ pathname: '/es-419/login', search: '?x=1' })).toBe('/es-ES/login?x=1');
  });

  it('SITE-9 fil-PH is redirected away on /sign-up but served on /login', () => {
    expect(redirectOf({ pathname: '/fil-PH/sign-up' })).toBe('/en/sign-up');
    expect(pageOf({ pathname: '/fil-PH/login' }).locale).toBe('fil-PH');
  });
});

describe('decideProxy pages', () => {
  it('MW-1 MW-2 a valid prefixed path is a page with site, locale and platform', () => {
    expect(pageOf({ pathname: '/zh-TW/login' })).toEqual({
      site: 'BYBIT',
      locale: 'zh-TW',
      platform: 'pc',
      path: '/login',
      quickLogin: false,
      isOAuthPage: false,
      isAuthPage: true,
    });
  });

  it('SITE-1 the page context carries the site of the host', () => {
    const ctx = pageOf({ host: 'tr.localhost:3000', pathname: '/tr-TUR/tr-login' });
    expect(ctx.site).toBe('TUR');
    expect(ctx.locale).toBe('tr-TUR');
    expect(ctx.path).toBe('/tr-login');
  });

  it('MW-2 a mobile user agent gives platform mobile', () => {
    expect(pageOf({ pathname: '/en/login', userAgent: IPHONE }).platform).toBe('mobile');
  });

  it('MW-2 a missing user agent gives platform pc', () => {
    expect(pageOf({ pathname: '/en/login', userAgent: null }).platform).toBe('pc');
  });

  it('MW-7 /login?tmp_token marks a quick login', () => {
    expect(pageOf({ pathname: '/en/login', search: '?tmp_token=abc' }).quickLogin).toBe(true);
  });

  it('MW-7 MW-4 an un-prefixed /login?tmp_token keeps the token through the redirect', () => {
    expect(redirectOf({ pathname: '/login', search: '?tmp_token=abc' })).toBe('/en/login?tmp_token=abc');
  });

  it('MW-7 tmp_token on other pages is no quick login', () => {
    expect(pageOf({ pathname: '/en/register', search: '?tmp_token=abc' }).quickLogin).toBe(false);
    expect(pageOf({ pathname: '/en/sign-up', search: '?tmp_token=abc' }).quickLogin).toBe(false);
    expect(pageOf({ pathname: '/en/login' }).quickLogin).toBe(false);
  });

  it('isOAuthPage is true for the /oauth pages', () => {
    for (const path of ['/oauth', '/oauth-login', '/oauth-register', '/oauth-log-out', '/oauth-authorized']) {
      const ctx = pageOf({ pathname: `/en${path}`, search: '?client_id=c' });
      expect(ctx.isOAuthPage).toBe(true);
      expect(ctx.isAuthPage).toBe(true);
    }
  });

  it('isOAuthPage is false for other pages', () => {
    expect(pageOf({ pathname: '/en/login' }).isOAuthPage).toBe(false);
    expect(pageOf({ pathname: '/en/sign-up' }).isOAuthPage).toBe(false);
  });

  it('isAuthPage is true for routes of the table and false for unknown paths', () => {
    for (const path of ['/register', '/sign-up', '/self-unblock', '/earn/tg-page', '/authorized']) {
      expect(pageOf({ pathname: `/en${path}` }).isAuthPage).toBe(true);
    }
    const unknown = pageOf({ pathname: '/en/no-such-page' });
    expect(unknown.isAuthPage).toBe(false);
    expect(unknown.isOAuthPage).toBe(false);
    expect(unknown.path).toBe('/no-such-page');
  });
});
