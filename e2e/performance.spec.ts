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
