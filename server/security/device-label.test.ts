import { describe, expect, it } from 'vitest';

import { maskAddress } from './device-label';

describe('maskAddress', () => {
  it.each([
    ['203.0.113.9', '203.0.113.*'],
    ['::ffff:198.51.100.20', '198.51.100.*'],
    ['2001:db8:85a3:8d3:1319:8a2e:370:7348', '2001:db8:85a3:*'],
    ['2001:0db8::1', '2001:db8:0:*'],
    ['::1', '0:0:0:*'],
    ['', ''],
    ['not an address', ''],
  ])('LOGIN-7 %s is shown to the confirming device as %s', (address, masked) => {
    expect(maskAddress(address)).toBe(masked);
  });
});
