import arAuth from '../public/locales/ar-SA/auth.json';
import enAuth from '../public/locales/en/auth.json';
import { apiLogin } from './support/api-account';
import { logIn, PASSWORD } from './support/auth';
import { violations } from './support/axe';
import { expect, test, type Page } from './support/test';

/**
 * The lock's end as this browser writes it in `locale`: the same rule as the
 * page (services/auth/lock-end.ts: the time, rounded up to the minute, in
 * the browser's time zone; the date too when it is not today).
 */
function lockEndInBrowser(page: Page, lockedUntil: number, locale: string): Promise<string> {
  return page.evaluate(
    ([seconds, tag]) => {
      const minute = 60_000;
      const end = new Date(Math.ceil((seconds * 1000) / minute) * minute);
      const day = (d: Date) => d.toDateString();
      const time: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit' };
      const options = day(end) === day(new Date()) ? time : { ...time, month: 'short', day: 'numeric' };
      // one unbroken phrase: the page writes it with no-break spaces
      return new Intl.DateTimeFormat(tag, options as Intl.DateTimeFormatOptions).format(end).replace(/\s/g, '\u00a0');
    },
    [lockedUntil, locale] as const,
  );
}

test.describe('locks end (issue 36 item 3)', () => {
  test('issue 36 item 3 LOGIN-5: the login page says when the lock of wrong passwords ends, in English and in Arabic', async ({
    page,
    request,
    account: { email },
  }) => {
    // an account made through the api, five wrong passwords through the api: locked
    test.slow();
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await apiLogin(request, email, `Wrong${attempt}pass`)).ret_code).toBe(31002);
    }
    const refused = await apiLogin(request, email, PASSWORD);
    expect(refused.ret_code).toBe(31030);
    const lockedUntil = Number(refused.result.locked_until);
    // two hours from now, give or take the test's own time
    expect(lockedUntil * 1000 - Date.now()).toBeGreaterThan(2 * 3600_000 - 120_000);

    await page.goto('/en/login');
    await logIn(page, email, PASSWORD);
    const alert = page.locator('.auth-form-alert');
    const time = await lockEndInBrowser(page, lockedUntil, 'en');
    await expect(alert).toContainText(enAuth.errors.lockedUntil.replace('{{time}}', time));
    await expect(alert).toContainText('31030');
    await expect(alert.getByRole('link', { name: enAuth.links.recoverPassword })).toBeVisible();
    expect(await violations(page)).toEqual([]);

    // Arabic: the same end, with the digits the browser's Intl gives ar-SA
    await page.goto('/ar-SA/login');
    await logIn(page, email, PASSWORD, arAuth);
    const arTime = await lockEndInBrowser(page, lockedUntil, 'ar-SA');
    expect(arTime).toMatch(/[٠-٩]/);
    await expect(page.locator('.auth-form-alert')).toContainText(arAuth.errors.lockedUntil.replace('{{time}}', arTime));
    expect(await violations(page)).toEqual([]);
  });
});
