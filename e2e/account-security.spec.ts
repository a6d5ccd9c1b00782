import { readFile } from 'node:fs/promises';

import { Secret, TOTP } from 'otpauth';

import enCommon from '../public/locales/en/common.json';
import enSecurity from '../public/locales/en/security.json';
import { PASSWORD } from './support/auth';
import { violations } from './support/axe';
import { PHONE } from './support/devices';
import { confirmItsMe } from './support/reproof';
import { expect, test, type Page } from './support/test';

const t = enSecurity.settings;

/** The code an authenticator app shows for `secret` now. */
function appCode(secret: string): string {
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate();
}

/** The authenticator's setup opened on the account page (the password proves it's the person): its key. */
async function openAuthenticatorSetup(page: Page): Promise<string> {
  await page.goto('/en/app/user/account-info');
  await page.getByTestId('security-totp').getByRole('button', { name: t.totp.setUp }).click();
  await confirmItsMe(page, PASSWORD);
  return (await page.getByTestId('totp-secret').innerText()).replace(/\s+/g, '');
}

test.describe('the account page as a settings page (issue 39)', () => {
  test.describe.configure({ timeout: 60_000 });

  test('issue 39: turning the app on is a toast, its recovery codes show once and download as a text file with every code', async ({
    page,
    signedIn: _signedIn, // a new account, signed in through the api
  }) => {
    const secret = await openAuthenticatorSetup(page);
    const totp = page.getByTestId('security-totp');
    // the field sends the code at its last digit (issue 39)
    await totp.getByLabel(t.code).fill(appCode(secret));

    await expect(page.getByRole('status', { name: enCommon.notifications })).toContainText(t.totp.enabled);
    const recovery = page.getByTestId('security-recovery');
    const box = recovery.getByRole('region', { name: t.recovery.newTitle });
    await expect(box).toBeFocused();
    const shown = (await box.getByTestId('recovery-codes').locator('li').allInnerTexts()).map((code) => code.trim());
    expect(shown).toHaveLength(10);
    // one place: no second list of codes anywhere on the page
    await expect(page.getByTestId('recovery-codes')).toHaveCount(1);
    expect(await violations(page)).toEqual([]);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      box.getByRole('button', { name: t.recovery.download }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('localhost-recovery-codes.txt');
    const lines = (await readFile(await download.path(), 'utf8')).split(/\r?\n/);
    expect(lines[0]).toContain('localhost');
    expect(lines.filter((line) => /^[a-z2-9]{5}-[a-z2-9]{5}$/.test(line))).toEqual(shown);

    await box.getByRole('button', { name: t.recovery.saved }).click();
    await expect(page.getByTestId('recovery-codes')).toHaveCount(0);
    await expect(totp).toContainText(t.on);
    await expect(recovery).toContainText(t.recovery.left_other.replace('{{count}}', '10'));
  });

  test.describe('on a phone', () => {
    test.use(PHONE);

    test('issue 39: the setup offers the otpauth link that opens the authenticator app on the phone', async ({
      page,
      signedIn: _signedIn,
    }) => {
      const secret = await openAuthenticatorSetup(page);
      const open = page.getByRole('link', { name: t.totp.openApp });
      await expect(open).toBeVisible();
      expect(await open.getAttribute('href')).toMatch(new RegExp(`^otpauth://totp/.+secret=${secret}`));
      // the row's action is under its text, inside the screen
      const box = await page.getByTestId('security-email').getByRole('button').boundingBox();
      expect(box && box.x + box.width).toBeLessThanOrEqual(390);
    });
  });
});
