import { describe, expect, it } from 'vitest';

import { SITE_IDS } from '@/config/sites';
import { bonusAmountOf, bonusBannerKey } from '@/features/registration/bonus-key';

describe('bonusBannerKey', () => {
  it('REG-12 the EU site reads the EU bonus banner', () => {
    expect(bonusBannerKey('EU')).toBe('signup_bonus_eu');
  });

  it('REG-12 every other site reads the default bonus banner', () => {
    for (const site of SITE_IDS.filter((s) => s !== 'EU')) expect(bonusBannerKey(site)).toBe('signup_bonus');
  });
});

describe('bonusAmountOf', () => {
  const banner = (key: string, content: string) => ({ key, language: 'en', title: '', content, link: '' });
  const banners = [banner('signup_bonus', '$50'), banner('signup_bonus_eu', '$30')];

  it("REG-12 the site's own banner gives the amount", () => {
    expect(bonusAmountOf(banners, 'BYBIT')).toBe('$50');
    expect(bonusAmountOf(banners, 'EU')).toBe('$30');
  });

  it('REG-12 no banner for the site, or an empty one, is no bonus', () => {
    expect(bonusAmountOf([banner('signup_bonus_eu', '$30')], 'BYBIT')).toBeNull();
    expect(bonusAmountOf([banner('signup_bonus', '')], 'BYBIT')).toBeNull();
  });
});
