import { describe, expect, it } from 'vitest';

import { readPending, thirdPartyOptions } from '@/components/auth/thirdparty';
import { attributionOf, returnPath } from '@/components/auth/thirdparty-start';

describe('LOGIN-6 third-party sign-in (pure)', () => {
  it('LOGIN-6 the offered providers come from the web config; none when absent or unreadable', () => {
    expect(thirdPartyOptions('[{"name":"google","label":"Google"},{"name":"apple"}]')).toEqual([
      { name: 'google', label: 'Google' },
      { name: 'apple', label: 'apple' },
    ]);
    expect(thirdPartyOptions(undefined)).toEqual([]);
    expect(thirdPartyOptions('[')).toEqual([]);
    expect(thirdPartyOptions('{"name":"google"}')).toEqual([]);
    expect(thirdPartyOptions('[{"name":"Bad Name"},{"label":"x"},null]')).toEqual([]);
  });

  it('ROUTE-2 the Turkish pages come back to /tr-authorized, every other to /authorized', () => {
    expect(returnPath('/tr-login')).toBe('/tr-authorized');
    expect(returnPath('/tr-register')).toBe('/tr-authorized');
    expect(returnPath('/login')).toBe('/authorized');
    expect(returnPath('/register')).toBe('/authorized');
  });

  it('REDIR-11 only the attribution fields of the query travel with the sign-in', () => {
    expect(attributionOf('?ref=R1&affiliate_id=9&redirect_url=/x&utmsource=mail')).toEqual({
      ref: 'R1',
      affiliate_id: '9',
      utmsource: 'mail',
    });
    expect(attributionOf('')).toEqual({});
  });

  it('LOGIN-6 a pending sign-in is read back for ten minutes; anything else is none', () => {
    const now = 1_800_000_000_000;
    const pending = { provider: 'devid', label: 'Dev ID', lang: 'ar-SA', search: '?ref=R1', startedAt: now - 60_000 };
    expect(readPending(JSON.stringify(pending), now)).toEqual(pending);
    expect(readPending(JSON.stringify({ ...pending, startedAt: now - 11 * 60_000 }), now)).toBeNull();
    expect(readPending(JSON.stringify({ ...pending, search: 'javascript:x' }), now)).toEqual({
      ...pending,
      search: '',
    });
    expect(readPending('{', now)).toBeNull();
    expect(readPending(null, now)).toBeNull();
  });
});
