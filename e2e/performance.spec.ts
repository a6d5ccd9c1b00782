import { expect, test } from './support/test';

for (const path of ['/en/login', '/en/register']) {
  test(`${path}: the page is painted before its scripts are requested, and then hydrates`, async ({ page }) => {
    const response = await page.goto(path);
    const html = (await response?.text()) ?? '';
    // the served page names Next's scripts only inside the inline loader; the one script tag it carries is the
    // 1 kB early script that keeps a press made before hydration (components/auth/use-kept-press.ts): async, so
    // it never holds the parser or the paint
    const tags = [...html.matchAll(/<script\b[^>]*\bsrc=[^>]*>/g)].map((m) => m[0]);
    expect(tags).toEqual([expect.stringMatching(/^<script async="" src="\/scripts\/keep-early-press\.js">$/)]);
    await page.waitForLoadState('networkidle');
    const timing = await page.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
      scripts: performance
        .getEntriesByType('resource')
        .filter((e) => /\/_next\/static\/.+\.js$/.test(new URL(e.name).pathname))
        .map((e) => e.startTime),
    }));
    expect(timing.scripts.length).toBeGreaterThan(3);
    for (const start of timing.scripts) expect(start).toBeGreaterThanOrEqual(timing.paint);
    // hydrated: the language menu opens only once React runs
    const button = page.getByRole('button', { name: /Change language/ });
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
  });
}

test("ROUTE-1 /en/login: Next's build manifest is fetched only when Next's client asks for it, and then serves it", async ({
  page,
}) => {
  const manifests: string[] = [];
  page.on('request', (r) => {
    if (/\/_buildManifest\.js$/.test(new URL(r.url()).pathname)) manifests.push(r.url());
  });
  await page.goto('/en/login');
  await page.waitForLoadState('networkidle');
  // hydrated, and nothing asked for the manifest: these pages never load another page in place
  const button = page.getByRole('button', { name: /Change language/ });
  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  expect(manifests).toEqual([]);
  // what an in-place navigation or the client's error page would read first
  const pages = await page.evaluate(() => {
    const next = (window as unknown as { next: { router: { pageLoader: { getPageList(): Promise<string[]> } } } }).next;
    return next.router.pageLoader.getPageList();
  });
  expect(pages).toEqual(expect.arrayContaining(['/login', '/register', '/sign-up']));
  expect(manifests).toHaveLength(1);
});

test('ROUTE-1 ROUTE-2 ROUTE-3 a page keeps its document title while it hydrates, never an empty one', async ({
  page,
}) => {
  // every title the page's scripts give the document, as they give it
  await page.addInitScript(() => {
    const given: string[] = [];
    (window as unknown as { titlesGiven: string[] }).titlesGiven = given;
    const title = Object.getOwnPropertyDescriptor(Document.prototype, 'title');
    Object.defineProperty(Document.prototype, 'title', {
      configurable: true,
      get() {
        return title?.get?.call(this);
      },
      set(value: string) {
        given.push(value);
        title?.set?.call(this, value);
      },
    });
  });
  for (const path of ['/en/login', '/en/sign-up', '/en/telegram-register-login', '/ar-SA/register']) {
    const html = (await (await page.goto(path))?.text()) ?? '';
    // the title the server rendered, read as the browser reads it
    const served = await page.evaluate((text) => new DOMParser().parseFromString(text, 'text/html').title, html);
    expect(served.length).toBeGreaterThan(1);
    // hydrated: React has taken over the page's main content and its footer, the last boundary
    await expect
      .poll(() =>
        page.evaluate(() =>
          ['#main', 'footer'].every((selector) => {
            const node = document.querySelector(selector);
            return !!node && Object.keys(node).some((key) => key.startsWith('__reactFiber'));
          }),
        ),
      )
      .toBe(true);
    await page.waitForLoadState('networkidle');
    const given = await page.evaluate(() => (window as unknown as { titlesGiven: string[] }).titlesGiven);
    expect(
      given.every((t) => t === served),
      `${path}: ${JSON.stringify(given)}`,
    ).toBe(true);
    expect(await page.title()).toBe(served);
  }
});
