import { describe, expect, it } from 'vitest';

import {
  residenceJumpFor,
  residenceTextKey,
  type ResidenceGuide,
  type ResidenceJumpInput,
} from '@/services/auth/residence-redirect';

const GUIDE: ResidenceGuide = {
  guideConfigs: [
    { siteId: 'EU', country2: ['DE', 'FR', 'IT'] },
    { siteId: 'BYBIT', country2: ['BR', 'VN'] },
    { siteId: 'Default', country2: ['AR'] },
  ],
  showMode: 'popup',
  countries2: ['FR'],
};

const input = (over: Partial<ResidenceJumpInput>): ResidenceJumpInput => ({
  site: 'BYBIT',
  kycCountry: 'DE',
  guide: GUIDE,
  countryCodes: ['DE', 'FR', 'BR', 'NL', 'TR', 'HK', 'AR'],
  oauth: false,
  demo: false,
  ...over,
});

describe('residence-selection redirect (DLG-2)', () => {
  it('DLG-2 a KYC country of another regional site offers the jump there', () => {
    expect(residenceJumpFor(input({ kycCountry: 'DE' }))).toEqual({ target: 'EU', forced: false });
    expect(residenceJumpFor(input({ kycCountry: 'tr' }))).toEqual({ target: 'TUR', forced: false });
    expect(residenceJumpFor(input({ site: 'EU', kycCountry: 'BR' }))).toEqual({ target: 'BYBIT', forced: false });
    expect(residenceJumpFor(input({ site: 'EU', kycCountry: 'AR' }))).toEqual({ target: 'BYBIT', forced: false });
  });

  it('DLG-2 NLD forces the jump, and so do the guide countries2', () => {
    expect(residenceJumpFor(input({ kycCountry: 'NL' }))).toEqual({ target: 'NLD', forced: true });
    expect(residenceJumpFor(input({ site: 'EU', kycCountry: 'NL' }))).toEqual({ target: 'NLD', forced: true });
    expect(residenceJumpFor(input({ kycCountry: 'FR' }))).toEqual({ target: 'EU', forced: true });
  });

  it('DLG-2 HKG never jumps: not from the Hong Kong site, not towards it', () => {
    expect(residenceJumpFor(input({ site: 'HKG', kycCountry: 'DE' }))).toBeNull();
    expect(residenceJumpFor(input({ site: 'HKG', kycCountry: 'NL' }))).toBeNull();
    expect(residenceJumpFor(input({ kycCountry: 'HK' }))).toBeNull();
  });

  it('DLG-2 not shown on OAuth pages, for demo logins, or on the local regional site', () => {
    expect(residenceJumpFor(input({ oauth: true }))).toBeNull();
    expect(residenceJumpFor(input({ demo: true, kycCountry: 'NL' }))).toBeNull();
    expect(residenceJumpFor(input({ site: 'EU', kycCountry: 'DE' }))).toBeNull();
    expect(residenceJumpFor(input({ site: 'TUR', kycCountry: 'TR' }))).toBeNull();
    expect(residenceJumpFor(input({ kycCountry: 'BR' }))).toBeNull();
  });

  it('DLG-2 nothing without a KYC country, for a country nobody lists, or when the guide says none', () => {
    expect(residenceJumpFor(input({ kycCountry: '' }))).toBeNull();
    expect(residenceJumpFor(input({ kycCountry: 'D1' }))).toBeNull();
    expect(residenceJumpFor(input({ kycCountry: 'ZZ' }))).toBeNull();
    expect(residenceJumpFor(input({ guide: { ...GUIDE, showMode: 'none' } }))).toBeNull();
  });

  it('DLG-2 without the guide config the country list decides: listed countries belong to the global site', () => {
    expect(residenceJumpFor(input({ guide: null, site: 'EU', kycCountry: 'BR' }))).toEqual({
      target: 'BYBIT',
      forced: false,
    });
    expect(residenceJumpFor(input({ guide: null, site: 'EU', kycCountry: 'ZZ' }))).toBeNull();
    // the country sites need no list
    expect(residenceJumpFor(input({ guide: null, kycCountry: 'NL' }))).toEqual({ target: 'NLD', forced: true });
  });

  it('DLG-2 the dialog says forced, towards the global site, or towards a regional one', () => {
    expect(residenceTextKey({ target: 'NLD', forced: true })).toBe('forcedText');
    expect(residenceTextKey({ target: 'BYBIT', forced: false })).toBe('globalText');
    expect(residenceTextKey({ target: 'EU', forced: false })).toBe('text');
  });
});
