import { describe, expect, it } from 'vitest';

import { SITE_IDS } from '@/config/sites';
import { bonusAmountOf, bonusBannerKey, bonusTextOf } from '@/features/registration/bonus-key';

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

  it("REG-12 the site's own banner gives the amount, in its one currency", () => {
    expect(bonusAmountOf(banners, 'BYBIT')).toEqual({ value: 50, currency: 'USD' });
    expect(bonusAmountOf(banners, 'EU')).toEqual({ value: 30, currency: 'USD' });
  });

  it('REG-12 no banner for the site, an empty one, or one that is no amount, is no bonus', () => {
    expect(bonusAmountOf([banner('signup_bonus_eu', '$30')], 'BYBIT')).toBeNull();
    expect(bonusAmountOf([banner('signup_bonus', '')], 'BYBIT')).toBeNull();
    expect(bonusAmountOf([banner('signup_bonus', 'a big bonus')], 'BYBIT')).toBeNull();
  });
});

describe('bonusTextOf', () => {
  const banners = [{ key: 'signup_bonus', language: 'en', title: '', content: '$50', link: '' }];

  it.each([
    ['en', '$50'],
    ['ar-SA', '\u200f٥٠\u00a0\u2066US$\u2069'],
    ['ru-RU', '50\u00a0$'],
    ['ko-KR', '$50'],
  ])("REG-12 the bonus is written in the page's language: %s reads %j", (locale, text) => {
    expect(bonusTextOf(banners, 'BYBIT', locale)).toBe(text);
  });

  it('REG-12 no amount, no text', () => {
    expect(bonusTextOf([], 'BYBIT', 'en')).toBeNull();
  });
});
