import { isolated } from '../components/i18n/bidi';
import arAuth from '../public/locales/ar-SA/auth.json';
import arSettings from '../public/locales/ar-SA/passkey-settings.json';
import arPasskey from '../public/locales/ar-SA/passkey.json';
import arReproof from '../public/locales/ar-SA/reproof.json';
import enAuth from '../public/locales/en/auth.json';
import enLanding from '../public/locales/en/landing.json';
import enSettings from '../public/locales/en/passkey-settings.json';
import enPasskey from '../public/locales/en/passkey.json';
import { PASSWORD } from './support/auth';
import { violations } from './support/axe';
import { confirmItsMe } from './support/reproof';
import { expect, test, type Page } from './support/test';

type SettingsTexts = typeof enSettings;

/**
 * Chromium's virtual authenticator (CDP WebAuthn): a platform authenticator
 * with resident keys and user verification that answers every prompt by
 * itself, as a person touching the sensor would.
 */
async function virtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return {
    credentials: async () => (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials,
  };
}

/** Adds a passkey on the account page under its proposed name; returns that name. */
async function addPasskey(
  page: Page,
  lang: string,
  t: SettingsTexts,
  reproof?: Parameters<typeof confirmItsMe>[2],
): Promise<string> {
  await page.goto(`/${lang}/app/user/account-info`);
  const section = page.getByTestId('passkey-settings');
  await expect(section.getByText(t.empty)).toBeVisible();
  await section.getByRole('button', { name: t.add }).click();
  const name = section.getByRole('textbox', { name: t.nameLabel });
  await expect(name).toBeFocused();
  const proposed = await name.inputValue();
  await section.getByRole('button', { name: t.create }).click();
  // issue 36: a session that has not proved itself in the last 10 minutes confirms it's the person first
  await confirmItsMe(page, PASSWORD, reproof);
  // issue 39: what went through is a success toast
  await expect(page.locator('.toast-success')).toContainText(t.addedNotice.replace('{{name}}', isolated(proposed)));
  await expect(section.getByTestId('passkey-item')).toHaveCount(1);
  return proposed;
}

/** A browser whose passkey prompt the person closes: `navigator.credentials.get` refuses as Chromium does then. */
async function closesEveryPrompt(page: Page): Promise<void> {
  await page.addInitScript(() => {
    navigator.credentials.get = () =>
      Promise.reject(new DOMException('The operation either timed out or was not allowed.', 'NotAllowedError'));
  });
}

test.describe('passkeys', () => {
  // each test adds a passkey through the account page (with its re-proof) before the login it is about
  test.describe.configure({ timeout: 60_000 });

  test('add a passkey on the account page, log out, log in with it without a password, land on the dashboard', async ({
    page,
    signedIn: _signedIn, // a new account, signed in through the api
  }) => {
    const authenticator = await virtualAuthenticator(page);

    const name = await addPasskey(page, 'en', enSettings);
    // named after the browser and system it was made on
    expect(name).toMatch(/^Chrome on \w+/);
    const stored = await authenticator.credentials();
    expect(stored).toHaveLength(1);
    expect(stored[0].isResidentCredential).toBe(true);
    const section = page.getByTestId('passkey-settings');
    await expect(section.getByRole('heading', { name })).toBeVisible();
    expect(await violations(page)).toEqual([]);

    // logged out, the login page offers the passkey in the email field's autofill once the person acts on
    // the page; the virtual authenticator picks it as a person would: signed in without typing anything
    await page.goto('/en/dashboard');
    const byAutofill = page.waitForResponse((r) => r.url().endsWith('/x-api/user/public/passkey/login/verify'));
    await page.getByRole('button', { name: enLanding.logout }).click();
    await page.waitForURL(/\/en\/login/);
    await page.getByRole('textbox', { name: enAuth.fields.email }).click();
    // asked from the login page: its referrer, stamped as it was sent (the frame itself has moved on to the dashboard
    // by the time a fast answer is read here)
    expect((await (await byAutofill).request().allHeaders()).referer).toMatch(/\/en\/login/);
    await page.waitForURL(/\/en\/dashboard/);
    await expect(page.getByTestId('landing-account')).toBeVisible();

    // and the button, in a browser that offers no autofill: a prompt of its own, no password typed
    await page.addInitScript(() => {
      PublicKeyCredential.isConditionalMediationAvailable = () => Promise.resolve(false);
    });
    await page.getByRole('button', { name: enLanding.logout }).click();
    await page.waitForURL(/\/en\/login/);
    await expect(page.getByLabel(enAuth.fields.password, { exact: true })).toHaveValue('');
    await page.getByRole('button', { name: enPasskey.login.button }).click();
    await page.waitForURL(/\/en\/dashboard/);
    await expect(page.getByTestId('landing-account')).toBeVisible();

    // the account page says when it was last used
    await page.goto('/en/app/user/account-info');
    await expect(section.getByTestId('passkey-item')).not.toContainText(enSettings.neverUsed);
  });

  test('the login page offers the passkey in the login name’s autofill, and its states pass axe (en)', async ({
    page,
  }) => {
    await page.goto('/en/login');
    await expect(page.getByRole('textbox', { name: enAuth.fields.email })).toHaveAttribute(
      'autocomplete',
      'username webauthn',
    );
    await expect(page.getByRole('button', { name: enPasskey.login.button })).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });

  test('a closed passkey prompt says so in the form and keeps what was typed; the settings read right to left (ar-SA)', async ({
    page,
    signedIn: { email },
  }) => {
    await virtualAuthenticator(page);
    await addPasskey(page, 'ar-SA', arSettings, { t: arReproof, auth: arAuth });
    const section = page.getByTestId('passkey-settings');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await section.getByTestId('passkey-item').getByRole('button').click();
    await expect(section.getByRole('group')).toContainText(arSettings.confirmYes);
    expect(await violations(page)).toEqual([]);

    await page.context().clearCookies();
    await closesEveryPrompt(page);
    await page.goto('/ar-SA/login');
    const emailField = page.getByRole('textbox', { name: arAuth.fields.email });
    await emailField.fill(email);
    await page.getByRole('button', { name: arPasskey.login.button }).click();
    await expect(page.getByRole('alert').filter({ hasText: arPasskey.login.cancelled })).toBeVisible();
    await expect(emailField).toHaveValue(email);
    expect(await violations(page)).toEqual([]);
  });

  test('issue 39 with no passkey for this site on this device, the form says so and what to do instead', async ({
    page,
  }) => {
    // an authenticator that holds no credential for this site: Chromium refuses the request (NotAllowedError)
    const authenticator = await virtualAuthenticator(page);
    expect(await authenticator.credentials()).toEqual([]);
    await page.goto('/en/login');
    await page.getByRole('button', { name: enPasskey.login.button }).click();
    const alert = page.getByRole('alert').filter({ hasText: enPasskey.login.cancelled });
    await expect(alert).toBeVisible({ timeout: 15_000 });
    await expect(alert).toContainText('There is no passkey for this site on this device');
    await expect(alert).not.toContainText('was cancelled');
  });

  test('the cancelled state in English passes axe', async ({ page }) => {
    await closesEveryPrompt(page);
    await page.goto('/en/login');
    await page.getByRole('button', { name: enPasskey.login.button }).click();
    await expect(page.getByRole('alert').filter({ hasText: enPasskey.login.cancelled })).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });
});
