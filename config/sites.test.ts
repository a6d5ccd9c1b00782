import { describe, expect, it } from 'vitest';

import { SITES, SITE_IDS, siteOrigin, sitePageHref } from '@/config/sites';

const at = (href: string) => {
  const { protocol, hostname, port } = new URL(href);
  return { protocol, hostname, port };
};

describe('siteOrigin', () => {
  it('SITE-1 DLG-1 in production a site is served from its first host over https', () => {
    expect(siteOrigin(SITES.EU, at('https://www.bybit.com/en/register'))).toBe('https://www.bybit.eu');
    expect(siteOrigin(SITES.BYBIT, at('https://www.bybit.eu/en-EU/register'))).toBe('https://www.bybit.com');
    // even from a bare host or http, the canonical https host
    expect(siteOrigin(SITES.GEO, at('http://bybit.com:8080/'))).toBe('https://www.bybit.ge');
  });

  it('SITE-1 every production origin is its first listed host', () => {
    for (const id of SITE_IDS) {
      expect(siteOrigin(SITES[id], at('https://www.bybit.com/'))).toBe(`https://${SITES[id].hosts[0]}`);
    }
  });

  it('SITE-1 MW-8 on a dev host a regional site is {devName}.localhost, keeping protocol and port', () => {
    expect(siteOrigin(SITES.EU, at('http://localhost:3000/en/register'))).toBe('http://eu.localhost:3000');
    expect(siteOrigin(SITES.ARE, at('http://eu.localhost:3000/en-EU/register'))).toBe('http://ae.localhost:3000');
    expect(siteOrigin(SITES.EU, at('https://tr.localhost:8443/'))).toBe('https://eu.localhost:8443');
    expect(siteOrigin(SITES.EU, at('http://127.0.0.1:3000/'))).toBe('http://eu.localhost:3000');
    expect(siteOrigin(SITES.EU, at('http://[::1]:3000/'))).toBe('http://eu.localhost:3000');
  });

  it('SITE-1 DLG-1 on a dev host the global site is plain localhost', () => {
    expect(siteOrigin(SITES.BYBIT, at('http://eu.localhost:3000/en-EU/register'))).toBe('http://localhost:3000');
  });

  it('SITE-1 on a dev host without a port no port is added', () => {
    expect(siteOrigin(SITES.EU, at('http://localhost/'))).toBe('http://eu.localhost');
    expect(siteOrigin(SITES.BYBIT, at('http://eu.localhost/'))).toBe('http://localhost');
  });

  it('SITE-1 a production host that merely contains "localhost" is not a dev host', () => {
    expect(siteOrigin(SITES.EU, at('https://localhost.example.com/'))).toBe('https://www.bybit.eu');
  });
});

describe('sitePageHref', () => {
  it("DLG-1 DLG-5 another site's page in its default language, on a dev host and in production", () => {
    const dev = { protocol: 'http:', hostname: 'eu.localhost', port: '3000' };
    expect(sitePageHref(SITES.BYBIT, dev, '/register')).toBe('http://localhost:3000/en/register');
    expect(sitePageHref(SITES.HKG, dev, '/login')).toBe('http://hk.localhost:3000/zh-HK/login');
    const prod = { protocol: 'https:', hostname: 'www.bybit.eu', port: '' };
    expect(sitePageHref(SITES.BYBIT, prod, '/register')).toBe('https://www.bybit.com/en/register');
  });
});
