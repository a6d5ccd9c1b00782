import { appBannerAllowed } from '@/config/routes';

import { DESKTOP, PHONE } from './support/devices';
import { expect, test } from './support/test';

/**
 * Issue 25: visual regression. Each sign-in page, at a desktop's and a
 * phone's size, light and dark, English and Arabic, against its reference
 * picture (e2e/__screenshots__), within a tolerance: a layout that breaks
 * fails the build. What differs from run to run by design is masked: the QR
 * code (a new one each time) and the copyright's year.
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

for (const [device, options] of Object.entries(DEVICES)) {
  for (const theme of ['light', 'dark'] as const) {
    for (const locale of ['en', 'ar-SA'] as const) {
      test(`${device} ${theme} ${locale}: the sign-in pages look as their references`, async ({ browser }) => {
        test.setTimeout(120_000);
        // the person's choice, as the header's switch stores it: the campaign pages too are in this theme
        const context = await browser.newContext({ ...options, colorScheme: theme });
        await context.addInitScript((chosen) => localStorage.setItem('theme', chosen), theme);
        const page = await context.newPage();
        for (const [name, path] of Object.entries(PAGES)) {
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
        }
        await context.close();
      });
    }
  }
}
