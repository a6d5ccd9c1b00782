import { appBannerAllowed } from '@/config/routes';

import arCommon from '../public/locales/ar-SA/common.json';
import enCommon from '../public/locales/en/common.json';
import { violations } from './support/axe';
import { DESKTOP, PHONE } from './support/devices';
import { expectHeaderAndNothingCovered } from './support/layout';
import { expect, test } from './support/test';

/**
 * Issue 25: the sign-in pages' sweep, one page load for every check. Each
 * sign-in page, at a desktop's and a phone's size, light and dark, English
 * and Arabic:
 * - looks as its reference picture (e2e/__screenshots__), within a
 *   tolerance: a layout that breaks fails the build. What differs from run
 *   to run by design is masked: the QR code (a new one each time) and the
 *   copyright's year.
 * - passes axe-core WCAG 2.2 AA (SITE-5) in that theme and at that size;
 * - has its header, and nothing under a fixed element (LAYOUT-1, UI-1,
 *   UI-2: the phone's app banner included).
 * `npx playwright test e2e/visual.spec.ts --update-snapshots` takes new
 * references after an intended change; look at each before committing it.
 */
const PAGES = {
  login: '/login',
  register: '/register',
  'sign-up': '/sign-up',
  'oauth-login': '/oauth-login?client_id=demo-client&response_type=code&scope=openid&state=visual',
  'friend-invite': '/friend-invite',
  'self-unblock': '/self-unblock',
} as const;
const DEVICES = { desktop: DESKTOP, phone: PHONE } as const;
const COMMON = { en: enCommon, 'ar-SA': arCommon } as const;

// a read-only sweep: its tests may run on any worker, side by side
test.describe.configure({ mode: 'parallel' });

for (const [device, options] of Object.entries(DEVICES)) {
  for (const theme of ['light', 'dark'] as const) {
    for (const locale of ['en', 'ar-SA'] as const) {
      for (const [name, path] of Object.entries(PAGES)) {
        test(`SITE-5 LAYOUT-1 UI-1 UI-2 ${device} ${theme} ${locale} ${name}: looks as its reference, passes axe, has its header and nothing under a fixed element`, async ({
          browser,
        }) => {
          // the person's choice, as the header's switch stores it: the campaign pages too are in this theme
          const context = await browser.newContext({ ...options, colorScheme: theme });
          await context.addInitScript((chosen) => localStorage.setItem('theme', chosen), theme);
          const page = await context.newPage();
          const where = `${device} ${theme} ${locale}${path}`;
          await page.goto(`/${locale}${path}`);
          await page.waitForLoadState('networkidle');
          // the register layout's panel waits for its variant (LAYOUT-5); the phone's app banner comes after a second
          await expect(page.locator('[data-variant="loading"]')).toHaveCount(0);
          if (device === 'phone' && appBannerAllowed(path.split('?')[0])) {
            await expect(page.getByTestId('smart-banner')).toBeVisible();
          }
          await expect(page).toHaveScreenshot(`${name}-${device}-${theme}-${locale}.png`, {
            mask: [page.locator('.login-qr-column'), page.locator('.site-footer p')],
            animations: 'disabled',
            caret: 'hide',
            maxDiffPixelRatio: 0.01,
          });
          expect(await violations(page), where).toEqual([]);
          await expectHeaderAndNothingCovered(page, COMMON[locale], where);
          await context.close();
        });
      }
    }
  }
}
