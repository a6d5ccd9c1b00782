import { describe, expect, it } from 'vitest';

import { adScriptOrigin, shouldLoadAdScript, shouldLoadMonitorScript } from '@/features/routing/ad-script';

const AD_URL = 'https://ads.example.com/tag.js?id=1';

describe('shouldLoadAdScript', () => {
  it('MW-9 loads on /register and /sign-up of the global site when a URL is configured', () => {
    expect(shouldLoadAdScript('BYBIT', '/register', AD_URL)).toBe(true);
    expect(shouldLoadAdScript('BYBIT', '/sign-up', AD_URL)).toBe(true);
  });

  it('MW-9 never loads on the EU site', () => {
    expect(shouldLoadAdScript('EU', '/register', AD_URL)).toBe(false);
    expect(shouldLoadAdScript('EU', '/sign-up', AD_URL)).toBe(false);
  });

  it('MW-9 does not load without a configured URL', () => {
    expect(shouldLoadAdScript('BYBIT', '/register', '')).toBe(false);
    expect(shouldLoadAdScript('BYBIT', '/sign-up', '')).toBe(false);
  });

  it('MW-9 does not load on login or other non-register pages', () => {
    expect(shouldLoadAdScript('BYBIT', '/login', AD_URL)).toBe(false);
    expect(shouldLoadAdScript('BYBIT', '/oauth', AD_URL)).toBe(false);
    expect(shouldLoadAdScript('BYBIT', '/friend-invite', AD_URL)).toBe(false);
  });
});

describe('adScriptOrigin', () => {
  it('gives the origin of a valid URL', () => {
    expect(adScriptOrigin(AD_URL)).toBe('https://ads.example.com');
    expect(adScriptOrigin('http://127.0.0.1:8080/ad.js')).toBe('http://127.0.0.1:8080');
  });

  it('MW-9 gives null for a malformed or absent URL instead of throwing', () => {
    expect(adScriptOrigin('not a url')).toBeNull();
    expect(adScriptOrigin('//missing-scheme/ad.js')).toBeNull();
    expect(adScriptOrigin('')).toBeNull();
  });
});

describe('monitoring script (SEC-6)', () => {
  it('SEC-6 the monitoring client loads on the main site only, from a well-formed URL', () => {
    expect(shouldLoadMonitorScript('BYBIT', 'https://monitor.example/m.js')).toBe(true);
    expect(shouldLoadMonitorScript('EU', 'https://monitor.example/m.js')).toBe(false);
    expect(shouldLoadMonitorScript('HKG', 'https://monitor.example/m.js')).toBe(false);
    expect(shouldLoadMonitorScript('BYBIT', '')).toBe(false);
    expect(shouldLoadMonitorScript('BYBIT', 'not a url')).toBe(false);
  });
});
