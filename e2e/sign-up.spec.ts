import arAuth from '../public/locales/ar-SA/auth.json';
import arSignup from '../public/locales/ar-SA/register.json';
import enAuth from '../public/locales/en/auth.json';
import enSignup from '../public/locales/en/register.json';
import { emailField, lastMessage, PASSWORD, setWebConfig, uniqueEmail } from './support/auth';
import { expect, test, type Page } from './support/test';

/** The indicator's text for screen readers on the current step, as the page writes it. */
function stepName(t: typeof enAuth, current: number, total: number, title: string, locale = 'en'): string {
  const number = new Intl.NumberFormat(locale);
  return t.steps.countNamed
    .replace('{{current, number}}', number.format(current))
    .replace('{{total, number}}', number.format(total))
    .replace('{{title}}', title);
}

/** The step marked current (aria-current="step") in the indicator. */
const currentStep = (page: Page) => page.locator('.step-track [aria-current="step"]');

/** The page's one h1. */
async function expectOnlyHeading(page: Page, name: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible({ timeout: 15_000 });
}

test.describe('sign-up in steps (issue 39)', () => {
  test.beforeEach(async ({ request }) => {
    await setWebConfig(request, 'register_variant', 'newCode');
  });

  test('LOGIN-1 REG-2 REG-6 the step is the heading, the indicator says which, Back and the browser move between steps, a reload keeps the code step and the code sent works', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('steps');
    await page.goto('/en/register');
    await expectOnlyHeading(page, enSignup.register.title);
    await expect(currentStep(page)).toHaveText(stepName(enAuth, 1, 3, enSignup.register.title));
    await expect(page.getByRole('button', { name: enAuth.actions.back })).toHaveCount(0);

    await emailField(page).fill(email);
    await page.getByRole('button', { name: enAuth.actions.continue, exact: true }).click();
    await expectOnlyHeading(page, enSignup.register.codeTitle);
    await expect(page).toHaveURL(/\/en\/register\?step=code$/);
    await expect(currentStep(page)).toHaveText(stepName(enAuth, 2, 3, enSignup.register.codeTitle));
    await expect(page.getByText('Step 2 of 3', { exact: true })).toBeVisible();

    // the browser's Back returns to the account step of this page, the email kept; Forward to the code
    await page.goBack();
    await expect(page).toHaveURL(/\/en\/register$/);
    await expectOnlyHeading(page, enSignup.register.title);
    await expect(emailField(page)).toHaveValue(email);
    await page.goForward();
    await expectOnlyHeading(page, enSignup.register.codeTitle);

    // the Back control does the same
    await page.getByRole('button', { name: enAuth.actions.back }).click();
    await expectOnlyHeading(page, enSignup.register.title);
    await expect(emailField(page)).toHaveValue(email);
    await expect(emailField(page)).toBeFocused();
    await page.goForward();
    await expectOnlyHeading(page, enSignup.register.codeTitle);

    // a reload keeps the step; the code already sent is accepted
    await page.reload();
    await expectOnlyHeading(page, enSignup.register.codeTitle);
    await expect(page.getByText(email)).toBeVisible();
    const message = await lastMessage(request, email);
    await page.getByRole('textbox', { name: enAuth.fields.code }).fill(message.code ?? '');
    const verify = page.getByRole('button', { name: enAuth.actions.verify });
    // the field sends a whole code by itself; the button remains for one typed otherwise
    if (await verify.isVisible()) await verify.click({ timeout: 2000 }).catch(() => undefined);
    await expectOnlyHeading(page, enSignup.register.passwordTitle);
    await expect(page).toHaveURL(/step=password$/);
    await expect(currentStep(page)).toHaveText(stepName(enAuth, 3, 3, enSignup.register.passwordTitle));

    // nothing of the password is kept for a reload
    await page.getByLabel(enAuth.fields.newPassword).fill(PASSWORD);
    const kept = await page.evaluate(() => JSON.stringify(Object.values(sessionStorage)));
    expect(kept).not.toContain(PASSWORD);
    await page.getByRole('button', { name: enAuth.actions.createAccount }).click();
    await page.waitForURL(/\/en\/dashboard/);
  });

  test('LOGIN-1 a step address with nothing kept (another tab) opens the first step', async ({ page }) => {
    await page.goto('/en/register?step=code');
    await expectOnlyHeading(page, enSignup.register.title);
    await expect(page).toHaveURL(/\/en\/register$/);
  });

  test('LOGIN-1 in Arabic the indicator and the Back control read right to left', async ({ page }) => {
    const email = uniqueEmail('steps-ar');
    await page.goto('/ar-SA/register');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await emailField(page, arAuth).fill(email);
    await page.getByRole('button', { name: arAuth.actions.continue, exact: true }).click();
    await expectOnlyHeading(page, arSignup.register.codeTitle);
    await expect(currentStep(page)).toHaveText(stepName(arAuth, 2, 3, arSignup.register.codeTitle, 'ar-SA'));
    await page.getByRole('button', { name: arAuth.actions.back }).click();
    await expect(emailField(page, arAuth)).toHaveValue(email);
  });
});
