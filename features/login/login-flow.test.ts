import { describe, expect, it } from 'vitest';

import { SITE_IDS } from '@/config/sites';
import {
  isDemoAccountLogin,
  loginScene,
  quickLoginToken,
  recoverPasswordHref,
  signUpHref,
} from '@/features/login/login-flow';

describe('loginScene', () => {
  it('CAP-6 the EU site logs in under 31014, even from the Turkish login', () => {
    expect(loginScene('EU', false)).toBe(31014);
    expect(loginScene('EU', true)).toBe(31014);
  });

  it('CAP-6 the Turkish login is 31013', () => {
    expect(loginScene('TUR', true)).toBe(31013);
    expect(loginScene('BYBIT', true)).toBe(31013);
  });

  it('CAP-6 every other login is the main scene 31000', () => {
    for (const site of SITE_IDS.filter((s) => s !== 'EU')) expect(loginScene(site, false)).toBe(31000);
  });
});

describe('isDemoAccountLogin', () => {
  it('LOGIN-11 demoAccount=true opens the demo-account login', () => {
    expect(isDemoAccountLogin('?demoAccount=true')).toBe(true);
    expect(isDemoAccountLogin('?redirect_url=%2Fen&demoAccount=true')).toBe(true);
    expect(isDemoAccountLogin('demoAccount=true')).toBe(true);
  });

  it('LOGIN-11 any other value, or none, is the ordinary login', () => {
    for (const search of ['', '?demoAccount=false', '?demoAccount=1', '?demoAccount=TRUE', '?demoaccount=true']) {
      expect(isDemoAccountLogin(search)).toBe(false);
    }
  });
});

describe('quickLoginToken', () => {
  it('LOGIN-6 MW-7 the tmp_token query is the quick-login token', () => {
    expect(quickLoginToken('?tmp_token=abc123')).toBe('abc123');
    expect(quickLoginToken('?x=1&tmp_token=%20abc123%20')).toBe('abc123');
  });

  it('LOGIN-6 MW-7 an absent or blank token is no quick login', () => {
    expect(quickLoginToken('')).toBeNull();
    expect(quickLoginToken('?tmp_token=')).toBeNull();
    expect(quickLoginToken('?tmp_token=%20%20')).toBeNull();
  });
});

describe('signUpHref', () => {
  it('ROUTE-1 REDIR-11 the login page links to register, keeping the query', () => {
    expect(signUpHref('en', '/login', '?affiliate_id=77&redirect_url=%2Fen')).toBe(
      '/en/register?affiliate_id=77&redirect_url=%2Fen',
    );
    expect(signUpHref('zh-TW', '/login', '')).toBe('/zh-TW/register');
  });

  it('ROUTE-1 the Turkish login links to the Turkish register', () => {
    expect(signUpHref('tr-TUR', '/tr-login', '?ref=ABC')).toBe('/tr-TUR/tr-register?ref=ABC');
  });

  it('ROUTE-2 OAUTH-4 the OAuth login links to the OAuth register, keeping the OAuth query', () => {
    const search = '?client_id=demo&state=s1&redirect_uri=https%3A%2F%2Fclient.example%2Fcb';
    expect(signUpHref('en', '/oauth-login', search)).toBe(`/en/oauth-register${search}`);
  });
});

describe('recoverPasswordHref', () => {
  it('LOGIN-5 ROUTE-5 password recovery is /{lang}/app/user/retrieve with the typed email kept', () => {
    expect(recoverPasswordHref('en', { kind: 'email', email: ' a+b@example.com ', country: 'GB', mobile: '' })).toBe(
      '/en/app/user/retrieve?email=a%2Bb%40example.com',
    );
  });

  it('LOGIN-5 ROUTE-5 a mobile account keeps its number and country; nothing typed, no query', () => {
    expect(recoverPasswordHref('zh-TW', { kind: 'mobile', email: 'x@y.z', country: 'TR', mobile: '532 123' })).toBe(
      '/zh-TW/app/user/retrieve?mobile=532+123&country=TR',
    );
    expect(recoverPasswordHref('ar-SA', { kind: 'email', email: '  ', country: 'GB', mobile: '' })).toBe(
      '/ar-SA/app/user/retrieve',
    );
  });
});
