import ar from '../public/locales/ar-SA/oauth.json';
import enAuth from '../public/locales/en/auth.json';
import enLogin from '../public/locales/en/login.json';
import en from '../public/locales/en/oauth.json';
import { apiAccount } from './support/api-account';
import { logIn, PASSWORD, uniqueEmail } from './support/auth';
import { PORTS } from './support/ports';
import { expect, test, type APIRequestContext, type Page } from './support/test';

const API_PORT = PORTS.api;
const DEMO = `http://localhost:${API_PORT}/demo-client`;
const CALLBACK = `${DEMO}/callback`;

/** A fresh account, signed out again, for one OAuth test. */
async function newAccount(page: Page, request: APIRequestContext): Promise<string> {
  const email = uniqueEmail('oauth');
  await apiAccount(request, email, PASSWORD);
  return email;
}

/** The consent page of the demo client, reached through its start URL and the login. */
async function toConsent(page: Page, email: string): Promise<void> {
  await page.goto(`${DEMO}/start`);
  // OAUTH-4: signed out, the flow goes through /oauth-login with the query kept
  await page.waitForURL(/\/en\/oauth-login\?/);
  const query = new URL(page.url()).searchParams;
  expect(query.get('client_id')).toBe('demo-client');
  expect(query.get('code_challenge_method')).toBe('S256');
  await expect(page.getByTestId('oauth-client-banner')).toBeVisible();
  await logIn(page, email, PASSWORD);
  await expect(page.getByTestId('oauth-client')).toBeVisible({ timeout: 15_000 });
  expect(new URL(page.url()).searchParams.get('state')).toBe(query.get('state'));
}

test.describe('OAuth authorization with the demo client', () => {
  test('OAUTH-1 OAUTH-3 OAUTH-4 OAUTH-7 signed out → login → consent → approve: the client shows who signed in', async ({
    page,
    request,
  }) => {
    const email = await newAccount(page, request);
    await toConsent(page, email);
    await expect(page.getByTestId('oauth-client')).toContainText('Demo Portfolio Tracker');
    await expect(page.locator('[data-scope]')).toHaveCount(3);
    await expect(page.getByText(en.scopes.email)).toBeVisible();
    await page.getByRole('button', { name: en.consent.approve }).click();
    await page.waitForURL(new RegExp(`^${CALLBACK}\\?code=`));
    await expect(page.locator('body')).toContainText(email);
    await expect(page.locator('body')).toContainText('openid profile email');
  });

  test('OAUTH-3 deny sends access_denied back to the client', async ({ page, request }) => {
    const email = await newAccount(page, request);
    await toConsent(page, email);
    await page.getByRole('button', { name: en.consent.deny }).click();
    await page.waitForURL(new RegExp(`^${CALLBACK}\\?error=access_denied`));
    await expect(page.locator('body')).toContainText(/access denied/i);
  });

  test('OAUTH-7 a redirect_uri that differs by one character shows an error page and never redirects', async ({
    page,
    request,
  }) => {
    const email = await newAccount(page, request);
    await page.goto('/en/login');
    await logIn(page, email, PASSWORD);
    await page.waitForURL(/dashboard/);
    const requested: string[] = [];
    page.on('request', (req) => requested.push(req.url()));
    const query = new URLSearchParams({
      response_type: 'code',
      client_id: 'demo-client',
      redirect_uri: `${CALLBACK}x`,
      scope: 'openid',
      state: 'abc',
      code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
      code_challenge_method: 'S256',
    });
    await page.goto(`/en/oauth?${query.toString()}`);
    await expect(page.locator('.oauth-error')).toContainText(en.errors.invalidRedirect.title);
    await page.waitForTimeout(500);
    expect(page.url()).toContain('/en/oauth?');
    expect(requested.some((url) => url.startsWith(CALLBACK))).toBe(false);
  });

  test('OAUTH-4 the banner naming the client comes in the HTML of the page; an unknown client gets none', async ({
    page,
  }) => {
    const query = 'response_type=code&scope=openid&state=html';
    const known = await (await page.request.get(`/en/oauth-login?client_id=demo-client&${query}`)).text();
    expect(known).toContain('data-testid="oauth-client-banner"');
    // the login's QR panel speaks the login page's words here too
    await page.goto(`/en/oauth-login?client_id=demo-client&${query}`);
    await expect(page.getByRole('heading', { name: enLogin.qr.title })).toBeVisible();
    const unknown = await (await page.request.get(`/en/oauth-register?client_id=nobody&${query}`)).text();
    expect(unknown).not.toContain('data-testid="oauth-client-banner"');
    await page.goto(`/en/oauth-register?client_id=nobody&${query}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(page.getByTestId('oauth-client-banner')).toHaveCount(0);
  });

  test('OAUTH-7 an unknown client shows an error page and never redirects', async ({ page, request }) => {
    const email = await newAccount(page, request);
    await page.goto('/en/login');
    await logIn(page, email, PASSWORD);
    await page.waitForURL(/dashboard/);
    await page.goto(`/en/oauth?response_type=code&client_id=nobody&redirect_uri=${encodeURIComponent(CALLBACK)}`);
    await expect(page.locator('.oauth-error')).toContainText(en.errors.invalidClient.title);
    expect(page.url()).toContain('/en/oauth?');
  });

  test('OAUTH-6 switch account logs out and returns to the OAuth login with the same query', async ({
    page,
    request,
  }) => {
    const email = await newAccount(page, request);
    await toConsent(page, email);
    const state = new URL(page.url()).searchParams.get('state');
    await page.getByRole('link', { name: en.consent.switchAccount }).click();
    await page.waitForURL(/\/en\/oauth-login\?/);
    expect(new URL(page.url()).searchParams.get('state')).toBe(state);
    expect((await page.context().cookies()).find((c) => c.name === 'BYBIT_TOKEN')).toBeUndefined();
    await expect(page.getByRole('button', { name: enAuth.actions.login, exact: true })).toBeVisible();
  });

  test('OAUTH-3 LAYOUT-2 the consent page in ar-SA: right to left, translated, no header or footer', async ({
    page,
    request,
  }) => {
    const email = await newAccount(page, request);
    await page.goto(`${DEMO}/start`);
    await page.waitForURL(/\/en\/oauth-login\?/);
    await logIn(page, email, PASSWORD);
    await expect(page.getByTestId('oauth-client')).toBeVisible({ timeout: 15_000 });
    const url = new URL(page.url());
    await page.goto(`/ar-SA/oauth${url.search}`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('button', { name: ar.consent.approve })).toBeVisible();
    await expect(page.getByText(ar.scopes.openid)).toBeVisible();
    await expect(page.getByTestId('site-header')).toHaveCount(0);
    await expect(page.locator('.site-footer')).toHaveCount(0);
    await page.getByRole('button', { name: ar.consent.approve }).click();
    await page.waitForURL(new RegExp(`^${CALLBACK}\\?code=`));
    await expect(page.locator('body')).toContainText(email);
  });
});
