import { expect, test } from './support/test';

const AD_SCRIPT = 'https://ads.example/tag.js';

test('MW-9 register pages load the advertising script from its configured URL', async ({ page }) => {
  await page.route(AD_SCRIPT, (route) =>
    route.fulfill({ contentType: 'text/javascript', body: 'window.__adScriptRan = true;' }),
  );
  await page.goto('/en/register');
  await expect.poll(() => page.evaluate(() => (window as { __adScriptRan?: boolean }).__adScriptRan)).toBe(true);
  const csp = (await page.request.get('/en/register')).headers()['content-security-policy'];
  expect(csp).toContain('https://ads.example');
});

test('MW-9 a failing advertising script breaks nothing, and login pages never load it', async ({ page }) => {
  const requested: string[] = [];
  await page.route(AD_SCRIPT, (route) => {
    requested.push(route.request().url());
    return route.abort('connectionrefused');
  });
  await page.goto('/en/sign-up');
  await expect.poll(() => requested.length).toBe(1);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/en/login');
  await page.waitForLoadState('networkidle');
  expect(requested).toHaveLength(1);
  const csp = (await page.request.get('/en/login')).headers()['content-security-policy'];
  expect(csp).not.toContain('ads.example');
});

test('MW-9 the EU site never loads the advertising script', async ({ page, baseURL }) => {
  const requested: string[] = [];
  await page.route(AD_SCRIPT, (route) => {
    requested.push(route.request().url());
    return route.abort();
  });
  const port = new URL(baseURL ?? 'http://localhost:3100').port;
  await page.goto(`http://eu.localhost:${port}/en-EU/register`);
  await page.waitForLoadState('networkidle');
  expect(requested).toEqual([]);
});

test('MW-6 ROUTE-4 the referrer host and path are recorded in the behaviour path list', async ({ page }) => {
  await page.goto('/en/login', { referer: 'https://www.partner.example/annual-report-2024?token=secret' });
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('BYBIT_BEHAVIOR_PATH_LIST')))
    .toBe(JSON.stringify(['www.partner.example/annual-report-2024']));
});

test('MW-7 /login?tmp_token= is marked as a quick login for the page', async ({ page }) => {
  await page.goto('/en/login?tmp_token=abc');
  const data = await page.locator('#__NEXT_DATA__').textContent();
  expect(JSON.parse(data ?? '{}').props.pageProps.page.quickLogin).toBe(true);
  await page.goto('/en/login');
  const plain = await page.locator('#__NEXT_DATA__').textContent();
  expect(JSON.parse(plain ?? '{}').props.pageProps.page.quickLogin).toBe(false);
});

for (const width of [390, 800, 1024, 1440]) {
  test(`ERR-2 at ${width} px a toast covers no page heading, with or without a header`, async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width, height: 720 } });
    const page = await context.newPage();
    // a start-up call failing with a code no field owns: a toast
    await page.route('**/x-api/**/static-config**', (route) =>
      route.fulfill({ json: { ret_code: 10001, ret_msg: 'params error', result: null } }),
    );
    for (const path of ['/en/exclusive-benefits', '/en/email-code-verify', '/en/login']) {
      await page.goto(path);
      const toast = await page.locator('.toast').boundingBox({ timeout: 10_000 });
      const heading = await page.getByRole('heading', { level: 1 }).boundingBox();
      expect(toast && heading).toBeTruthy();
      if (!toast || !heading) continue;
      const apart =
        toast.x + toast.width <= heading.x ||
        heading.x + heading.width <= toast.x ||
        toast.y + toast.height <= heading.y ||
        heading.y + heading.height <= toast.y;
      expect(apart, `${path}: toast ${JSON.stringify(toast)} over heading ${JSON.stringify(heading)}`).toBe(true);
    }
    await context.close();
  });
}
