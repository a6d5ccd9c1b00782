import { ROUTES, layoutForPath } from '@/config/routes';

import { violations } from './support/axe';
import { expect, test } from './support/test';

const LOCALES = ['en', 'zh-TW', 'ar-SA'] as const;

test.describe('every route renders with its layout', () => {
  // a read-only sweep: its tests may run on any worker, side by side
  test.describe.configure({ mode: 'parallel' });
  for (const locale of LOCALES) {
    for (const route of ROUTES) {
      test(`ROUTE-1 ROUTE-2 ROUTE-3 ROUTE-4 LAYOUT-1 LAYOUT-2 LAYOUT-3 SITE-5 ${locale}${route.path}`, async ({
        page,
      }) => {
        const response = await page.goto(`/${locale}${route.path}`);
        expect(response?.status()).toBe(200);
        const html = page.locator('html');
        await expect(html).toHaveAttribute('lang', locale);
        await expect(html).toHaveAttribute('dir', locale === 'ar-SA' ? 'rtl' : 'ltr');
        await expect(html).toHaveAttribute('data-platform', 'pc');
        // OAUTH-6: the log-out page logs out and goes on to the OAuth login by itself (same layout):
        // read its heading and title once it has, not across the navigation
        if (route.path === '/oauth-log-out') await page.waitForURL(`**/${locale}/oauth-login`);

        const heading = page.getByRole('heading', { level: 1 });
        await expect(heading).toBeVisible();
        const title = (await heading.textContent()) ?? '';
        expect(title.length).toBeGreaterThan(1);
        await expect(page).toHaveTitle(new RegExp(title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));

        const layout = layoutForPath(route.path);
        const header = page.getByTestId('site-header');
        if (layout.header === 'none') await expect(header).toHaveCount(0);
        else if (layout.header === 'visually-hidden') {
          await expect(header).toHaveCount(1);
          const box = await header.boundingBox();
          expect(box === null || (box.width <= 1 && box.height <= 1)).toBe(true);
        } else await expect(header).toBeVisible();
        await expect(page.getByTestId('site-footer')).toHaveCount(layout.copyrightFooter ? 1 : 0);
        await expect(page.getByTestId('cookie-notice')).toHaveCount(layout.cookieNotice ? 1 : 0);
        // issue 25: a campaign's look opens dark; elsewhere the system's preference (the test browser's is light)
        await expect(page.locator('html')).toHaveAttribute('data-theme', layout.theme === 'dark' ? 'dark' : 'light');
        // issue 25: every page has a header, the site's or the slim brand bar
        await expect(page.getByRole('banner')).toBeVisible();
        // SITE-5: the same page, once it has settled, has no WCAG 2.2 A/AA violation (one load for both checks)
        await page.waitForLoadState('networkidle');
        expect(await violations(page)).toEqual([]);
      });
    }
  }
});

test('LAYOUT-4 sign-up and friend-invite are dark, login is light', async ({ page }) => {
  const background = async (path: string) => {
    await page.goto(path);
    return page.locator('.app-shell').evaluate((el) => getComputedStyle(el).backgroundColor);
  };
  const light = await background('/en/login');
  const signUp = await background('/en/sign-up');
  const invite = await background('/en/friend-invite');
  expect(signUp).not.toBe(light);
  expect(invite).toBe(signUp);
  const [r, g, b] = (signUp.match(/\d+/g) ?? []).map(Number);
  expect(r + g + b).toBeLessThan(150);
});

test('SITE-5 ar-SA mirrors the layout: the language menu sits on the left', async ({ page }) => {
  await page.goto('/ar-SA/login');
  const logo = await page.locator('.site-logo').boundingBox();
  const menu = await page.locator('.language-menu-button').boundingBox();
  expect(logo && menu && menu.x < logo.x).toBe(true);
  await page.goto('/en/login');
  const logoLtr = await page.locator('.site-logo').boundingBox();
  const menuLtr = await page.locator('.language-menu-button').boundingBox();
  expect(logoLtr && menuLtr && menuLtr.x > logoLtr.x).toBe(true);
});

test('ROUTE-6 unknown paths get a translated 404 page', async ({ page }) => {
  const en = await page.goto('/en/no-such-page');
  expect(en?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  const zh = await page.goto('/zh-TW/no-such-page');
  expect(zh?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Page not found');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-TW');
});
