import { Secret, TOTP } from 'otpauth';

import arAuth from '../public/locales/ar-SA/auth.json';
import arErrors from '../public/locales/ar-SA/errors.json';
import arRecovery from '../public/locales/ar-SA/recovery.json';
import enAuth from '../public/locales/en/auth.json';
import enErrors from '../public/locales/en/errors.json';
import enLanding from '../public/locales/en/landing.json';
import enRecovery from '../public/locales/en/recovery.json';
import enSecurity from '../public/locales/en/security.json';
import { apiAccountSignedIn } from './support/api-account';
import { emailField, lastMessage, logIn, PASSWORD, uniqueEmail } from './support/auth';
import { violations } from './support/axe';
import { confirmItsMe } from './support/reproof';
import { expect, test, type APIRequestContext, type Page } from './support/test';

type RecoveryTexts = typeof enRecovery;
type AuthTexts = typeof enAuth;
type WrongCodeTexts = typeof enErrors.wrongCode;

const NEW_PASSWORD = 'Another77reset';

/** The language's plural form of a wrong code's message for `count` tries left (issue 38: every code form's). */
function wrongCodeText(t: WrongCodeTexts, locale: string, count: number): string {
  const form = `left_${new Intl.PluralRules(locale).select(count)}` as keyof WrongCodeTexts;
  // issue 39: the count in the digits the page writes numbers with (Arabic-Indic in ar-SA)
  return String(t[form] ?? t.left_other).replace('{{count}}', new Intl.NumberFormat(locale).format(count));
}

/** The code an authenticator app shows for `secret` at `at` (ms). */
function appCode(secret: string, at = Date.now()): string {
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({
    timestamp: at,
  });
}

/** The authenticator turned on through the account page's settings: its key and the recovery codes shown once. */
async function turnOnAuthenticator(page: Page): Promise<{ secret: string; codes: string[] }> {
  await page.goto('/en/app/user/account-info');
  const security = page.getByTestId('account-security');
  await security.getByRole('button', { name: enSecurity.settings.totp.setUp }).click();
  // issue 36: the session confirms it's the person first (no factor yet: the password alone)
  await confirmItsMe(page, PASSWORD);
  const secret = (await page.getByTestId('totp-secret').innerText()).replace(/\s+/g, '');
  await security.getByLabel(enSecurity.settings.code).fill(appCode(secret));
  // issue 39: the code field sends a whole code at its last digit, without a press
  const list = page.getByTestId('recovery-codes').locator('li');
  await expect(list).toHaveCount(10);
  const codes = (await list.allInnerTexts()).map((c) => c.trim());
  await page.getByRole('button', { name: enSecurity.settings.recovery.saved }).click();
  return { secret, codes };
}

/** Every WCAG 2.2 A/AA violation of the page as it is now: none, with the state named when one is found. */
async function expectAxeClean(page: Page, state: string): Promise<void> {
  expect(await violations(page), state).toEqual([]);
}

/**
 * The reset through the page from its first step: the account typed (or
 * already filled), the code from the outbox, the new password twice, and
 * the authenticator's code when `secret` is given. Axe checks each step.
 */
async function resetThroughPage(
  page: Page,
  request: APIRequestContext,
  {
    email,
    locale = 'en',
    t = enRecovery,
    a = enAuth,
    e = enErrors.wrongCode,
    secret,
  }: { email: string; locale?: string; t?: RecoveryTexts; a?: AuthTexts; e?: WrongCodeTexts; secret?: string },
): Promise<void> {
  await expect(emailField(page, a)).toHaveValue(email);
  await expectAxeClean(page, 'account step');
  await page.getByRole('button', { name: t.reset.send }).click();
  await expect(page.getByRole('heading', { name: t.reset.codeTitle })).toBeVisible({ timeout: 15_000 });
  const code = page.getByRole('textbox', { name: a.fields.code });
  await expect(code).toBeFocused();
  await expectAxeClean(page, 'code step');
  const message = await lastMessage(request, email);
  // a wrong code says the tries left, by the field
  await code.fill(message.code === '000000' ? '111111' : '000000');
  // issue 39: the code field sends a whole code at its last digit, without a press
  await expect(page.locator('#retrieve-code-error')).toHaveText(wrongCodeText(e, locale, 4));
  await expectAxeClean(page, 'wrong code');
  // six digits pasted with a space
  await code.fill(`${message.code?.slice(0, 3)} ${message.code?.slice(3)}`);
  // issue 39: the code field sends a whole code at its last digit, without a press
  await expect(page.getByRole('heading', { name: t.reset.passwordTitle })).toBeVisible();
  await page.getByLabel(a.fields.newPassword).fill(NEW_PASSWORD);
  await page.getByLabel(t.reset.repeat).fill(`${NEW_PASSWORD}x`);
  if (secret) {
    await expect(page.getByRole('link', { name: t.reset.lostAuthenticator })).toBeVisible();
    await page.getByLabel(t.reset.authenticator).fill(appCode(secret, Date.now() + 30_000));
  }
  await page.getByRole('button', { name: t.reset.submit }).click();
  await expect(page.locator('#retrieve-repeat-error')).toHaveText(t.reset.mismatch);
  await expectAxeClean(page, 'password step');
  await page.getByLabel(t.reset.repeat).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: t.reset.submit }).click();
  await expect(page.getByRole('heading', { name: t.reset.doneTitle })).toBeVisible();
  await expectAxeClean(page, 'done');
}

test.describe('password reset and lost second factor (issue 26)', () => {
  // each test runs axe on every step of a flow of several pages
  test.describe.configure({ timeout: 60_000 });

  test('forgot password: reset in another browser with the code from the outbox; the new password logs in, the old session is gone', async ({
    browser,
    request,
  }) => {
    const email = uniqueEmail('reset');
    const first = await browser.newContext();
    const sessionA = await first.newPage();
    await apiAccountSignedIn(sessionA.request, email, PASSWORD);
    await sessionA.goto('/en/dashboard');
    await expect(sessionA.getByRole('heading', { name: enLanding.title })).toBeVisible();

    const second = await browser.newContext();
    const page = await second.newPage();
    await page.goto('/en/login');
    await emailField(page).fill(email);
    await page.getByRole('link', { name: enAuth.links.recoverPassword }).click();
    await page.waitForURL(/\/en\/app\/user\/retrieve\?email=/);
    await expect(page.getByRole('heading', { level: 1, name: enRecovery.appUserRetrieve.title })).toBeVisible();
    await resetThroughPage(page, request, { email });

    const notice = await lastMessage(request, email);
    expect(notice.code).toBeNull();
    await page.getByRole('link', { name: enRecovery.logIn }).click();
    await page.waitForURL(/\/en\/login\?email=/);
    await emailField(page).fill(email);
    await page.getByLabel(enAuth.fields.password, { exact: true }).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: enAuth.actions.login, exact: true }).click();
    await page.waitForURL(/\/en\/dashboard/);

    // the session of the first browser ended with the reset
    await sessionA.reload();
    await expect(sessionA.getByRole('heading', { name: enLanding.signedOut })).toBeVisible();
    await first.close();
    await second.close();
  });

  test('in Arabic, with an authenticator: the last step asks its code and links to the lost-factor page; axe on every step', async ({
    page,
    request,
    signedIn: { email },
  }) => {
    const { secret } = await turnOnAuthenticator(page);
    await page.context().clearCookies();

    await page.goto(`/ar-SA/app/user/retrieve?email=${encodeURIComponent(email)}`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await resetThroughPage(page, request, {
      email,
      locale: 'ar-SA',
      t: arRecovery,
      a: arAuth,
      e: arErrors.wrongCode,
      secret,
    });
    await page.getByRole('link', { name: arRecovery.logIn }).click();
    await page.waitForURL(/\/ar-SA\/login/);
  });

  test('a lost authenticator: password, then a recovery code turns two-step verification off; the next login needs no code', async ({
    page,
    signedIn: { email },
  }) => {
    const { codes } = await turnOnAuthenticator(page);
    await page.context().clearCookies();

    await page.goto(`/en/app/user/security-item-find?email=${encodeURIComponent(email)}`);
    await expect(page.getByRole('heading', { level: 1, name: enRecovery.appUserSecurityItemFind.title })).toBeVisible();
    await expect(emailField(page)).toHaveValue(email);
    await expectAxeClean(page, 'start');
    // a wrong password is told as the login tells it
    await page.getByLabel(enAuth.fields.password, { exact: true }).fill('Wrong123pass');
    await page.getByRole('button', { name: enAuth.actions.continue, exact: true }).click();
    await expect(page.locator('#recover-password-error')).toHaveText(
      enAuth.errors.wrongPasswordLeft_other.replace('{{count}}', '4'),
    );
    await page.getByLabel(enAuth.fields.password, { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: enAuth.actions.continue, exact: true }).click();
    await expect(page.getByRole('heading', { name: enRecovery.find.proveTitle })).toBeVisible({ timeout: 15_000 });
    await expectAxeClean(page, 'recovery code');

    // the email way, then back to the recovery code
    await page.getByRole('button', { name: enRecovery.find.useEmail }).click();
    await page.getByRole('button', { name: enRecovery.find.sendCode }).click();
    await expect(page.getByRole('textbox', { name: enAuth.fields.code })).toBeVisible();
    await expectAxeClean(page, 'email code');
    await page.getByRole('button', { name: enRecovery.find.useRecovery }).click();

    await page.getByLabel(enRecovery.find.recoveryCode).fill(codes[0].toUpperCase());
    await page.getByRole('button', { name: enRecovery.find.turnOff }).click();
    await expect(page.getByRole('heading', { name: enRecovery.find.doneTitle })).toBeVisible();
    await expectAxeClean(page, 'done');

    await page.getByRole('link', { name: enRecovery.logIn }).click();
    await page.waitForURL(/\/en\/login/);
    await logIn(page, email, PASSWORD);
    await page.waitForURL(/\/en\/dashboard/);
  });

  test('issue 39 reset in steps: the step is the one h1 with "Step 2 of 3", Back and the browser move between steps, a reload keeps the code step and the code sent works; done is a success screen', async ({
    page,
    request,
    account: { email },
  }) => {
    const current = page.locator('.step-track [aria-current="step"]');
    const only = async (name: string) => {
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible({ timeout: 15_000 });
    };
    const stepText = (n: number, title: string) =>
      enAuth.steps.countNamed
        .replace('{{current, number}}', String(n))
        .replace('{{total, number}}', '3')
        .replace('{{title}}', title);

    await page.goto(`/en/app/user/retrieve?email=${encodeURIComponent(email)}`);
    await only(enRecovery.appUserRetrieve.title);
    await expect(current).toHaveText(stepText(1, enRecovery.appUserRetrieve.title));
    await page.getByRole('button', { name: enRecovery.reset.send }).click();
    await only(enRecovery.reset.codeTitle);
    await expect(current).toHaveText(stepText(2, enRecovery.reset.codeTitle));
    await expect(page).toHaveURL(/step=code$/);

    await page.goBack();
    await only(enRecovery.appUserRetrieve.title);
    await expect(page).not.toHaveURL(/step=/);
    await expect(emailField(page)).toHaveValue(email);
    await page.goForward();
    await only(enRecovery.reset.codeTitle);
    await page.getByRole('button', { name: enAuth.actions.back }).click();
    await only(enRecovery.appUserRetrieve.title);
    await expect(emailField(page)).toHaveValue(email);
    await page.goForward();
    await only(enRecovery.reset.codeTitle);

    await page.reload();
    await only(enRecovery.reset.codeTitle);
    const message = await lastMessage(request, email);
    await page.getByRole('textbox', { name: enAuth.fields.code }).fill(message.code ?? '');
    const verify = page.getByRole('button', { name: enAuth.actions.verify });
    // the field sends a whole code by itself; the button remains for one typed otherwise
    if (await verify.isVisible()) await verify.click({ timeout: 2000 }).catch(() => undefined);
    await only(enRecovery.reset.passwordTitle);
    await expect(current).toHaveText(stepText(3, enRecovery.reset.passwordTitle));
    await page.getByLabel(enAuth.fields.newPassword).fill(NEW_PASSWORD);
    await page.getByLabel(enRecovery.reset.repeat).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: enRecovery.reset.submit }).click();

    const done = page.getByRole('heading', { level: 1, name: enRecovery.reset.doneTitle });
    await expect(done).toBeFocused();
    await expect(done).toBeInViewport();
    const logInButton = page.getByRole('link', { name: enRecovery.logIn });
    await expect(logInButton).toHaveCSS('text-decoration-line', 'none');
    // the card is as tall as what it holds
    const card = await page.locator('.route-screen').boundingBox();
    const content = await page.locator('.success-screen').boundingBox();
    expect((card?.height ?? 0) - (content?.height ?? 0)).toBeLessThan(120);
    await expect(page).not.toHaveURL(/step=/);
  });

  test('the lost-factor page in Arabic: an account without two-step verification has nothing to recover; axe clean', async ({
    page,
    signedIn: { email },
  }) => {
    await page.context().clearCookies();
    await page.goto(`/ar-SA/app/user/security-item-find?email=${encodeURIComponent(email)}`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expectAxeClean(page, 'start, ar-SA');
    await page.getByLabel(arAuth.fields.password, { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: arAuth.actions.continue, exact: true }).click();
    await expect(page.getByText(arRecovery.find.nothing)).toBeVisible({ timeout: 15_000 });
    await expectAxeClean(page, 'nothing, ar-SA');
    await expect(page.getByRole('link', { name: arRecovery.logIn })).toHaveAttribute('href', '/ar-SA/login');
  });
});
