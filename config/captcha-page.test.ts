import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import * as all from './captcha';
import * as page from './captcha-page';

/** The modules of the sign-in pages' first load that name a captcha scene or the unavailable message. */
const FIRST_LOAD = [
  'features/login/login-flow.ts',
  'features/login/use-third-party-return.ts',
  'features/registration/use-registration.ts',
  'features/recovery/use-recovery-form.ts',
  'features/telegram/use-mini-app-sign-in.ts',
  'services/captcha/errors.ts',
];

describe('config/captcha-page (issue 40: the captcha facts of a first load)', () => {
  it('CAP-6, CAP-2: config/captcha hands out the very same scenes and message', () => {
    expect(all.CAPTCHA_SCENES).toBe(page.CAPTCHA_SCENES);
    expect(all.CAPTCHA_UNAVAILABLE_MESSAGE).toBe(page.CAPTCHA_UNAVAILABLE_MESSAGE);
    expect([...all.ALL_CAPTCHA_SCENES].sort()).toEqual(Object.values(page.CAPTCHA_SCENES).sort());
  });

  it('the first load takes no value from config/captcha (its providers, fallbacks and timings load with the captcha)', () => {
    for (const file of FIRST_LOAD) {
      const source = readFileSync(join(process.cwd(), file), 'utf8');
      const valueImports = source.match(/^import (?!type )[^;]*from '@\/config\/captcha';/gm) ?? [];
      expect({ file, valueImports }).toEqual({ file, valueImports: [] });
    }
  });
});
