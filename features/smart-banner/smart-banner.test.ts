import { describe, expect, it } from 'vitest';

import { SMART_BANNER_DELAY_MS, SMART_BANNER_SNOOZE_MS } from '@/config/furniture';
import { closedAtOf, downloadHref, smartBannerWanted } from '@/features/smart-banner/smart-banner';

const NOW = 1_800_000_000_000;

describe('smart banner (UI-2)', () => {
  it('UI-2 shows after 1000 ms', () => {
    expect(SMART_BANNER_DELAY_MS).toBe(1_000);
  });

  it('UI-2 is for phones outside the app only', () => {
    expect(smartBannerWanted({ platform: 'mobile', insideApp: false, closedAt: null, now: NOW })).toBe(true);
    expect(smartBannerWanted({ platform: 'pc', insideApp: false, closedAt: null, now: NOW })).toBe(false);
    expect(smartBannerWanted({ platform: 'mobile', insideApp: true, closedAt: null, now: NOW })).toBe(false);
  });

  it('UI-2 a closed banner stays closed on the device for the snooze time', () => {
    const base = { platform: 'mobile', insideApp: false, now: NOW } as const;
    expect(smartBannerWanted({ ...base, closedAt: NOW - 1_000 })).toBe(false);
    expect(smartBannerWanted({ ...base, closedAt: NOW - SMART_BANNER_SNOOZE_MS })).toBe(true);
    // a closing time in the future (a clock changed) does not hide it for ever
    expect(smartBannerWanted({ ...base, closedAt: NOW + 60_000 })).toBe(true);
  });

  it('UI-2 reads only a stored number as the closing time', () => {
    expect(closedAtOf(String(NOW))).toBe(NOW);
    for (const bad of [null, '', 'yesterday', '-5', '1e12']) expect(closedAtOf(bad)).toBeNull();
  });

  it('UI-2 leads to the download page in the page language', () => {
    expect(downloadHref('ar-SA')).toBe('/ar-SA/download');
  });
});
