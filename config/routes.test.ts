import { describe, expect, it } from 'vitest';

import {
  DEFAULT_LAYOUT,
  EXTERNAL_PATHS,
  REFERRER_ONLY_PATHS,
  ROUTES,
  findRoute,
  layoutForPath,
  routeKey,
} from '@/config/routes';

const OAUTH_PAGES = ['/oauth', '/oauth-log-out', '/oauth-login', '/oauth-register', '/oauth-authorized'];
const ALL_PATHS: string[] = ROUTES.map((r) => r.path);

describe('layoutForPath', () => {
  it('LAYOUT-1 no header on oauth, exclusive-benefits, email-code-verify, channel and authorized pages', () => {
    for (const path of [
      ...OAUTH_PAGES,
      '/exclusive-benefits',
      '/email-code-verify',
      '/channel-register',
      '/authorized',
      '/tr-authorized',
    ]) {
      expect(layoutForPath(path).header, path).toBe('none');
    }
  });

  it('LAYOUT-1 sign-up keeps the header in the DOM but hides it visually', () => {
    expect(layoutForPath('/sign-up').header).toBe('visually-hidden');
  });

  it('LAYOUT-1 login and the other standard pages show the header', () => {
    for (const path of ['/login', '/register', '/tr-login', '/tr-register', '/web2', '/invite', '/self-unblock']) {
      expect(layoutForPath(path).header, path).toBe('shown');
    }
  });

  it('LAYOUT-2 no copyright footer on oauth pages', () => {
    for (const path of OAUTH_PAGES) expect(layoutForPath(path).copyrightFooter, path).toBe(false);
    expect(layoutForPath('/login').copyrightFooter).toBe(true);
    expect(layoutForPath('/sign-up').copyrightFooter).toBe(true);
  });

  it('LAYOUT-3 no cookie notice on oauth pages and exclusive-benefits', () => {
    for (const path of [...OAUTH_PAGES, '/exclusive-benefits']) {
      expect(layoutForPath(path).cookieNotice, path).toBe(false);
    }
    expect(layoutForPath('/login').cookieNotice).toBe(true);
    expect(layoutForPath('/email-code-verify').cookieNotice).toBe(true);
  });

  it('LAYOUT-4 sign-up and friend-invite, and only they, force the dark theme', () => {
    const dark = ALL_PATHS.filter((p) => layoutForPath(p).theme === 'dark');
    expect(dark.sort()).toEqual(['/friend-invite', '/sign-up']);
  });

  it('ignores a trailing slash', () => {
    expect(layoutForPath('/oauth/').header).toBe('none');
    expect(layoutForPath('/sign-up/').theme).toBe('dark');
  });

  it('gives unknown paths the standard layout', () => {
    expect(layoutForPath('/no-such-page')).toEqual({
      header: 'shown',
      copyrightFooter: true,
      cookieNotice: true,
      theme: 'system',
    });
    expect(layoutForPath('/no-such-page')).toBe(DEFAULT_LAYOUT);
  });
});

describe('ROUTES', () => {
  it('ROUTE-1 contains the login and registration screens', () => {
    for (const path of [
      '/login',
      '/register',
      '/tr-register',
      '/tr-login',
      '/sign-up',
      '/web2',
      '/friend-invite',
      '/invite',
      '/channel-register',
      '/exclusive-benefits',
      '/email-code-verify',
    ]) {
      expect(ALL_PATHS, path).toContain(path);
    }
  });

  it('ROUTE-2 contains the oauth and authorized screens', () => {
    for (const path of [...OAUTH_PAGES, '/authorized', '/tr-authorized']) {
      expect(ALL_PATHS, path).toContain(path);
    }
    for (const path of OAUTH_PAGES) expect(findRoute(path)?.group, path).toBe('oauth');
  });

  it('ROUTE-3 contains the messaging-app screens', () => {
    expect(ALL_PATHS).toContain('/telegram-register-login');
    expect(ALL_PATHS).toContain('/earn/tg-page');
  });

  it('ROUTE-4 contains /self-unblock and honours /annual-report-2024 as a referrer', () => {
    expect(ALL_PATHS).toContain('/self-unblock');
    expect(REFERRER_ONLY_PATHS).toContain('/annual-report-2024');
  });

  it('ROUTE-5 names the outside destinations', () => {
    expect(EXTERNAL_PATHS.accountInfo).toBe('/app/user/account-info');
    expect(EXTERNAL_PATHS.autoBanAccount).toBe('/app/user/auto-ban-account');
    expect(EXTERNAL_PATHS.securityItemFind).toBe('/app/user/security-item-find');
    expect(EXTERNAL_PATHS.retrieve).toBe('/app/user/retrieve');
    expect(EXTERNAL_PATHS.subAccountLogin).toBe('/app/user/sub-account-login');
    expect(EXTERNAL_PATHS.personalAuth).toBe('/user/accounts/auth/personal');
    expect(EXTERNAL_PATHS.privacyPolicy('ja-JP')).toBe('/ja-JP/legal/policies-and-rules/privacy-policy');
  });

  it('has no duplicate paths', () => {
    expect(new Set(ALL_PATHS).size).toBe(ALL_PATHS.length);
  });
});

describe('routeKey', () => {
  it('camel-cases a route path', () => {
    expect(routeKey('/login')).toBe('login');
    expect(routeKey('/sign-up')).toBe('signUp');
    expect(routeKey('/oauth-log-out')).toBe('oauthLogOut');
    expect(routeKey('/earn/tg-page')).toBe('earnTgPage');
    expect(routeKey('/telegram-register-login')).toBe('telegramRegisterLogin');
    expect(routeKey('/web2')).toBe('web2');
  });
});
