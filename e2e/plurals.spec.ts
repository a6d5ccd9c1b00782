import arAuth from '../public/locales/ar-SA/auth.json';
import plAuth from '../public/locales/pl-PL/auth.json';
import ruAuth from '../public/locales/ru-RU/auth.json';
import { emailField, logIn } from './support/auth';
import { expect, test } from './support/test';

type WrongPasswordForms = Readonly<Record<string, string>>;

/**
 * The form of the family `errors.wrongCredentialsEmailLeft` (an email login's wrong password, issue 39:
 * "Incorrect email or password") the language's plural rules pick for `count`, filled in.
 */
function wrongPasswordText(locale: string, errors: WrongPasswordForms, count: number): string {
  const form = errors[`wrongCredentialsEmailLeft_${new Intl.PluralRules(locale).select(count)}`];
  if (form === undefined) throw new Error(`${locale} has no form for ${count}`);
  // issue 39: the count in the digits the page writes numbers with (Arabic-Indic in ar-SA)
  return form.replace('{{count}}', new Intl.NumberFormat(locale).format(count));
}

const LANGUAGES = [
  { locale: 'ru-RU', auth: ruAuth },
  { locale: 'pl-PL', auth: plAuth },
  { locale: 'ar-SA', auth: arAuth },
] as const;

for (const { locale, auth } of LANGUAGES) {
  test(`LOGIN-5 ERR-8 SITE-3 ${locale} attempts left read in the language's plural form (2, then 1)`, async ({
    page,
    account: { email },
  }) => {
    // a sign-up and four logins through the pages
    test.slow();
    await page.goto(`/${locale}/login`);
    const passwordError = page.locator('#login-password-error');
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      await logIn(page, email, `Wrong${attempt}pass`, auth);
      if (attempt === 3) await expect(passwordError).toHaveText(wrongPasswordText(locale, auth.errors, 2));
      if (attempt === 4) await expect(passwordError).toHaveText(wrongPasswordText(locale, auth.errors, 1));
      if (attempt < 3) await expect(passwordError).not.toBeEmpty();
      await expect(emailField(page, auth)).toHaveValue(email);
    }
    // 2 and 1 are different forms in these languages (few or two, then one), not one template
    expect(new Intl.PluralRules(locale).select(2)).not.toBe(new Intl.PluralRules(locale).select(1));
  });
}
