import { describe, expect, it } from 'vitest';

import {
  carryAttribution,
  defaultDestination,
  judgeRedirectTarget,
  resolvePostLoginRedirect,
  type RedirectContext,
} from '@/services/redirect-policy';

const ORIGIN = 'https://www.bybit.com';

function ctx(overrides: Partial<RedirectContext> = {}): RedirectContext {
  return {
    origin: ORIGIN,
    lang: 'en',
    siteId: 'BYBIT',
    platform: 'pc',
    search: '',
    referrer: '',
    isNewUser: false,
    ...overrides,
  };
}

const withRedirect = (value: string, extra: Partial<RedirectContext> = {}) =>
  resolvePostLoginRedirect(ctx({ search: `?${new URLSearchParams({ redirect_url: value })}`, ...extra }));

describe('post-login destinations', () => {
  it('REDIR-5 desktop goes to the dashboard, new users with the newUser flag', () => {
    expect(resolvePostLoginRedirect(ctx())).toBe('/en/dashboard');
    expect(resolvePostLoginRedirect(ctx({ isNewUser: true, lang: 'zh-TW' }))).toBe('/zh-TW/dashboard/?newUser=true');
  });

  it('REDIR-4 mobile goes to download when allowed, else the language home', () => {
    expect(resolvePostLoginRedirect(ctx({ platform: 'mobile' }))).toBe('/en/download');
    expect(resolvePostLoginRedirect(ctx({ platform: 'mobile', isNewUser: true }))).toBe('/en/download/?newUser=true');
    expect(resolvePostLoginRedirect(ctx({ platform: 'mobile', downloadAllowed: false }))).toBe('/en');
  });

  it('REDIR-2 the EU site sends new users to personal verification', () => {
    expect(resolvePostLoginRedirect(ctx({ siteId: 'EU', isNewUser: true, lang: 'en-EU' }))).toBe(
      '/user/accounts/auth/personal',
    );
    expect(resolvePostLoginRedirect(ctx({ siteId: 'EU', lang: 'en-EU' }))).toBe('/en-EU/dashboard');
  });

  it('REDIR-3 China hosts and the bybittr / explorebybit sites go to the language home', () => {
    for (const origin of ['https://www.bybit.cn', 'https://www.bybittr.com', 'https://explorebybit.com']) {
      expect(defaultDestination(ctx({ origin }))).toBe('/en');
    }
  });

  it('REDIR-1 inside the mini app the destination is the mini-app home', () => {
    expect(resolvePostLoginRedirect(ctx({ inMiniApp: true }))).toBe('/en/tg-app/app/home/');
  });

  it('REDIR-6 a mini-app task login returns to redirect_url, else the task page', () => {
    expect(withRedirect('/en/earn/tg-page?task=7', { miniAppTask: true })).toBe(`${ORIGIN}/en/earn/tg-page?task=7`);
    expect(resolvePostLoginRedirect(ctx({ miniAppTask: true }))).toBe('/en/min-app/task');
    expect(withRedirect('https://evil.example/x', { miniAppTask: true })).toBe('/en/min-app/task');
  });

  it('REDIR-7 OAuth pages go to oauth-authorized keeping the query', () => {
    const search = '?client_id=demo&state=s1&redirect_uri=https%3A%2F%2Fclient.example%2Fcb';
    expect(resolvePostLoginRedirect(ctx({ oauth: true, search }))).toBe(`/en/oauth-authorized${search}`);
  });
});

describe('redirect_url', () => {
  it('REDIR-8 same-origin and whitelisted targets are followed as the parsed href', () => {
    expect(withRedirect('/en/markets?x=1#top')).toBe(`${ORIGIN}/en/markets?x=1#top`);
    expect(withRedirect('https://www.bybit.com/en/earn')).toBe('https://www.bybit.com/en/earn');
    expect(withRedirect('https://partner.example/after', { whitelistedOrigins: ['https://partner.example'] })).toBe(
      'https://partner.example/after',
    );
  });

  it('REDIR-8 a target on a login/register-type page keeps its origin but loses its path', () => {
    expect(withRedirect('/en/login?next=1')).toBe(`${ORIGIN}/?next=1`);
    expect(withRedirect('https://www.bybit.com/zh-TW/register/')).toBe(`${ORIGIN}/`);
    expect(withRedirect('/sign-up')).toBe(`${ORIGIN}/`);
  });

  it.each([
    ['upper case', '/EN/LOGIN'],
    ['mixed case with a trailing slash', '/zh-TW/Register/'],
    ['a percent-encoded letter', '/en/%6Cogin'],
    ['an encoded slash and letters', '/en%2F%6c%6F%67%69%6e'],
    ['a double-encoded letter', '/en/%256Cogin'],
    ['repeated slashes', '/en//sign-up'],
    ['password recovery', '/zh-TW/forgot-password'],
    ['the recovery destination', '/en/app/user/retrieve?account=a%40b.c'],
    ['security item recovery', '/app/user/security-item-find'],
    ['the self-unblock page', '/en/self-unblock?fromScene=login'],
  ])('REDIR-8 a login-type page spelled with %s loses its path too', (_name, value) => {
    expect(new URL(withRedirect(value)).pathname).toBe('/');
  });

  it('REDIR-8 look-alike paths that are not auth pages keep their path', () => {
    expect(withRedirect('/en/login-help')).toBe(`${ORIGIN}/en/login-help`);
    expect(withRedirect('/en/markets/%6Cogin')).toBe(`${ORIGIN}/en/markets/%6Cogin`);
    expect(withRedirect('/en/bad%zzescape')).toBe(`${ORIGIN}/en/bad%zzescape`);
  });

  it('REDIR-8 other origins are ignored: the default destination applies', () => {
    expect(withRedirect('https://evil.example/steal')).toBe('/en/dashboard');
    expect(withRedirect('http://www.bybit.com/en/earn')).toBe('/en/dashboard');
  });

  it.each([
    ['protocol-relative', '//evil.example/x'],
    ['backslashes', '/\\evil.example/x'],
    ['backslash prefix', '\\\\evil.example'],
    ['userinfo on our host', 'https://www.bybit.com@evil.example/'],
    ['userinfo kept on our origin', 'https://user:pass@www.bybit.com/en'],
    ['encoded dot in host', 'https://evil%2Eexample/'],
    ['percent-encoded slashes', '/%2F%2Fevil.example'],
    ['dot segments to a second slash', '/..//evil.example'],
    ['whitelist look-alike', 'https://www.bybit.com.evil.example/'],
    ['port change', 'https://www.bybit.com:8443/en'],
  ])('REDIR-8 hostile input (%s) never leaves the allowed origins', (_name, value) => {
    const result = withRedirect(value);
    if (result.startsWith('http')) expect(new URL(result).origin).toBe(ORIGIN);
    else expect(result.startsWith('/') && !result.startsWith('//')).toBe(true);
    expect(result).not.toMatch(/^\/\/|^\/\\/);
  });

  it.each([
    ['javascript:', 'javascript:alert(1)'],
    ['javascript with tab', 'java\tscript:alert(1)'],
    ['javascript with newline', 'java\nscript:alert(1)'],
    ['upper-case JAVASCRIPT', 'JAVASCRIPT:alert(1)'],
    ['leading space', ' javascript:alert(1)'],
    ['data:', 'data:text/html,<script>alert(1)</script>'],
    ['blob:', 'blob:https://www.bybit.com/5b1f'],
    ['vbscript:', 'vbscript:msgbox(1)'],
    ['unparsable', 'http://[::1'],
  ])('REDIR-9 %s sends the user to /', (_name, value) => {
    expect(withRedirect(value)).toBe('/');
  });

  it('REDIR-9 the verdict for javascript: is home, for another origin refused', () => {
    expect(judgeRedirectTarget('javascript:void(0)', ORIGIN)).toEqual({ kind: 'home' });
    expect(judgeRedirectTarget('https://evil.example', ORIGIN)).toEqual({ kind: 'refused' });
    expect(judgeRedirectTarget('/en/x', ORIGIN)).toEqual({ kind: 'allowed', href: `${ORIGIN}/en/x` });
  });
});

describe('referrer', () => {
  it('REDIR-10 a same-host referrer is where the user returns', () => {
    expect(resolvePostLoginRedirect(ctx({ referrer: `${ORIGIN}/en/trade/spot/BTC/USDT?x=1` }))).toBe(
      `${ORIGIN}/en/trade/spot/BTC/USDT?x=1`,
    );
  });

  it('REDIR-10 main product domains are honoured, other hosts and auth pages are not', () => {
    expect(resolvePostLoginRedirect(ctx({ referrer: 'https://announcements.bybit.com/en/article/1' }))).toBe(
      'https://announcements.bybit.com/en/article/1',
    );
    expect(resolvePostLoginRedirect(ctx({ referrer: 'https://evil.example/en/markets' }))).toBe('/en/dashboard');
    expect(resolvePostLoginRedirect(ctx({ referrer: `${ORIGIN}/en/register` }))).toBe('/en/dashboard');
    expect(resolvePostLoginRedirect(ctx({ referrer: 'http://www.bybit.com.evil.example/' }))).toBe('/en/dashboard');
  });

  it('REDIR-10 LOGIN-6 the return page of a third-party sign-in is never returned to (its code works once)', () => {
    for (const referrer of [`${ORIGIN}/en/authorized?code=c&state=s`, `${ORIGIN}/ar-SA/tr-authorized?code=c`]) {
      expect(resolvePostLoginRedirect(ctx({ referrer }))).toBe('/en/dashboard');
    }
  });

  it('REDIR-8 REDIR-10 redirect_url wins over the referrer', () => {
    expect(withRedirect('/en/earn', { referrer: `${ORIGIN}/en/markets` })).toBe(`${ORIGIN}/en/earn`);
  });
});

describe('attribution', () => {
  it('REDIR-11 every attribution field of the page is carried to the destination', () => {
    const fields = {
      affiliate_id: '123',
      group_id: 'g',
      group_type: '1',
      ref: 'R1',
      referrer: 'friend',
      content: 'c',
      utmsource: 'u',
      source: 's',
      medium: 'm',
      campaign: 'camp',
      stage: 'st',
      language: 'en',
      regist_channel: 'web',
      term: 't',
      redirectType: 'x',
    };
    const search = `?${new URLSearchParams({ ...fields, unrelated: 'drop', tmp_token: 'secret' })}`;
    const destination = new URL(resolvePostLoginRedirect(ctx({ search })), ORIGIN);
    expect(destination.pathname).toBe('/en/dashboard');
    for (const [key, value] of Object.entries(fields)) expect(destination.searchParams.get(key), key).toBe(value);
    expect(destination.searchParams.has('unrelated')).toBe(false);
    expect(destination.searchParams.has('tmp_token')).toBe(false);
  });

  it('REDIR-11 existing parameters of the destination win, other origins get nothing', () => {
    expect(carryAttribution('/en/earn?ref=keep', '?ref=new&campaign=c', ORIGIN)).toBe('/en/earn?ref=keep&campaign=c');
    expect(carryAttribution('https://partner.example/x', '?ref=new', ORIGIN)).toBe('https://partner.example/x');
  });
});
