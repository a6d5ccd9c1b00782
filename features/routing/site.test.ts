import { describe, expect, it } from 'vitest';

import { hostName, SITES } from '@/config/sites';
import { canonicalHostRedirect, redirectOrigin, resolveSite } from '@/features/routing/site';

describe('resolveSite', () => {
  it('SITE-1 maps every production host to its site', () => {
    const cases: Array<[string, string]> = [
      ['www.bybit.com', 'BYBIT'],
      ['bybit.com', 'BYBIT'],
      ['www.bybit.com.hk', 'HKG'],
      ['bybit.com.hk', 'HKG'],
      ['www.bybit-tr.com', 'TUR'],
      ['www.bybit.kz', 'KAZ'],
      ['www.bybit.nl', 'NLD'],
      ['www.bybit.ge', 'GEO'],
      ['www.bybit.co.id', 'IDN'],
      ['www.bybit.ae', 'ARE'],
      ['www.bybit.eu', 'EU'],
      ['bybit.eu', 'EU'],
      ['www.bybit.co.jp', 'JPN'],
    ];
    for (const [host, id] of cases) expect(resolveSite(host).id).toBe(id);
  });

  it('SITE-1 ignores case and port on production hosts', () => {
    expect(resolveSite('WWW.Bybit.EU').id).toBe('EU');
    expect(resolveSite('www.bybit.kz:443').id).toBe('KAZ');
  });

  it('SITE-1 resolves `{dev}.localhost` with and without a port', () => {
    expect(resolveSite('hk.localhost').id).toBe('HKG');
    expect(resolveSite('hk.localhost:3000').id).toBe('HKG');
    expect(resolveSite('eu.localhost:3000').id).toBe('EU');
    expect(resolveSite('www.eu.localhost:3000').id).toBe('EU');
    expect(resolveSite('tr.localhost').id).toBe('TUR');
    expect(resolveSite('kz.localhost:8080').id).toBe('KAZ');
  });

  it('SITE-1 gives plain localhost and 127.0.0.1 the configured default site', () => {
    expect(resolveSite('localhost:3000').id).toBe('BYBIT');
    expect(resolveSite('localhost:3000', 'EU').id).toBe('EU');
    expect(resolveSite('127.0.0.1:3000', 'TUR').id).toBe('TUR');
    expect(resolveSite('[::1]:3000', 'HKG').id).toBe('HKG');
  });

  it('SITE-1 gives unknown or missing hosts the default site, BYBIT unless configured', () => {
    expect(resolveSite('evil.example.com').id).toBe('BYBIT');
    expect(resolveSite('bybit.com.evil.example').id).toBe('BYBIT');
    expect(resolveSite('evil.example.com', 'NLD').id).toBe('NLD');
    expect(resolveSite(null).id).toBe('BYBIT');
    expect(resolveSite(undefined, 'GEO').id).toBe('GEO');
  });

  it('a production host wins over the configured default', () => {
    expect(resolveSite('www.bybit.com.hk', 'EU').id).toBe('HKG');
  });
});

describe('hostName', () => {
  it('drops the port and lower-cases, keeping IPv6 brackets', () => {
    expect(hostName('WWW.Bybit.com:3000')).toBe('www.bybit.com');
    expect(hostName('[::1]:3000')).toBe('[::1]');
    expect(hostName('localhost')).toBe('localhost');
  });
});

describe('canonicalHostRedirect', () => {
  it('returns null on the canonical production host', () => {
    expect(canonicalHostRedirect(SITES.EU, 'www.bybit.eu')).toBeNull();
  });

  it('sends a secondary production host to the first one', () => {
    expect(canonicalHostRedirect(SITES.EU, 'bybit.eu')).toBe('www.bybit.eu');
    expect(canonicalHostRedirect(SITES.HKG, 'bybit.com.hk')).toBe('www.bybit.com.hk');
  });

  it('sends development hosts to `{dev}.localhost`, keeping the port', () => {
    expect(canonicalHostRedirect(SITES.EU, 'localhost:3000')).toBe('eu.localhost:3000');
    expect(canonicalHostRedirect(SITES.EU, '127.0.0.1:3000')).toBe('eu.localhost:3000');
    expect(canonicalHostRedirect(SITES.EU, 'www.eu.localhost:3000')).toBe('eu.localhost:3000');
    expect(canonicalHostRedirect(SITES.EU, 'localhost')).toBe('eu.localhost');
  });

  it('returns null on the canonical development host', () => {
    expect(canonicalHostRedirect(SITES.EU, 'eu.localhost:3000')).toBeNull();
    expect(canonicalHostRedirect(SITES.EU, 'eu.localhost')).toBeNull();
  });

  it('leaves plain localhost alone for a site without a dev host', () => {
    expect(canonicalHostRedirect(SITES.BYBIT, 'localhost:3000')).toBeNull();
  });
});

describe('redirectOrigin', () => {
  it('MW-4 keeps a development host with its protocol and port', () => {
    expect(redirectOrigin('localhost:3000', 'http:')).toBe('http://localhost:3000');
    expect(redirectOrigin('127.0.0.1:3700', 'http:')).toBe('http://127.0.0.1:3700');
    expect(redirectOrigin('[::1]:3000', 'http:')).toBe('http://[::1]:3000');
    expect(redirectOrigin('EU.localhost:3000', 'http:')).toBe('http://eu.localhost:3000');
    expect(redirectOrigin('www.eu.localhost', 'https:')).toBe('https://www.eu.localhost');
  });

  it('MW-4 sends a production host over https on its default port, whatever the request said', () => {
    expect(redirectOrigin('WWW.bybit.eu', 'http:')).toBe('https://www.bybit.eu');
    expect(redirectOrigin('bybit.com.hk:6666', 'http:')).toBe('https://bybit.com.hk');
  });

  it('MW-4 gives any other Host the default site origin, never the header', () => {
    expect(redirectOrigin('evil.example', 'http:')).toBe('https://www.bybit.com');
    expect(redirectOrigin('evil.example:3000', 'http:', 'EU')).toBe('https://www.bybit.eu');
    expect(redirectOrigin('www.bybit.com.evil.example', 'https:')).toBe('https://www.bybit.com');
    expect(redirectOrigin('evil.localhost:3000', 'http:')).toBe('https://www.bybit.com');
    expect(redirectOrigin('', 'http:')).toBe('https://www.bybit.com');
    expect(redirectOrigin('a@evil.example', 'http:')).toBe('https://www.bybit.com');
  });
});

describe('canonicalHostRedirect and the Host header', () => {
  it('MW-8 keeps no port the client wrote on a production host', () => {
    expect(canonicalHostRedirect(SITES.EU, 'bybit.eu:6666')).toBe('www.bybit.eu');
    expect(canonicalHostRedirect(SITES.EU, 'evil.example:6666')).toBe('www.bybit.eu');
  });
});
