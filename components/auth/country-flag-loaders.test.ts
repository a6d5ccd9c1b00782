import { getCountries } from 'libphonenumber-js/mobile';
import { describe, expect, it } from 'vitest';

import { FLAG_LOADERS } from '@/components/auth/country-flag-loaders';

describe('FLAG_LOADERS', () => {
  it('LOGIN-2 REG-9 has a flag for every country a mobile number can be given for, and for no other', () => {
    expect(Object.keys(FLAG_LOADERS).sort()).toEqual([...getCountries()].sort());
  });

  it.each(['GB', 'AE', 'JP'])('LOGIN-2 REG-9 loads the %s flag as SVG markup', async (code) => {
    const svg = (await FLAG_LOADERS[code]()).default;
    expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 \d+ \d+"/);
  });
});
