import { describe, expect, it } from 'vitest';

import { deviceParts, maskAddress } from './device-label';

describe('maskAddress', () => {
  it.each([
    ['203.0.113.9', '203.0.113.*'],
    ['::ffff:198.51.100.20', '198.51.100.*'],
    ['2001:db8:85a3:8d3:1319:8a2e:370:7348', '2001:db8:85a3:*'],
    ['2001:0db8::1', '2001:db8:0:*'],
    ['::1', '::1'],
    ['::', '0:0:0:*'],
    ['', ''],
    ['not an address', ''],
  ])('LOGIN-7 %s is shown to the confirming device as %s', (address, masked) => {
    expect(maskAddress(address)).toBe(masked);
  });
});

describe('deviceParts', () => {
  it.each([
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
      { browser: 'Chrome', os: 'Windows' },
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      { browser: 'Mobile Safari', os: 'iOS' },
    ],
    ['Mozilla/5.0 (X11; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0', { browser: 'Firefox', os: 'Linux' }],
    ['curl/8.5.0', { browser: '', os: '' }],
    [undefined, { browser: '', os: '' }],
  ])('issue 36 item 8 the sessions list keeps %s as %o, each page joining them in its language', (agent, parts) => {
    expect(deviceParts(agent)).toEqual(parts);
  });
});
