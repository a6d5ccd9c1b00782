import arCommon from '../public/locales/ar-SA/common.json';
import enCommon from '../public/locales/en/common.json';
import enLogin from '../public/locales/en/login.json';
import ruCommon from '../public/locales/ru-RU/common.json';
import { violations } from './support/axe';
import { DESKTOP, PHONE } from './support/devices';
import { expect, test, type Browser, type Page } from './support/test';

/** Issue 25's "done when": tried as a new user would, at a desktop's and a phone's size. */
const COMMON = { en: enCommon, 'ar-SA': arCommon, 'ru-RU': ruCommon } as const;
const SIGN_IN_PAGES = [
  '/login',
  '/register',
  '/sign-up',
  '/oauth-login?client_id=demo-client&response_type=code&scope=openid',
  '/exclusive-benefits',
  '/friend-invite',
  '/email-code-verify',
  '/self-unblock',
  '/telegram-register-login',
];
const IN_EVERY_LANGUAGE = new Set(['/login', '/register', '/sign-up', SIGN_IN_PAGES[3]]);

/**
 * What a fixed or held (sticky) element lies over: every heading, text,
 * field, button, link and picture of the page it covers, as "covering →
 * covered" lines. None is the goal.
 */
async function coveredContent(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const shown = (el: Element) => {
      const box = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      return box.width > 0 && box.height > 0 && style.visibility !== 'hidden' && style.display !== 'none';
    };
    const held = [...document.querySelectorAll('body *')].filter((el) => {
      const position = getComputedStyle(el).position;
      return (position === 'fixed' || position === 'sticky') && shown(el);
    });
    const content = [
      ...document.querySelectorAll('main :is(h1, h2, p, label, input, button, a, li, img), header :is(a, button)'),
    ].filter((el) => shown(el) && !held.some((h) => h.contains(el) || el.contains(h)));
    const found: string[] = [];
    for (const cover of held) {
      const a = cover.getBoundingClientRect();
      for (const el of content) {
        const b = el.getBoundingClientRect();
        if (a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom) {
          found.push(`${cover.className || cover.tagName} → ${el.tagName} ${el.textContent?.trim().slice(0, 40)}`);
        }
      }
    }
    return found;
  });
}

async function checkPage(browser: Browser, device: typeof DESKTOP | typeof PHONE, locale: keyof typeof COMMON) {
  const context = await browser.newContext(device);
  const page = await context.newPage();
  const common = COMMON[locale];
  const pages = locale === 'en' ? SIGN_IN_PAGES : SIGN_IN_PAGES.filter((path) => IN_EVERY_LANGUAGE.has(path));
  for (const path of pages) {
    await page.goto(`/${locale}${path}`);
    // the phone's app banner comes a second after the page (UI-2)
    if (device === PHONE) await page.waitForTimeout(1_200);
    const header = page.getByRole('banner');
    await expect(header, `${locale}${path} has a header`).toBeVisible();
    await expect(header.getByRole('link', { name: common.header.home })).toBeVisible();
    await expect(header.getByRole('button', { name: new RegExp(`^${common.header.languageMenu}`) })).toBeVisible();
    expect(await coveredContent(page), `${locale}${path}: nothing under a fixed element`).toEqual([]);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    expect(await coveredContent(page), `${locale}${path} scrolled: nothing under a fixed element`).toEqual([]);
  }
  await context.close();
}

test.describe('issue 25: every page has the header, and nothing sits under a fixed element', () => {
  for (const locale of ['en', 'ar-SA', 'ru-RU'] as const) {
    test(`LAYOUT-1 UI-1 UI-2 ${locale} at 1440×900`, async ({ browser }) => {
      await checkPage(browser, DESKTOP, locale);
    });
    test(`LAYOUT-1 UI-1 UI-2 ${locale} at 390×844 with the app banner`, async ({ browser }) => {
      await checkPage(browser, PHONE, locale);
    });
  }
});

test.describe('issue 25: the exchange layout', () => {
  test('LOGIN-7 the QR code is visible without scrolling beside the form at 1280×720', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
    const page = await context.newPage();
    await page.goto('/en/login');
    const qr = page.getByTestId('qr-image');
    await expect(qr).toBeVisible({ timeout: 15_000 });
    await expect(qr).toBeInViewport({ ratio: 1 });
    const form = await page.getByRole('button', { name: 'Log in', exact: true }).boundingBox();
    const code = await qr.boundingBox();
    // beside the form, not under it
    expect(code && form && code.x > form.x + form.width).toBe(true);
    await expect(page.getByRole('heading', { name: enLogin.qr.title })).toBeInViewport();
    await context.close();
  });

  test('the brand panel stands beside the card on a desktop and is left out on a phone', async ({ browser }) => {
    const desktop = await browser.newContext(DESKTOP);
    const wide = await desktop.newPage();
    await wide.goto('/en/login');
    await expect(wide.getByRole('complementary', { name: enCommon.brandPanel.label })).toContainText(
      enCommon.brandPanel.global.title,
    );
    await wide.goto('/en/friend-invite');
    await expect(wide.getByRole('complementary', { name: enCommon.brandPanel.label })).toContainText(
      enCommon.brandPanel.invite.title,
    );
    await desktop.close();
    const phone = await browser.newContext(PHONE);
    const narrow = await phone.newPage();
    await narrow.goto('/en/login');
    await expect(narrow.getByRole('complementary', { name: enCommon.brandPanel.label })).toHaveCount(0);
    await phone.close();
  });

  test('OAUTH-4 the OAuth login’s slim header names the application', async ({ page }) => {
    await page.goto('/en/oauth-login?client_id=demo-client&response_type=code&scope=openid');
    await expect(page.getByRole('banner').getByTestId('header-client')).toContainText(/\S/);
  });
});

test.describe('issue 25: light and dark', () => {
  test('LAYOUT-4 the system’s preference is followed; the switch wins and is remembered on the device', async ({
    browser,
  }) => {
    const context = await browser.newContext({ ...DESKTOP, colorScheme: 'dark' });
    const page = await context.newPage();
    const theme = () => page.locator('html').getAttribute('data-theme');
    await page.goto('/en/login');
    expect(await theme()).toBe('dark');
    const toggle = page.getByRole('button', { name: enCommon.header.darkTheme });
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await toggle.click();
    expect(await theme()).toBe('light');
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    // the page's own colours follow: the card is light
    const card = page.locator('.route-screen');
    expect(await card.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(255, 255, 255)');
    await page.reload();
    expect(await theme()).toBe('light');
    // the choice wins over a campaign's look too
    await page.goto('/en/sign-up');
    expect(await theme()).toBe('light');
    await context.close();
  });

  test('LAYOUT-4 sign-up and friend-invite open dark for a visitor who has not chosen', async ({ browser }) => {
    const context = await browser.newContext({ ...DESKTOP, colorScheme: 'light' });
    const page = await context.newPage();
    for (const path of ['/sign-up', '/friend-invite']) {
      await page.goto(`/en${path}`);
      expect(await page.locator('html').getAttribute('data-theme')).toBe('dark');
    }
    await page.goto('/en/login');
    expect(await page.locator('html').getAttribute('data-theme')).toBe('light');
    await context.close();
  });

  for (const locale of ['en', 'ar-SA'] as const) {
    test(`SITE-5 ${locale} the sign-in pages pass axe-core WCAG 2.2 AA in dark`, async ({ browser }) => {
      // five pages, each settled and checked
      test.setTimeout(120_000);
      const context = await browser.newContext({ ...DESKTOP, colorScheme: 'dark' });
      const page = await context.newPage();
      for (const path of ['/login', '/register', '/oauth-login', '/self-unblock', '/exclusive-benefits']) {
        await page.goto(`/${locale}${path}`);
        await page.waitForLoadState('networkidle');
        expect(await page.locator('html').getAttribute('data-theme')).toBe('dark');
        expect(await violations(page), `${locale}${path}`).toEqual([]);
      }
      await context.close();
    });
  }
});

test.describe('issue 25: the app banner and the mini app', () => {
  test('UI-2 the banner pushes the page down, keeps to two lines in Russian, and never shows in OAuth', async ({
    browser,
  }) => {
    const context = await browser.newContext(PHONE);
    const page = await context.newPage();
    await page.goto('/ru-RU/login');
    const header = page.getByRole('banner');
    const before = await header.boundingBox();
    const banner = page.getByTestId('smart-banner');
    await expect(banner).toBeVisible();
    // its room was kept from the first paint: the header did not move when it came
    expect(await header.boundingBox()).toEqual(before);
    const box = await banner.boundingBox();
    expect(box && before && box.y + box.height <= before.y).toBe(true);
    // two lines of text at most: the title and the text each keep to one
    const lines = await banner
      .locator('.smart-banner-text > *')
      .evaluateAll((els) =>
        els.map((el) => Math.round(el.getBoundingClientRect().height / parseFloat(getComputedStyle(el).lineHeight))),
      );
    expect(lines).toEqual([1, 1]);
    await page.goto('/ru-RU/oauth-login?client_id=demo-client');
    await page.waitForTimeout(1_200);
    await expect(page.getByTestId('smart-banner')).toHaveCount(0);
    await context.close();
  });

  test('TG-1 inside the messenger the page has no site chrome and takes the messenger’s colours', async ({ page }) => {
    const theme = encodeURIComponent(JSON.stringify({ bg_color: '#17212b', text_color: '#f5f5f5' }));
    await page.goto(
      `/en/telegram-register-login#tgWebAppPlatform=ios&tgWebAppVersion=8.0&tgWebAppThemeParams=${theme}`,
    );
    await expect(page.getByTestId('app-shell')).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    expect(await page.locator('html').getAttribute('data-theme')).toBe('dark');
    expect(await page.locator('.app-shell').evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe(
      'rgb(255, 255, 255)',
    );
    expect(await page.locator('.route-screen').evaluate((el) => getComputedStyle(el).color)).toBe('rgb(245, 245, 245)');
  });
});
