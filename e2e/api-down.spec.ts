import { expect, test } from '@playwright/test';

import en from '../public/locales/en/errors.json';
import zh from '../public/locales/zh-TW/errors.json';

test.describe('the web without its api', () => {
  test.use({ baseURL: `http://localhost:${Number(process.env.E2E_WEB_PORT || 3100) + 2}` });

  for (const [locale, texts] of [
    ['en', en],
    ['zh-TW', zh],
  ] as const) {
    test(`HTTP-9 ERR-2 a page whose api is stopped shows a translated error in ${locale} and keeps working`, async ({
      page,
    }) => {
      const response = await page.goto(`/${locale}/login`);
      expect(response?.status()).toBe(200);
      const toast = page.locator('.toast');
      await expect(toast.first()).toBeVisible();
      await expect(toast.first()).toContainText(texts.serviceUnavailable);
      // one cause, one message
      await expect(toast).toHaveCount(1);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const menu = page.locator('.language-menu-button');
      await menu.click();
      await expect(menu).toHaveAttribute('aria-expanded', 'true');
    });
  }
});

test('HTTP-8 a network failure in the browser shows the translated network error', async ({ page }) => {
  await page.route('**/x-api/**', (route) => route.abort('connectionrefused'));
  await page.goto('/en/login');
  await expect(page.locator('.toast').first()).toContainText(`-200: ${en.codes['-200']}`);
});

test('the start-up calls succeed against the real api: no error toast', async ({ page }) => {
  const answers: number[] = [];
  page.on('response', (res) => {
    if (res.url().includes('/x-api/')) answers.push(res.status());
  });
  await page.goto('/en/login');
  await expect.poll(() => answers.length).toBeGreaterThanOrEqual(3);
  expect(answers.every((s) => s === 200)).toBe(true);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.toast')).toHaveCount(0);
});

test('SITE-3 the errors texts load from /locales/{lng}/errors.json, retried after a failure', async ({
  page,
  baseURL,
}) => {
  let attempts = 0;
  await page.route('**/locales/zh-TW/errors.json', async (route) => {
    attempts += 1;
    if (attempts === 1) return route.fulfill({ status: 503, body: 'busy' });
    return route.continue();
  });
  await page.route('**/x-api/**', (route) => route.abort('connectionrefused'));
  // zh-HK (Hong Kong site) reads the zh-TW files
  const port = new URL(baseURL ?? 'http://localhost:3100').port;
  await page.goto(`http://hk.localhost:${port}/zh-HK/login`);
  await expect(page.locator('.toast').first()).toContainText(`-200: ${zh.codes['-200']}`);
  expect(attempts).toBeGreaterThanOrEqual(2);
});
