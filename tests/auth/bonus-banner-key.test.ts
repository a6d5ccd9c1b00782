import { describe, expect, it } from 'vitest';

import { SITE_IDS } from '@/config/sites';
import { bonusBannerKey } from '@/features/registration/bonus-key';

describe('bonusBannerKey', () => {
  it('REG-12 the EU site reads the EU bonus banner', () => {
    expect(bonusBannerKey('EU')).toBe('signup_bonus_eu');
  });

  it('REG-12 every other site reads the default bonus banner', () => {
    for (const site of SITE_IDS.filter((s) => s !== 'EU')) expect(bonusBannerKey(site)).toBe('signup_bonus');
  });
});
