import arAuth from '../public/locales/ar-SA/auth.json';
import arDialogs from '../public/locales/ar-SA/dialogs.json';
import arSignup from '../public/locales/ar-SA/register.json';
import enAuth from '../public/locales/en/auth.json';
import enDialogs from '../public/locales/en/dialogs.json';
import enSignup from '../public/locales/en/register.json';
import zhAuth from '../public/locales/zh-TW/auth.json';
import zhDialogs from '../public/locales/zh-TW/dialogs.json';
import zhSignup from '../public/locales/zh-TW/register.json';
import { apiAccountSignedIn } from './support/api-account';
import { API, emailField, logIn, PASSWORD, uniqueEmail } from './support/auth';
import { violations } from './support/axe';
import { PORTS } from './support/ports';
import { expect, test } from './support/test';

const LOCALES = ['en', 'zh-TW', 'ar-SA'] as const;
const TEXTS = {
  en: { auth: enAuth, signup: enSignup, dialogs: enDialogs },
  'zh-TW': { auth: zhAuth, signup: zhSignup, dialogs: zhDialogs },
  'ar-SA': { auth: arAuth, signup: arSignup, dialogs: arDialogs },
} as const;

// every route's own check (SITE-5) runs with its layout's in e2e/routes.spec.ts, on the same page load

test.describe('the states a person meets pass axe-core WCAG 2.2 AA', () => {
  for (const locale of LOCALES) {
    const { auth, signup, dialogs } = TEXTS[locale];

    test(`REG-1 ${locale} the registration code step, light (register) and dark (sign-up)`, async ({ page }) => {
      for (const path of ['/register', '/sign-up']) {
        await page.goto(`/${locale}${path}`);
        await emailField(page, auth).fill(uniqueEmail('a11y-code'));
        await page.getByRole('button', { name: auth.actions.continue, exact: true }).click();
        await expect(page.getByRole('heading', { name: signup.register.codeTitle })).toBeVisible({ timeout: 15_000 });
        expect(await violations(page)).toEqual([]);
      }
    });

    test(`LOGIN-5 ${locale} an inline error by the password field`, async ({ page }) => {
      await page.goto(`/${locale}/login`);
      await logIn(page, uniqueEmail('a11y-inline'), 'Wrong42password', auth);
      const password = page.getByLabel(auth.fields.password, { exact: true });
      await expect(password).toHaveAttribute('aria-invalid', 'true', { timeout: 15_000 });
      expect(await violations(page)).toEqual([]);
    });

    test(`LOGIN-12 DLG-8 ${locale} the ban dialog open`, async ({ page, request }) => {
      const email = uniqueEmail('a11y-ban');
      await apiAccountSignedIn(page.request, email, PASSWORD);
      await page.goto(`/${locale}/dashboard`);
      // the stand-in page where a login ends (outside production) is a page a person sees too
      expect(await violations(page)).toEqual([]);
      await page.context().clearCookies();
      const ban = await request.put(`${API}/x-api/dev/account-ban`, {
        data: { email, banned: true, self_help: true, banned_seconds_ago: 3600 },
      });
      expect(ban.ok()).toBe(true);
      await page.goto(`/${locale}/login`);
      await logIn(page, email, PASSWORD, auth);
      const dialog = page.getByRole('dialog', { name: dialogs.banned.title });
      await expect(dialog).toBeVisible({ timeout: 15_000 });
      // antd's open animation fades the dialog in: measure it as it stays
      await expect(dialog).toHaveCSS('opacity', '1');
      await page.waitForTimeout(400);
      expect(await violations(page)).toEqual([]);
    });

    test(`SITE-4 ${locale} the language menu open`, async ({ page }) => {
      await page.goto(`/${locale}/login`);
      const menu = page.locator('.language-menu-button');
      await menu.click();
      await expect(menu).toHaveAttribute('aria-expanded', 'true');
      expect(await violations(page)).toEqual([]);
    });

    test(`ERR-2 ${locale} a toast shown`, async ({ page }) => {
      // a start-up call that fails with a code no field owns: the toast is the right place for it
      await page.route('**/x-api/**/static-config**', (route) =>
        route.fulfill({ json: { ret_code: 10001, ret_msg: 'params error', result: null, time_now: '0' } }),
      );
      await page.goto(`/${locale}/login`);
      await expect(page.locator('.toast')).toBeVisible({ timeout: 15_000 });
      expect(await violations(page)).toEqual([]);
    });
  }

  test('ROUTE-1 the not-found page', async ({ page }) => {
    for (const locale of LOCALES) {
      const response = await page.goto(`/${locale}/no-such-page`);
      expect(response?.status()).toBe(404);
      expect(await violations(page)).toEqual([]);
    }
  });

  test('HTTP-8 the notice shown while the api is unreachable', async ({ page }) => {
    await page.goto(`http://localhost:${PORTS.webWithoutApi}/en/login`);
    await expect(page.getByTestId('service-notice')).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });
});
