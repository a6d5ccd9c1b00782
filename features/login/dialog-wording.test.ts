import { describe, expect, it } from 'vitest';

import { regionName, utcTime } from '@/features/login/dialog-wording';

describe('utcTime', () => {
  const end = new Date(Date.UTC(2026, 10, 23, 14, 5));

  it('LOGIN-12 the end of a ban reads in UTC, in the page language, regional locales included', () => {
    expect(utcTime(end, 'en')).toMatch(/2026.*2:05\s?PM UTC$/);
    expect(utcTime(end, 'tr-TUR')).toMatch(/2026.*14:05 UTC$/);
    expect(utcTime(end, 'zh-TW')).toMatch(/UTC$/);
  });
});

describe('regionName', () => {
  it('DLG-2 a country is named in the page language, an unknown code as it is, none as nothing', () => {
    expect(regionName('DE', 'en')).toBe('Germany');
    expect(regionName('ZZ-NOT-A-CODE', 'en')).toBe('ZZ-NOT-A-CODE');
    expect(regionName('', 'en')).toBe('');
  });
});
