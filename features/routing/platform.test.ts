import { describe, expect, it } from 'vitest';

import { detectPlatform } from '@/features/routing/platform';

const UA = {
  iPhone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  android:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
  iPad: 'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1',
  desktopChrome:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  macSafari:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_4) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
};

describe('detectPlatform', () => {
  it('MW-2 an iPhone is mobile', () => {
    expect(detectPlatform(UA.iPhone)).toBe('mobile');
  });

  it('MW-2 an Android phone is mobile', () => {
    expect(detectPlatform(UA.android)).toBe('mobile');
  });

  it('MW-2 an iPad (tablet) is mobile', () => {
    expect(detectPlatform(UA.iPad)).toBe('mobile');
  });

  it('MW-2 desktop browsers are pc', () => {
    expect(detectPlatform(UA.desktopChrome)).toBe('pc');
    expect(detectPlatform(UA.macSafari)).toBe('pc');
  });

  it('MW-2 an empty or missing user agent is pc', () => {
    expect(detectPlatform('')).toBe('pc');
    expect(detectPlatform(null)).toBe('pc');
    expect(detectPlatform(undefined)).toBe('pc');
  });
});
