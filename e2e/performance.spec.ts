import { readFileSync } from 'node:fs';

import { expect, test } from './support/test';

for (const path of ['/en/login', '/en/register']) {
  test(`${path}: the page is painted before its scripts are requested, and then hydrates`, async ({ page }) => {
    const response = await page.goto(path);
    const html = (await response?.text()) ?? '';
    // the served page names its scripts only inside the inline loader
    expect(html).not.toMatch(/<script\b[^>]*\bsrc=/);
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

for (const { path, locale, ns } of [
  { path: '/ar-SA/login', locale: 'ar-SA', ns: 'login' },
  { path: '/pl-PL/register', locale: 'pl-PL', ns: 'register' },
]) {
  test(`SITE-3 ${path}: the document names its texts, the browser loads them from /locales with its scripts and hydrates in ${locale}`, async ({
    page,
    request,
  }) => {
    const texts: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/locales/')) texts.push(new URL(r.url()).pathname);
    });
    const response = await page.goto(path);
    const html = (await response?.text()) ?? '';
    const data = JSON.parse(/<script id="__NEXT_DATA__"[^>]*>([^<]*)<\/script>/.exec(html)?.[1] ?? '{}') as {
      buildId: string;
      props: { pageProps: { _nextI18Next: { initialLocale: string; ns: string[]; initialI18nStore: object } } };
    };
    const named = data.props.pageProps._nextI18Next;
    expect(named.initialLocale).toBe(locale);
    expect(named.ns).toEqual(expect.arrayContaining(['common', ns]));
    expect(named.initialI18nStore).toEqual({});
    // hydrated, in the page's language: the language menu opens only once React runs
    const common = JSON.parse(readFileSync(`public/locales/${locale}/common.json`, 'utf8')) as {
      header: { languageMenu: string };
    };
    const button = page.getByRole('button', { name: new RegExp(common.header.languageMenu) });
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(texts).toEqual(expect.arrayContaining([`/locales/${locale}/common.json`, `/locales/${locale}/${ns}.json`]));
    // every text the document named was asked for once
    for (const name of named.ns) expect(texts.filter((t) => t === `/locales/${locale}/${name}.json`)).toHaveLength(1);

    // a page's props asked for by the browser's router carry the texts: a client-side navigation waits on nothing
    const props = await request.get(`/_next/data/${data.buildId}/${locale}${path.slice(locale.length + 1)}.json`, {
      headers: { 'x-nextjs-data': '1' },
    });
    expect(props.ok()).toBe(true);
    const store = ((await props.json()) as typeof data.props).pageProps._nextI18Next.initialI18nStore as Record<
      string,
      Record<string, unknown>
    >;
    expect(Object.keys(store[locale])).toEqual(expect.arrayContaining(['common', ns]));
  });
}
