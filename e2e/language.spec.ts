import { uniqueEmail } from './support/auth';
import { PORTS } from './support/ports';
import { expect, test } from './support/test';

test('MW-4 the root redirects to /en/login, un-prefixed paths keep their query', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/en\/login$/);
  await page.goto('/register?ref=abc&x=1');
  expect(new URL(page.url()).pathname).toBe('/en/register');
  expect(new URL(page.url()).search).toBe('?ref=abc&x=1');
});

test('MW-5 /register with affiliate_id lands on sign-up with the same query', async ({ page }) => {
  await page.goto('/register?affiliate_id=12345&group_id=7');
  const url = new URL(page.url());
  expect(url.pathname).toBe('/en/sign-up');
  expect(url.searchParams.get('affiliate_id')).toBe('12345');
  expect(url.searchParams.get('group_id')).toBe('7');
});

test('MW-3 SITE-7 the browser language picks the prefix; ko-KR goes to English', async ({ browser }) => {
  const ja = await browser.newContext({ locale: 'ja-JP', extraHTTPHeaders: { 'Accept-Language': 'ja-JP,ja;q=0.9' } });
  const jaPage = await ja.newPage();
  await jaPage.goto('/login');
  expect(new URL(jaPage.url()).pathname).toBe('/ja-JP/login');
  await ja.close();
  const ko = await browser.newContext({ extraHTTPHeaders: { 'Accept-Language': 'ko-KR' } });
  const koPage = await ko.newPage();
  await koPage.goto('/login');
  expect(new URL(koPage.url()).pathname).toBe('/en/login');
  await ko.close();
});

test('SITE-4 SITE-8 the header language menu switches language and remembers it', async ({ page, context }) => {
  await page.goto('/en/login?ref=keep');
  const button = page.getByRole('button', { name: /Change language/ });
  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await page.getByRole('link', { name: '繁體中文' }).click();
  await page.waitForURL(/\/zh-TW\/login\?ref=keep$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-TW');
  const cookies = await context.cookies();
  expect(cookies.find((c) => c.name === 'BYBIT_LANG_KEY')?.value).toBe('zh-TW');
  expect(await page.evaluate(() => localStorage.getItem('BYBIT_LANG_KEY'))).toBe('zh-TW');
  await page.goto('/register');
  expect(new URL(page.url()).pathname).toBe('/zh-TW/register');
});

test('SITE-9 es-419 is never served and fil-PH is not offered on sign-up', async ({ page }) => {
  await page.goto('/es-419/login');
  expect(new URL(page.url()).pathname).toBe('/es-ES/login');
  await page.goto('/en/login');
  await page.locator('.language-menu-button').click();
  await expect(page.locator('a[data-locale="fil-PH"]')).toHaveCount(1);
  // sign-up hides its site header from sight; the brand bar's menu lists what the page offers
  await page.goto('/en/sign-up');
  const bar = page.getByTestId('brand-bar');
  await bar.locator('.language-menu-button').click();
  await expect(bar.locator('.language-menu-list li')).toHaveCount(18);
  await expect(page.locator('a[data-locale="fil-PH"]')).toHaveCount(0);
  await expect(page.locator('a[data-locale="hi-IN"]')).toHaveCount(0);
  await page.goto('/fil-PH/sign-up');
  expect(new URL(page.url()).pathname).toBe('/en/sign-up');
});

test('MW-2 a phone gets the mobile platform attribute', async ({ browser }) => {
  const context = await browser.newContext({
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  });
  const page = await context.newPage();
  await page.goto('/en/login');
  await expect(page.locator('html')).toHaveAttribute('data-platform', 'mobile');
  await context.close();
});

test('UI-1 the cookie notice comes with the server-rendered page, goes away once agreed and stays away', async ({
  page,
}) => {
  // the server renders the bar from the request's cookie: it is in the HTML, not added after hydration
  const before = await page.request.get('/en/login');
  expect(await before.text()).toContain('data-testid="cookie-notice"');
  await page.goto('/en/login');
  const notice = page.getByTestId('cookie-notice');
  await expect(notice).toBeVisible();
  await notice.getByRole('button', { name: 'Agree' }).click();
  await expect(notice).toHaveCount(0);
  // the page's request context shares the browser's cookies: the consent is now known to the server
  const after = await page.request.get('/en/login');
  expect(await after.text()).not.toContain('data-testid="cookie-notice"');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('cookie-notice')).toHaveCount(0);
});

// a regional variant reads its base language's files (config/languages.ts): zh-HK reads zh-TW
for (const [host, path, files] of [
  ['', '/zh-TW/login', 'zh-TW'],
  ['', '/ar-SA/register', 'ar-SA'],
  ['', '/ru-RU/login', 'ru-RU'],
  ['hk.localhost', '/zh-HK/login', 'zh-TW'],
] as const) {
  // the title names no port: a worker's port is its own (e2e/support/ports.ts), the title the same in every one
  test(`SITE-3 ${host}${path}: every translation file the browser asks for is ${files}'s, and answers`, async ({
    page,
  }) => {
    const url = host ? `http://${host}:${PORTS.web}${path}` : path;
    const asked: { url: string; status: number }[] = [];
    page.on('response', (res) => {
      if (res.url().includes('/locales/')) asked.push({ url: new URL(res.url()).pathname, status: res.status() });
    });
    await page.goto(url);
    // issue 40: the errors texts come with the first submit, not with the page
    await page.waitForLoadState('networkidle');
    expect(asked.map((a) => a.url)).not.toContain(`/locales/${files}/errors.json`);
    await page.locator('input[name="email"]').fill(uniqueEmail('site-3'));
    const password = page.locator('input[type="password"]');
    if ((await password.count()) > 0) await password.fill('Typed42secret');
    await page.locator((await password.count()) > 0 ? 'input[type="password"]' : 'input[name="email"]').press('Enter');
    await expect.poll(() => asked.map((a) => a.url), { timeout: 15_000 }).toContain(`/locales/${files}/errors.json`);
    await page.waitForLoadState('networkidle');
    expect(asked.filter((a) => a.status !== 200 || !a.url.startsWith(`/locales/${files}/`))).toEqual([]);
  });
}

test('UI-6 the login page comes with its web configuration: the third-party buttons are in its HTML, and the browser asks no /v3/config/web', async ({
  page,
}) => {
  const html = await (await page.request.get('/en/login')).text();
  expect(html).toContain('Continue with Dev ID');
  const asked: string[] = [];
  page.on('request', (req) => {
    if (req.url().includes('/v3/config/web')) asked.push(req.url());
  });
  await page.goto('/en/login');
  await expect(page.getByRole('button', { name: 'Continue with Dev ID' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(asked).toEqual([]);
});
