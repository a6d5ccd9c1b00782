import arAuth from '../public/locales/ar-SA/auth.json';
import enAuth from '../public/locales/en/auth.json';
import { PASSWORD, uniqueEmail } from './support/auth';
import { violations } from './support/axe';
import { expect, test, type Page } from './support/test';

const PROVIDER = 'Dev ID';

/** The real OpenID provider's own sign-in and consent pages (oidc-provider's development interactions). */
async function signInAtProvider(page: Page, email: string) {
  await page.waitForURL(/localhost:\d+\/interaction\//);
  await page.locator('input[name="login"]').fill(email);
  await page.locator('input[name="password"]').fill('anything');
  const signInPage = page.url();
  await page.locator('button[type="submit"]').click();
  await page.waitForURL((url) => url.href !== signInPage);
  // consent, the first time this person meets this client
  if (new URL(page.url()).pathname.startsWith('/interaction/')) await page.locator('button[type="submit"]').click();
}

test.describe('third-party login against a real OpenID provider', () => {
  test('LOGIN-6 ROUTE-2 REDIR-11 a new person continues with the provider and lands signed in, attribution kept', async ({
    page,
  }) => {
    const email = uniqueEmail('tp-new');
    await page.goto('/en/login?ref=R77');
    await page.getByRole('button', { name: enAuth.thirdParty.continueWith.replace('{{provider}}', PROVIDER) }).click();
    await signInAtProvider(page, email);
    await page.waitForURL(/\/en\/dashboard/);
    expect(new URL(page.url()).searchParams.get('ref')).toBe('R77');
    await expect(page.getByTestId('landing-account')).toContainText('@example.com');
  });

  test('LOGIN-6 SITE-3 started in ar-SA, the return page and the destination are in ar-SA', async ({ page }) => {
    await page.goto('/ar-SA/login');
    await page.getByRole('button', { name: arAuth.thirdParty.continueWith.replace('{{provider}}', PROVIDER) }).click();
    await signInAtProvider(page, uniqueEmail('tp-ar'));
    await page.waitForURL(/\/ar-SA\/dashboard/);
  });

  test('LOGIN-6 an existing account is linked only after its password; a wrong one is told and nothing typed is lost', async ({
    page,
    account: { email },
  }) => {
    await page.goto('/en/register');
    await page.getByRole('button', { name: enAuth.thirdParty.continueWith.replace('{{provider}}', PROVIDER) }).click();
    await signInAtProvider(page, email);
    await expect(page.getByRole('heading', { name: enAuth.thirdParty.linkTitle })).toBeVisible();
    expect(await violations(page)).toEqual([]);
    const field = page.getByLabel(enAuth.fields.password, { exact: true });
    await field.fill('Wrong12345x');
    await page.getByRole('button', { name: enAuth.thirdParty.link }).click();
    await expect(page.locator('#thirdparty-password-error')).toBeVisible();
    await expect(field).toHaveValue('Wrong12345x');
    await field.fill(PASSWORD);
    await page.getByRole('button', { name: enAuth.thirdParty.link }).click();
    await page.waitForURL(/\/en\/dashboard/);

    // linked: the provider alone signs the account in from now on
    await page.context().clearCookies();
    await page.goto('/en/login');
    await page.getByRole('button', { name: enAuth.thirdParty.continueWith.replace('{{provider}}', PROVIDER) }).click();
    await page.waitForURL(/\/en\/dashboard|\/interaction\//);
    if (page.url().includes('/interaction/')) await signInAtProvider(page, email);
    await page.waitForURL(/\/en\/dashboard/);
  });

  test('LOGIN-6 a return page without a sign-in in progress says so and leads back to log in; in ar-SA', async ({
    page,
  }) => {
    await page.goto('/ar-SA/authorized?code=forged&state=forged');
    await expect(page.getByText(arAuth.thirdParty.expired)).toBeVisible();
    await expect(page.getByRole('link', { name: arAuth.thirdParty.backToLogin })).toHaveAttribute(
      'href',
      '/ar-SA/login',
    );
    await page.goto('/en/authorized?error=access_denied');
    await expect(page.getByText(enAuth.thirdParty.expired)).toBeVisible();
  });

  test('LOGIN-6 cancelling at the provider comes back to a page that says so', async ({ page }) => {
    await page.goto('/en/login');
    await page.getByRole('button', { name: enAuth.thirdParty.continueWith.replace('{{provider}}', PROVIDER) }).click();
    await page.waitForURL(/\/interaction\//);
    await page.getByRole('link', { name: /cancel/i }).click();
    await expect(page.getByText(enAuth.thirdParty.cancelled.replace('{{provider}}', PROVIDER))).toBeVisible();
    await expect(page.getByRole('link', { name: enAuth.thirdParty.backToLogin })).toHaveAttribute('href', '/en/login');
  });
});
