import jsQR from 'jsqr';
import { PNG } from 'pngjs';

import arAuth from '../public/locales/ar-SA/auth.json';
import arLogin from '../public/locales/ar-SA/login.json';
import enErrors from '../public/locales/en/errors.json';
import enLogin from '../public/locales/en/login.json';
import { apiAccountSignedIn } from './support/api-account';
import { API, logIn, PASSWORD, uniqueEmail } from './support/auth';
import { violations } from './support/axe';
import { expect, test, type Browser, type Page } from './support/test';

/** Reads the QR code the page shows the way a phone camera would: from a picture of the screen. */
async function scanQr(page: Page): Promise<string> {
  const image = page.getByTestId('qr-image');
  await expect(image).toBeVisible();
  // as a person holds the phone up to it: the whole code in view, not under the cookie bar
  await image.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  const png = PNG.sync.read(await image.screenshot());
  const code = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
  expect(code, 'a readable QR code').not.toBeNull();
  return code!.data;
}

/** A second browser, signed in to a new account: the phone with the app. */
async function signedInPhone(browser: Browser) {
  const context = await browser.newContext();
  const phone = await context.newPage();
  const email = uniqueEmail('qr-phone');
  await apiAccountSignedIn(phone.request, email, PASSWORD);
  return { context, phone, email };
}

test.describe('QR-code login', () => {
  test('LOGIN-7 browser A shows a QR code; signed-in browser B opens it and confirms; A lands signed in as B', async ({
    page,
    browser,
  }) => {
    await page.goto('/en/login');
    await expect(page.getByRole('heading', { name: enLogin.qr.title })).toBeVisible();
    const url = await scanQr(page);
    expect(url).toMatch(/^http:\/\/localhost:\d+\/en\/qrcode\/confirm\?uuid=[0-9a-f-]{36}$/);
    expect(await violations(page)).toEqual([]);

    const { context, phone, email } = await signedInPhone(browser);
    await phone.goto(url);
    await expect(phone.getByRole('heading', { name: enLogin.qrConfirm.question })).toBeVisible();
    // it says plainly another device asks, and what the server saw of it: address (masked), country, time;
    // the browser comes last, labelled just "Browser" (issue 39), its value in the same column as the others'
    await expect(phone.getByText(enLogin.qrConfirm.intro)).toBeVisible();
    const seen = phone.locator('.qr-request-seen dd');
    await expect(seen.nth(0)).toHaveText(/^(?:127\.0\.0\.\*|::1)$/);
    await expect(seen.nth(1)).toHaveText('United Kingdom');
    await expect(seen.nth(2).locator('time')).toHaveAttribute('datetime', /^\d{4}-\d\d-\d\dT/);
    await expect(phone.getByRole('definition').filter({ hasText: 'Chrome on Windows' })).toBeVisible();
    await expect(phone.getByRole('term').filter({ hasText: enLogin.qrConfirm.browser })).toBeVisible();
    const starts = await phone
      .locator('.qr-request dd')
      .evaluateAll((dds) => dds.map((dd) => dd.getBoundingClientRect().x));
    expect(new Set(starts.map(Math.round)).size).toBe(1);
    expect(await violations(phone)).toEqual([]);
    await expect(page.getByText(enLogin.qr.scanned)).toBeVisible();
    // issue 39: scanned, the code is the other device's: no other way in is offered
    await expect(page.getByText(enLogin.qr.orOpen)).toHaveCount(0);
    await expect(page.getByRole('link', { name: enLogin.qr.openLink })).toHaveCount(0);

    await phone.getByRole('button', { name: enLogin.qrConfirm.confirm }).click();
    await expect(phone.getByRole('heading', { name: enLogin.qrConfirm.done.title })).toBeVisible();
    await page.waitForURL(/\/en\/dashboard/);
    await expect(page.getByTestId('landing-account')).toContainText(email.split('@')[0].slice(0, 2));

    // the code was single-use: opening it again says so
    await phone.goto(url);
    await expect(phone.getByText(enLogin.qrConfirm.handled)).toBeVisible();
    await context.close();
  });

  test('LOGIN-7 SEC-5 a page that names its own country cannot make the prompt say it: the confirm page shows what the server saw', async ({
    browser,
  }) => {
    // the phisher's browser shows the code, claiming Cloudflare's country header
    const phisherContext = await browser.newContext({ extraHTTPHeaders: { 'CF-IPCountry': 'US' } });
    const phisher = await phisherContext.newPage();
    await phisher.goto('/en/login');
    const url = await scanQr(phisher);
    const { context, phone } = await signedInPhone(browser);
    await phone.goto(url);
    await expect(phone.getByText(enLogin.qrConfirm.intro)).toBeVisible();
    await expect(phone.locator('.qr-request-seen')).not.toContainText('United States');
    await expect(phone.locator('.qr-request-seen')).toContainText('United Kingdom');
    await context.close();
    await phisherContext.close();
  });

  test('LOGIN-7 an expired code offers a new one; a cancel on the phone is told and the code refreshed', async ({
    page,
    browser,
    request,
  }) => {
    await page.goto('/en/login');
    const first = await scanQr(page);
    const uuid = new URL(first).searchParams.get('uuid');
    const expired = await request.put(`${API}/x-api/dev/qrcode-expire`, { data: { uuid } });
    expect(expired.ok()).toBe(true);
    await expect(page.getByText(enLogin.qr.expired)).toBeVisible();
    await page.getByRole('button', { name: enLogin.qr.refresh }).click();
    const second = await scanQr(page);
    expect(second).not.toBe(first);

    const { context, phone } = await signedInPhone(browser);
    await phone.goto(second);
    await phone.getByRole('button', { name: enLogin.qrConfirm.cancel }).click();
    await expect(phone.getByText(enLogin.qrConfirm.cancelled)).toBeVisible();
    await expect(page.getByText(enLogin.qr.cancelled)).toBeVisible();
    await expect(page).toHaveURL(/\/en\/login/);
    await context.close();
  });

  test('LOGIN-7 REDIR-8 signed out, the confirm page offers the login and comes back to it (a same-origin redirect_url); in ar-SA', async ({
    browser,
    signedIn: { email },
  }) => {
    const context = await browser.newContext();
    const desktop = await context.newPage();
    await desktop.goto('/ar-SA/login');
    await expect(desktop.getByRole('heading', { name: arLogin.qr.title })).toBeVisible();
    const url = await scanQr(desktop);
    expect(url).toContain('/ar-SA/qrcode/confirm');

    const phoneContext = await browser.newContext();
    const phone = await phoneContext.newPage();
    await phone.goto(url);
    await phone.getByRole('link', { name: arLogin.qrConfirm.logIn }).click();
    await logIn(phone, email, PASSWORD, arAuth);
    await expect(phone.getByRole('heading', { name: arLogin.qrConfirm.question })).toBeVisible();
    await expect(phone.locator('html')).toHaveAttribute('dir', 'rtl');
    await phone.getByRole('button', { name: arLogin.qrConfirm.confirm }).click();
    await desktop.waitForURL(/\/ar-SA\/dashboard/);
    await phoneContext.close();
    await context.close();
  });
});

test.describe('quick login', () => {
  test('LOGIN-6 MW-7 /login?tmp_token= signs in and goes on; the same token again is explained, the form still there', async ({
    page,
    browser,
  }) => {
    const { context, phone } = await signedInPhone(browser);
    const token = (await context.cookies()).find((c) => c.name === 'BYBIT_TOKEN')?.value ?? '';
    const issued = await phone.request.post(`${API}/x-api/user/private/quick_token`, {
      headers: { UserToken: token },
      data: {},
    });
    const tmp = ((await issued.json()) as { result: { tmp_token: string } }).result.tmp_token;

    await page.goto(`/en/login?tmp_token=${tmp}`);
    await page.waitForURL(/\/en\/dashboard/);
    await page.context().clearCookies();

    await page.goto(`/en/login?tmp_token=${tmp}`);
    await expect(page.getByText(enErrors.codes['33103'])).toBeVisible();
    await expect(page.getByRole('button', { name: 'Log in', exact: true })).toBeVisible();
    await context.close();
  });
});
