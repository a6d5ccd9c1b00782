import { Secret, TOTP } from 'otpauth';

import { isolated } from '../components/i18n/bidi';
import { REPROOF_TTL_MINUTES } from '../config/x-api';
import arAuth from '../public/locales/ar-SA/auth.json';
import arReproof from '../public/locales/ar-SA/reproof.json';
import arSecurity from '../public/locales/ar-SA/security.json';
import enAuth from '../public/locales/en/auth.json';
import enCommon from '../public/locales/en/common.json';
import enLanding from '../public/locales/en/landing.json';
import enSettings from '../public/locales/en/passkey-settings.json';
import enPasskey from '../public/locales/en/passkey.json';
import enReproof from '../public/locales/en/reproof.json';
import enSecurity from '../public/locales/en/security.json';
import { API, logIn, PASSWORD, type OutboxMessage } from './support/auth';
import { violations } from './support/axe';
import { confirmItsMe, reproofCode, reproofDialog } from './support/reproof';
import { expect, test, type APIRequestContext, type Page } from './support/test';

/** The code an authenticator app shows for `secret` at `at` (ms). */
function appCode(secret: string, at = Date.now()): string {
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({
    timestamp: at,
  });
}

/** Chromium's virtual authenticator (CDP WebAuthn), answering every prompt as a touch of the sensor would. */
async function virtualAuthenticator(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
}

/** Every WCAG 2.2 A/AA violation of the page as it is now: none, with the state named when one is found. */
async function expectAxeClean(page: Page, state: string): Promise<void> {
  expect(await violations(page), state).toEqual([]);
}

/** Recovery codes a change brought, saved (they are shown once). */
async function saveRecoveryCodes(page: Page, t: typeof enSecurity): Promise<void> {
  await expect(page.getByTestId('recovery-codes').locator('li')).toHaveCount(10);
  await page.getByRole('button', { name: t.settings.recovery.saved }).click();
}

const fill = (text: string, values: Readonly<Record<string, string | number>>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));

/** A plural family's text in `locale` for `count`, as i18next picks it. */
function plural(texts: Readonly<Record<string, unknown>>, key: string, count: number, locale: string): string {
  const form = texts[`${key}_${new Intl.PluralRules(locale).select(count)}`] ?? texts[`${key}_other`];
  // the count in the page language's digits (issue 39: Arabic-Indic in ar-SA), as the page writes it
  return fill(String(form), { count: new Intl.NumberFormat(locale).format(count) });
}

/** The codes the api has sent to `to` so far (dev outbox). */
async function codesSent(request: APIRequestContext, to: string): Promise<Set<string>> {
  const res = await request.get(`${API}/x-api/dev/outbox`, { params: { to } });
  const { list } = ((await res.json()) as { result: { list: OutboxMessage[] } }).result;
  return new Set(list.flatMap((m) => (m.code ? [m.code] : [])));
}

/**
 * The newest code sent to `to` that is not in `used` (notices of changes
 * carry none), waiting for it; it joins `used`.
 */
async function newCode(request: APIRequestContext, to: string, used: Set<string>): Promise<string> {
  let found = '';
  await expect
    .poll(async () => {
      const res = await request.get(`${API}/x-api/dev/outbox`, { params: { to } });
      const { list } = ((await res.json()) as { result: { list: OutboxMessage[] } }).result;
      found = list.find((m) => m.code)?.code ?? '';
      return found !== '' && !used.has(found);
    })
    .toBe(true);
  used.add(found);
  return found;
}

test.describe('re-proof before security changes (issue 36 item 1)', () => {
  // each test goes through settings, the dialog and a second browser, with axe on each state
  test.describe.configure({ timeout: 60_000 });

  test('issue 36 item 1: a signed-in session that tries to add a passkey meets the re-proof dialog and succeeds after it; a later session proves itself with the passkey', async ({
    page,
    signedIn: _signedIn, // a new account, signed in through the api
  }) => {
    await virtualAuthenticator(page);

    await page.goto('/en/app/user/account-info');
    const section = page.getByTestId('passkey-settings');
    await section.getByRole('button', { name: enSettings.add }).click();
    const proposed = await section.getByRole('textbox', { name: enSettings.nameLabel }).inputValue();
    await section.getByRole('button', { name: enSettings.create }).click();

    // the session only holds its token: the api asks who it is before a passkey may be added
    const dialog = reproofDialog(page);
    await expect(dialog).toBeVisible({ timeout: 15_000 });
    await expect(dialog).toContainText(plural(enReproof, 'lead', REPROOF_TTL_MINUTES, 'en'));
    const password = dialog.getByLabel(enAuth.fields.password, { exact: true });
    await expect(password).toBeFocused();
    // no factor on: the password alone, and no passkey yet to use instead
    await expect(dialog.getByRole('textbox', { name: enReproof.codeLabel.totp })).toHaveCount(0);
    await expect(dialog.getByRole('button', { name: enReproof.passkey })).toHaveCount(0);
    await expectAxeClean(page, 'the dialog, password only (en)');

    // a wrong password is told by its field with the tries left, and the field is emptied for another try
    await password.fill('Wrong42horse');
    await dialog.getByRole('button', { name: enReproof.confirm, exact: true }).click();
    await expect(dialog).toContainText(plural(enAuth.errors, 'wrongPasswordLeft', 4, 'en'));
    await expect(password).toHaveValue('');
    await expect(password).toBeFocused();
    await expectAxeClean(page, 'the dialog, wrong password (en)');

    await password.fill(PASSWORD);
    await dialog.getByRole('button', { name: enReproof.confirm, exact: true }).click();
    await expect(dialog).toBeHidden();
    // the change went on by itself: the browser's prompt, then the passkey is listed
    // issue 39: what went through is a success toast
    await expect(page.getByRole('status', { name: enCommon.notifications })).toContainText(
      enSettings.addedNotice.replace('{{name}}', isolated(proposed)),
    );
    await expect(section.getByTestId('passkey-item')).toHaveCount(1);

    // a new session (logged in with the passkey) removes it: the passkey itself proves it's the person
    await page.addInitScript(() => {
      PublicKeyCredential.isConditionalMediationAvailable = () => Promise.resolve(false);
    });
    await page.getByRole('button', { name: enLanding.logout, exact: true }).click();
    await page.waitForURL(/\/en\/login/);
    await page.getByRole('button', { name: enPasskey.login.button }).click();
    // back on the account page the person logged out from
    await page.waitForURL(/\/en\/app\/user\/account-info/);
    await section.getByTestId('passkey-item').getByRole('button', { name: enSettings.remove }).click();
    await section.getByRole('button', { name: enSettings.confirmYes }).click();
    await expect(dialog).toBeVisible({ timeout: 15_000 });
    await dialog.getByRole('button', { name: enReproof.passkey }).click();
    await expect(dialog).toBeHidden();
    await expect(section.getByTestId('passkey-item')).toHaveCount(0);
  });

  test('issue 36 item 1: a re-proof with the password and the authenticator’s code lets the app be turned off without another prompt within 10 minutes', async ({
    page,
    signedIn: _signedIn, // a new account, signed in through the api
  }) => {
    await page.goto('/en/app/user/account-info');
    const totp = page.getByTestId('security-totp');

    // the first factor: the password alone proves it's the person
    await totp.getByRole('button', { name: enSecurity.settings.totp.setUp }).click();
    await confirmItsMe(page, PASSWORD);
    const secret = (await page.getByTestId('totp-secret').innerText()).replace(/\s+/g, '');
    await totp.getByLabel(enSecurity.settings.code).fill(appCode(secret));
    // issue 39: the code field sends a whole code at its last digit, without a press
    await saveRecoveryCodes(page, enSecurity);
    await expect(totp).toContainText(enSecurity.settings.on);

    // with the app on, that proof is too weak: new recovery codes ask for the password and the app's code
    const recovery = page.getByTestId('security-recovery');
    await recovery.getByRole('button', { name: enSecurity.settings.recovery.renew }).click();
    const dialog = reproofDialog(page);
    await expect(dialog).toBeVisible({ timeout: 15_000 });
    await expect(dialog).toContainText(enReproof.method.totp);
    await expectAxeClean(page, 'the dialog, password and the app’s code (en)');
    await dialog.getByLabel(enAuth.fields.password, { exact: true }).fill(PASSWORD);
    // the step after the one that turned the app on; its sixth digit sends it
    await reproofCode(dialog, 'totp').fill(appCode(secret, Date.now() + 30_000));
    await expect(dialog).toBeHidden();
    await saveRecoveryCodes(page, enSecurity);

    // within the 10 minutes: one press turns the app off, no dialog, no code
    const asked = page.waitForResponse((r) => r.url().endsWith('/x-api/user/security/totp/disable'));
    await totp.getByRole('button', { name: enSecurity.settings.totp.turnOff }).click();
    expect(((await (await asked).json()) as { ret_code: number }).ret_code).toBe(0);
    // issue 39: what went through is a success toast
    await expect(page.getByRole('status', { name: enCommon.notifications })).toContainText(
      enSecurity.settings.totp.disabled,
    );
    await expect(totp).toContainText(enSecurity.settings.off);
    await expect(dialog).toHaveCount(0);
  });

  test('issue 36 item 1: the dialog in Arabic: password only, then the switch between the app and email codes and an email code sent with its countdown; axe clean in each state', async ({
    page,
    browser,
    request,
    signedIn: { email },
  }) => {
    await page.goto('/ar-SA/app/user/account-info');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const t = arSecurity.settings;
    const used = await codesSent(request, email);
    const dialog = reproofDialog(page, arReproof);

    // the app's key on an account with no factor yet: the dialog asks for the password alone
    const totp = page.getByTestId('security-totp');
    await totp.getByRole('button', { name: t.totp.setUp }).click();
    await expect(dialog).toBeVisible({ timeout: 15_000 });
    await expect(dialog).toContainText(plural(arReproof, 'lead', REPROOF_TTL_MINUTES, 'ar-SA'));
    await expect(dialog.getByLabel(arAuth.fields.password, { exact: true })).toBeFocused();
    await expectAxeClean(page, 'the dialog, password only (ar-SA)');
    await confirmItsMe(page, PASSWORD, { t: arReproof, auth: arAuth });
    const secret = (await page.getByTestId('totp-secret').innerText()).replace(/\s+/g, '');
    await totp.getByLabel(t.code).fill(appCode(secret));
    // issue 39: the code field sends a whole code at its last digit, without a press
    await saveRecoveryCodes(page, arSecurity);

    // codes by email on: the code sent there, then (the app now on) the password and the app's code
    const byEmail = page.getByTestId('security-email');
    await byEmail.getByRole('button', { name: t.channel.turnOn }).click();
    const code = byEmail.getByLabel(t.code);
    await expect(code).toBeVisible();
    await code.fill(await newCode(request, email, used));
    // issue 39: the code field sends a whole code at its last digit, without a press
    await expect(dialog).toBeVisible({ timeout: 15_000 });
    await expect(dialog).toContainText(arReproof.method.totp);
    await confirmItsMe(page, PASSWORD, {
      t: arReproof,
      auth: arAuth,
      code: appCode(secret, Date.now() + 30_000),
    });
    await expect(byEmail).toContainText(t.on);

    // another browser's session (its login's second step by email) meets the switch between the two
    const elsewhere = await browser.newContext();
    const other = await elsewhere.newPage();
    try {
      await other.goto('/ar-SA/login');
      await logIn(other, email, PASSWORD, arAuth);
      const step = other.getByRole('dialog', { name: arSecurity.secondStep.title });
      await step.getByRole('button', { name: arSecurity.secondStep.use.email }).click();
      await step.getByLabel(arSecurity.secondStep.code).fill(await newCode(request, email, used));
      await other.waitForURL(/\/ar-SA\/dashboard/);
      await other.goto('/ar-SA/app/user/account-info');
      await other.getByTestId('security-recovery').getByRole('button', { name: t.recovery.renew }).click();
      const second = reproofDialog(other, arReproof);
      await expect(second).toBeVisible({ timeout: 15_000 });
      await expect(second).toContainText(arReproof.method.totp);
      await expectAxeClean(other, 'the dialog, the app’s code with the switch (ar-SA)');
      await second.getByRole('button', { name: arReproof.use.email }).click();
      // the masked address the code goes to, and its own field
      await expect(second).toContainText('***@example.com');
      await expect(reproofCode(second, 'email', arReproof)).toBeVisible();
      await second.getByLabel(arAuth.fields.password, { exact: true }).fill(PASSWORD);
      // the minute since the settings' email code passes on the api's clock for this account
      const aged = await request.put(`${API}/x-api/dev/security-codes-age`, { data: { email, seconds: 61 } });
      expect(aged.ok()).toBe(true);
      await second.getByRole('button', { name: arReproof.send }).click();
      const countdown = new RegExp(arAuth.actions.resendIn.split('{{seconds}}')[0].trim());
      await expect(second.getByRole('button', { name: countdown })).toBeDisabled();
      await expectAxeClean(other, 'the dialog, an email code sent, its countdown (ar-SA)');
      await reproofCode(second, 'email', arReproof).fill(await newCode(request, email, used));
      await expect(second).toBeHidden();
      await saveRecoveryCodes(other, arSecurity);
    } finally {
      await elsewhere.close();
    }
  });
});
