import { expect, test, type Page } from './support/test';

async function openLanguageMenu(page: Page) {
  await page.locator('.language-menu-button').click();
  await expect(page.locator('.language-menu-list')).toBeVisible();
}

function siteUrl(site: string, path: string, basePort: string): string {
  return `http://${site}.localhost:${basePort}${path}`;
}

test.describe('regional sites by host', () => {
  // a browser language none of these sites offers, so the site default shows
  test.use({ locale: 'ja-JP', extraHTTPHeaders: { 'Accept-Language': 'ja-JP' } });
  let webPort = '3100';
  test.beforeEach(({ baseURL }) => {
    webPort = new URL(baseURL ?? 'http://localhost:3100').port;
  });

  test('SITE-1 SITE-6 MW-3 hk.localhost is Hong Kong: zh-HK by default, only zh-HK and en-HK', async ({ page }) => {
    await page.goto(siteUrl('hk', '/', webPort));
    expect(new URL(page.url()).pathname).toBe('/zh-HK/login');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-HK');
    await openLanguageMenu(page);
    const options = page.locator('.language-menu-list a');
    await expect(options).toHaveCount(2);
    expect(await options.evaluateAll((as) => as.map((a) => a.getAttribute('data-locale')))).toEqual(['zh-HK', 'en-HK']);
    await page.goto(siteUrl('hk', '/en/login', webPort));
    expect(new URL(page.url()).pathname).toBe('/en-HK/login');
    await page.goto(siteUrl('hk', '/ja-JP/login', webPort));
    expect(new URL(page.url()).pathname).toBe('/zh-HK/login');
  });

  test('SITE-2 SITE-6 eu.localhost is the EU site: en-EU default and its 13 languages', async ({ page }) => {
    await page.goto(siteUrl('eu', '/', webPort));
    expect(new URL(page.url()).pathname).toBe('/en-EU/login');
    await openLanguageMenu(page);
    await expect(page.locator('.language-menu-list a')).toHaveCount(13);
  });

  test('MW-8 on the EU site en-NL/nl-NL become en-EU/nl-EU and register pages move to the EU host', async ({
    page,
  }) => {
    await page.goto(siteUrl('eu', '/nl-NL/register?affiliate=1', webPort));
    expect(new URL(page.url()).pathname).toBe('/nl-EU/register');
    await page.goto(siteUrl('eu', '/en-NL/login', webPort));
    expect(new URL(page.url()).pathname).toBe('/en-EU/login');
    await page.goto(siteUrl('www.eu', '/en-EU/register?x=2', webPort));
    const url = new URL(page.url());
    expect(url.hostname).toBe('eu.localhost');
    expect(url.pathname + url.search).toBe('/en-EU/register?x=2');
  });

  test('SITE-9 the Turkish site offers only Turkish and English', async ({ page }) => {
    await page.goto(siteUrl('tr', '/', webPort));
    expect(new URL(page.url()).pathname).toBe('/tr-TUR/login');
    await expect(page.locator('html')).toHaveAttribute('lang', 'tr-TR');
    await openLanguageMenu(page);
    expect(
      await page.locator('.language-menu-list a').evaluateAll((as) => as.map((a) => a.getAttribute('data-locale'))),
    ).toEqual(['tr-TUR', 'en-TR']);
  });

  test('MW-3 Kazakhstan defaults to ru-KAZ', async ({ page }) => {
    await page.goto(siteUrl('kz', '/', webPort));
    expect(new URL(page.url()).pathname).toBe('/ru-KAZ/login');
  });

  test('SITE-5 the UAE site offers ar-ARE right-to-left', async ({ page }) => {
    await page.goto(siteUrl('ae', '/ar-ARE/login', webPort));
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  });
});
