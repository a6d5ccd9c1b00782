import { isolated } from '../components/i18n/bidi';
import arDevices from '../public/locales/ar-SA/devices.json';
import enDevices from '../public/locales/en/devices.json';
import enLanding from '../public/locales/en/landing.json';
import { logIn, PASSWORD } from './support/auth';
import { violations } from './support/axe';
import { PHONE } from './support/devices';
import { confirmItsMe } from './support/reproof';
import { expect, test, type Page } from './support/test';

type DevicesTexts = typeof enDevices;

const fill = (text: string, values: Readonly<Record<string, string>>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');

/** A device as the section names it in `t`'s language ("Chrome on Windows"), its names isolated. */
const deviceName = (t: DevicesTexts, browser: string, os: string) =>
  fill(t.device, { browser: isolated(browser), os: isolated(os) });

/** The devices section of the account page, once its sessions are listed. */
async function devicesSection(page: Page, lang: string, t: DevicesTexts) {
  await page.goto(`/${lang}/app/user/account-info`);
  const section = page.getByTestId('devices');
  await expect(section.getByRole('heading', { level: 2, name: t.title })).toBeVisible();
  await expect(section.getByRole('list', { name: t.sessions.title }).getByRole('listitem').first()).toBeVisible();
  return section;
}

test.describe('devices and sessions (issue 36 item 8)', () => {
  // a second browser signs in through the page, and the first runs axe on each state
  test.describe.configure({ timeout: 60_000 });

  test('issue 36 item 8 browser A sees two sessions and ends browser B’s after the re-proof; B’s next action says it was logged out; axe clean in en and ar-SA', async ({
    browser,
    page,
    signedIn: { email },
  }) => {
    // browser B: a phone, logged in to the same account, on the account page
    const phoneContext = await browser.newContext(PHONE);
    const phone = await phoneContext.newPage();
    await phone.goto('/en/login');
    await logIn(phone, email, PASSWORD);
    // a phone lands on the app's download page, a stand-in like the dashboard
    await phone.waitForURL(/\/en\/(dashboard|download)/);
    await devicesSection(phone, 'en', enDevices);

    const phoneName = deviceName(enDevices, 'Mobile Safari', 'iOS');
    const desktopName = deviceName(enDevices, 'Chrome', 'Windows');

    // A in Arabic: both sessions, right to left, the confirmation asked in B's row; axe clean
    const arSection = await devicesSection(page, 'ar-SA', arDevices);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const arSessions = arSection.getByRole('list', { name: arDevices.sessions.title }).getByRole('listitem');
    await expect(arSessions).toHaveCount(2);
    await expect(arSessions.first()).toContainText(arDevices.thisDevice);
    const arPhoneName = deviceName(arDevices, 'Mobile Safari', 'iOS');
    await arSection.getByRole('button', { name: fill(arDevices.sessions.endNamed, { device: arPhoneName }) }).click();
    await expect(
      arSection.getByRole('group', { name: fill(arDevices.sessions.confirmEnd, { device: arPhoneName }) }),
    ).toBeVisible();
    expect(await violations(page)).toEqual([]);
    await arSection.getByRole('button', { name: arDevices.cancel }).click();
    await expect(arSection.getByTestId('device-confirm')).toHaveCount(0);

    // A in English: this device first and marked, B's phone endable; the history has B's password login
    const section = await devicesSection(page, 'en', enDevices);
    const sessions = section.getByRole('list', { name: enDevices.sessions.title }).getByRole('listitem');
    await expect(sessions).toHaveCount(2);
    await expect(sessions.first().getByRole('heading', { level: 4 })).toHaveText(
      `${desktopName}${enDevices.thisDevice}`,
    );
    await expect(sessions.nth(1).getByRole('heading', { level: 4 })).toHaveText(phoneName);
    const logins = section.getByRole('list', { name: enDevices.history.title }).getByRole('listitem');
    await expect(logins.first()).toContainText(enDevices.history.methods.password);
    await expect(logins.first()).toContainText(enDevices.history.results.success);
    await expect(logins.first()).toContainText(phoneName);
    await expect(logins.last()).toContainText(enDevices.history.methods.registration);
    expect(await violations(page)).toEqual([]);

    await section.getByRole('button', { name: fill(enDevices.sessions.endNamed, { device: phoneName }) }).click();
    const question = section.getByRole('group', { name: fill(enDevices.sessions.confirmEnd, { device: phoneName }) });
    await expect(question).toBeVisible();
    expect(await violations(page)).toEqual([]);
    await question.getByRole('button', { name: enDevices.sessions.confirmEndYes }).click();
    // issue 36: ending a session needs a fresh proof: the one re-proof dialog asks, then the call goes on
    await confirmItsMe(page, PASSWORD);
    // issue 39: what went through is a success toast
    await expect(page.locator('.toast-success')).toContainText(fill(enDevices.sessions.ended, { device: phoneName }));
    await expect(sessions).toHaveCount(1);
    await expect(section.getByText(enDevices.sessions.onlyThis)).toBeVisible();
    expect(await violations(page)).toEqual([]);

    // B's next action (a press on its open page) meets the ended session: the page says it was logged out
    await phone.getByTestId('devices').getByRole('button', { name: enDevices.history.refresh }).click();
    await expect(phone.getByRole('heading', { level: 1, name: enLanding.signedOut })).toBeVisible();
    await expect(phone.getByTestId('landing-session-ended')).toHaveText(enLanding.sessionEnded);
    await expect(phone.getByTestId('devices')).toHaveCount(0);
    // and so does its next page
    await phone.reload();
    await expect(phone.getByRole('heading', { level: 1, name: enLanding.signedOut })).toBeVisible();
    await expect(phone.getByTestId('landing-session-ended')).toHaveText(enLanding.sessionEnded);
    expect(await violations(phone)).toEqual([]);
    await phoneContext.close();
  });
});
