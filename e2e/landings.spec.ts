import arCommon from '../public/locales/ar-SA/common.json';
import enAffiliate from '../public/locales/en/affiliate.json';
import enCommon from '../public/locales/en/common.json';
import enDialogs from '../public/locales/en/dialogs.json';
import enSignup from '../public/locales/en/register.json';
import { apiAccount } from './support/api-account';
import { API, continueEmailSignUp, logIn, PASSWORD, setWebConfig, uniqueEmail } from './support/auth';
import { violations } from './support/axe';
import { PHONE } from './support/devices';
import { expect, test, type APIRequestContext, type Page } from './support/test';

const iso = (value: string) => `\u2068${value}\u2069`;
const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');

async function attributionOf(page: Page, request: APIRequestContext): Promise<Record<string, unknown>> {
  await page.waitForURL(/\/en\/dashboard/);
  const token = (await page.context().cookies()).find((c) => c.name === 'BYBIT_TOKEN')?.value ?? '';
  const res = await request.get(`${API}/x-api/v2/private/user/profile`, { headers: { UserToken: token } });
  return ((await res.json()) as { result: { attribution: Record<string, unknown> } }).result.attribution;
}

test.describe('affiliate landings', () => {
  test('AFF-2 AFF-1 REG-5 /en/sign-up?affiliate_id= shows the affiliate; the person registers and the account carries the affiliate', async ({
    page,
    request,
  }) => {
    await page.goto('/en/sign-up?affiliate_id=10001');
    const card = page.getByTestId('affiliate-card');
    await expect(card.getByRole('heading')).toHaveText(
      fill(enAffiliate.card.invitedBy, { name: iso('CryptoAcademy') }),
    );
    await expect(card).toContainText('Learn first, trade second.');
    await expect(
      card.getByRole('img', { name: fill(enAffiliate.card.avatarAlt, { name: 'CryptoAcademy' }) }),
    ).toBeVisible();
    // AFF-2: group types 0 and 1 only
    await expect(card.getByRole('listitem')).toHaveText(['Weekly market briefings', 'Members-only trading group']);
    expect(await violations(page)).toEqual([]);

    await continueEmailSignUp(page, request, { email: uniqueEmail('aff-card') });
    expect(await attributionOf(page, request)).toMatchObject({ medium: 'affiliate', affiliate_id: '10001' });
  });

  test('AFF-2 /en/exclusive-benefits shows the group of the link, and leads into registration', async ({ page }) => {
    await page.goto('/en/exclusive-benefits?affiliate_id=10001&group_id=7');
    await expect(page.getByTestId('affiliate-card').getByRole('listitem')).toHaveText([
      'Futures basics course',
      'Futures study group',
    ]);
    await expect(page.getByRole('button', { name: 'Continue', exact: true })).toBeVisible();
  });

  test('AFF-3 ERR-10 an anonymous affiliate is not shown, and nothing is toasted', async ({ page }) => {
    const answers: number[] = [];
    page.on('response', async (res) => {
      if (res.url().includes('/affiliate/')) answers.push(((await res.json()) as { ret_code: number }).ret_code);
    });
    await page.goto('/en/sign-up?affiliate_id=10002');
    await expect.poll(() => answers.length).toBeGreaterThan(0);
    await page.waitForTimeout(500);
    await expect(page.getByTestId('affiliate-card')).toHaveCount(0);
    await expect(page.locator('.toast-list li')).toHaveCount(0);
    // an unknown affiliate: 610017 from anonymity, returned silently
    await page.goto('/en/sign-up?affiliate_id=99999');
    await expect.poll(() => answers).toContain(610017);
    await expect(page.getByTestId('affiliate-card')).toHaveCount(0);
    await expect(page.locator('.toast-list li')).toHaveCount(0);
  });

  test('AFF-4 an affiliate id that is not all digits is refused before any request', async ({ page }) => {
    const asked: string[] = [];
    page.on('request', (req) => {
      if (req.url().includes('/affiliate/')) asked.push(req.url());
    });
    for (const id of ['10001a', '%EF%BC%91%EF%BC%90%EF%BC%90%EF%BC%90%EF%BC%91', '-1']) {
      await page.goto(`/en/sign-up?affiliate_id=${id}`);
      await expect(page.getByRole('button', { name: 'Continue', exact: true })).toBeVisible();
    }
    await page.waitForTimeout(1_000);
    expect(asked).toEqual([]);
    await expect(page.getByTestId('affiliate-card')).toHaveCount(0);
  });
});

test.describe('friend invitations', () => {
  test('AFF-5 AFF-6 /en/friend-invite?ref= shows the inviter and the code; the code can be changed before registering, and the account carries it', async ({
    page,
    request,
  }) => {
    await page.goto('/en/friend-invite?ref=REF2024&utm_source=chat');
    const card = page.getByTestId('invite-card');
    await expect(card.getByRole('heading')).toHaveText(
      fill(enAffiliate.invite.invitedBy, { name: iso('Satoshi Friend') }),
    );
    await expect(
      card.getByRole('img', { name: fill(enAffiliate.card.avatarAlt, { name: 'Satoshi Friend' }) }),
    ).toHaveAttribute('src', '/images/avatars/inviter-1.svg');
    const code = card.getByRole('textbox', { name: enAffiliate.invite.codeLabel });
    await expect(code).toHaveValue('REF2024');

    // an unknown code is said so, kept as typed, and taken out of the attribution
    await code.fill('NOPE99');
    await card.getByRole('button', { name: enAffiliate.invite.apply }).click();
    await expect(card).toContainText(enAffiliate.invite.codeUnknown);
    await expect(code).toHaveValue('NOPE99');
    await expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(new URL(page.url()).searchParams.has('ref')).toBe(false);

    // malformed codes are refused without asking
    await code.fill('bad code!');
    await code.press('Enter');
    await expect(card).toContainText(enAffiliate.invite.codeMalformed);

    await code.fill('FRIEND7');
    await code.press('Enter');
    await expect(card.getByRole('heading')).toHaveText(fill(enAffiliate.invite.invitedBy, { name: iso('Ayşe') }));
    // no picture: the initial stands in
    await expect(card.getByRole('img', { name: fill(enAffiliate.card.avatarAlt, { name: 'Ayşe' }) })).toHaveText('A');
    expect(new URL(page.url()).searchParams.get('ref')).toBe('FRIEND7');
    expect(new URL(page.url()).searchParams.get('utm_source')).toBe('chat');
    expect(await violations(page)).toEqual([]);

    await continueEmailSignUp(page, request, { email: uniqueEmail('friend') });
    expect(await attributionOf(page, request)).toMatchObject({ medium: 'referral', referral_code: 'FRIEND7' });
  });

  test('AFF-6 /en/invite?token= reads the share and shows its inviter and code', async ({ page }) => {
    await page.goto('/en/invite?token=share-ref2024');
    const card = page.getByTestId('invite-card');
    await expect(card.getByRole('textbox', { name: enAffiliate.invite.codeLabel })).toHaveValue('REF2024');
    await expect(card.getByRole('heading')).toHaveText(
      fill(enAffiliate.invite.invitedBy, { name: iso('Satoshi Friend') }),
    );
    expect(new URL(page.url()).searchParams.get('ref')).toBe('REF2024');
  });

  test('AFF-8 in Korean the landing shows the Korea new-user activity, its amount as Korean writes money; not in English', async ({
    page,
  }) => {
    await page.goto('/ko-KR/invite?ref=FRIEND7');
    // Intl's Korean pattern puts a currency code first; the reward names its one currency once
    await expect(page.getByTestId('korea-activity')).toContainText(/USDT\s50(?!\d)/);
    await expect(page.getByTestId('korea-activity')).not.toContainText('$');
    await page.goto('/en/invite?ref=FRIEND7');
    await expect(page.getByTestId('invite-card').getByRole('heading')).toBeVisible();
    await expect(page.getByTestId('korea-activity')).toHaveCount(0);
  });
});

test.describe('register layout variants', () => {
  test('LAYOUT-5 ui=old vs ui=new, sticky on the device; newBrand by default on PC', async ({ browser }) => {
    const pc = await browser.newContext();
    const page = await pc.newPage();
    await page.goto('/en/register?ui=new');
    const layout = page.getByTestId('register-layout');
    await expect(layout).toHaveAttribute('data-variant', 'new');
    await expect(page.getByRole('complementary', { name: enSignup.layout.label })).toContainText(
      enSignup.layout.new.title,
    );
    // sticky: the same device without the query keeps it
    await page.goto('/en/register');
    await expect(layout).toHaveAttribute('data-variant', 'new');
    await page.goto('/en/register?ui=old');
    await expect(layout).toHaveAttribute('data-variant', 'old');
    await expect(page.getByRole('complementary', { name: enSignup.layout.label })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Continue', exact: true })).toBeVisible();
    await pc.close();

    const fresh = await browser.newContext();
    const other = await fresh.newPage();
    await other.goto('/en/sign-up');
    await expect(other.getByTestId('register-layout')).toHaveAttribute('data-variant', 'newBrand');
    await fresh.close();
  });

  test('LAYOUT-5 old on phones by default; the A/B config assigns per device kind', async ({ browser, request }) => {
    const phone = await browser.newContext(PHONE);
    const page = await phone.newPage();
    await page.goto('/en/register');
    await expect(page.getByTestId('register-layout')).toHaveAttribute('data-variant', 'old');
    await phone.close();

    await setWebConfig(request, 'register_ui_ab_h5', '{"variant":"newPriceB"}');
    try {
      const assigned = await browser.newContext(PHONE);
      const next = await assigned.newPage();
      await next.goto('/en/register');
      await expect(next.getByTestId('register-layout')).toHaveAttribute('data-variant', 'newPriceB');
      await expect(next.getByRole('complementary')).toContainText(enSignup.layout.newPriceB.title);
      await assigned.close();
    } finally {
      await setWebConfig(request, 'register_ui_ab_h5', '');
    }
  });
});

test.describe('page furniture', () => {
  test('UI-2 the app banner shows on a phone after about a second; closing it is remembered', async ({ browser }) => {
    const phone = await browser.newContext(PHONE);
    const page = await phone.newPage();
    await page.goto('/en/login');
    await expect(page.getByRole('button', { name: 'Log in', exact: true })).toBeVisible();
    await expect(page.getByTestId('smart-banner')).toHaveCount(0);
    const banner = page.getByRole('complementary', { name: enCommon.smartBanner.label });
    await expect(banner).toBeVisible({ timeout: 5_000 });
    await expect(banner.getByRole('link', { name: enCommon.smartBanner.open })).toHaveAttribute('href', '/en/download');
    expect(await violations(page)).toEqual([]);
    await banner.getByRole('button', { name: enCommon.smartBanner.close }).click();
    await expect(banner).toHaveCount(0);
    await page.reload();
    await page.waitForTimeout(2_000);
    await expect(page.getByTestId('smart-banner')).toHaveCount(0);
    await phone.close();
  });

  test('UI-2 no app banner on a desktop, nor inside the app', async ({ browser }) => {
    const desktop = await browser.newContext();
    const page = await desktop.newPage();
    await page.goto('/en/login');
    await page.waitForTimeout(2_000);
    await expect(page.getByTestId('smart-banner')).toHaveCount(0);
    await desktop.close();
    const app = await browser.newContext({ ...PHONE, userAgent: `${PHONE.userAgent} BybitApp/4.12.0` });
    const inApp = await app.newPage();
    await inApp.goto('/en/login');
    await inApp.waitForTimeout(2_000);
    await expect(inApp.getByTestId('smart-banner')).toHaveCount(0);
    await app.close();
  });

  test('UI-2 the banner in Arabic reads right to left', async ({ browser }) => {
    const phone = await browser.newContext(PHONE);
    const page = await phone.newPage();
    await page.goto('/ar-SA/login');
    const banner = page.getByRole('complementary', { name: arCommon.smartBanner.label });
    await expect(banner).toBeVisible({ timeout: 5_000 });
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await phone.close();
  });

  test('UI-4 the footer links blog, learn and announcements to the content sites; the Netherlands site sends blog and learn to the global domain', async ({
    page,
    baseURL,
  }) => {
    await page.goto('/en/login');
    const footer = page.getByTestId('site-footer');
    await expect(footer.getByRole('link', { name: enCommon.footer.blog })).toHaveAttribute(
      'href',
      'https://blog.bybit.com/en/',
    );
    await expect(footer.getByRole('link', { name: enCommon.footer.announcements })).toHaveAttribute(
      'href',
      'https://announcements.bybit.com/en/',
    );
    const port = new URL(baseURL ?? 'http://localhost:3100').port;
    await page.goto(`http://nl.localhost:${port}/nl-NL/login`);
    const nl = page.getByTestId('site-footer').getByRole('link');
    const hrefs = await nl.evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs).toContain('https://blog.bybit.com/nl/');
    expect(hrefs).toContain('https://learn.bybit.com/nl/');
    expect(
      hrefs.some((href) => href?.startsWith('https://announcements.') && !href.includes('announcements.bybit.com/')),
    ).toBe(true);
  });
});

test.describe('dialogs after login', () => {
  async function accountWith(page: Page, request: APIRequestContext, state: Record<string, unknown>) {
    const email = uniqueEmail('dlg');
    await apiAccount(request, email, PASSWORD);
    const res = await request.post(`${API}/x-api/dev/accounts/state`, { data: { email, ...state } });
    expect(res.ok()).toBe(true);
    return email;
  }

  test('DLG-2 a KYC country of the EU site offers it after login; "Stay here" goes on', async ({ page, request }) => {
    const email = await accountWith(page, request, { kyc_country: 'DE', kyc_person_level: 1 });
    await page.goto('/en/login');
    await logIn(page, email, PASSWORD);
    const dialog = page.getByRole('dialog', { name: enDialogs.residenceRedirect.title });
    await expect(dialog).toContainText('Germany');
    await expect(dialog).toContainText('European Union');
    expect(await violations(page)).toEqual([]);
    await dialog.getByRole('button', { name: enDialogs.residenceRedirect.stay }).click();
    await page.waitForURL(/\/en\/dashboard/);
  });

  test('DLG-2 a Dutch KYC country must go to the Netherlands site: no way to stay', async ({ page, request }) => {
    const email = await accountWith(page, request, { kyc_country: 'NL', kyc_person_level: 1 });
    await page.goto('/en/login');
    await logIn(page, email, PASSWORD);
    const dialog = page.getByRole('dialog', { name: enDialogs.residenceRedirect.title });
    await expect(dialog).toContainText('Netherlands');
    await expect(dialog.getByRole('button', { name: enDialogs.residenceRedirect.stay })).toHaveCount(0);
    await dialog.getByRole('button', { name: enDialogs.residenceRedirect.go }).click();
    await page.waitForURL(/^http:\/\/nl\.localhost:\d+\/nl-NL\/login/);
  });

  test('DLG-2 not for a demo-account login', async ({ page, request }) => {
    const email = await accountWith(page, request, { kyc_country: 'NL', kyc_person_level: 1 });
    await page.goto('/en/login?demoAccount=true');
    await logIn(page, email, PASSWORD);
    await page.waitForURL((url) => !url.pathname.endsWith('/login'));
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('DLG-3 an account still being created gets the UTA dialog and goes home from it', async ({ page, request }) => {
    const email = await accountWith(page, request, { status: 4 });
    await page.goto('/en/login');
    await logIn(page, email, PASSWORD);
    const dialog = page.getByRole('dialog', { name: enDialogs.UTA_UPGRADE_ERROR.title });
    await expect(dialog).toContainText(enDialogs.UTA_UPGRADE_ERROR.text);
    // home: for a visitor without a session, the language's home is its login page (MW-4)
    const home = page.waitForEvent('framenavigated');
    await dialog.getByRole('button', { name: enDialogs.UTA_UPGRADE_ERROR.action }).click();
    await home;
    await expect(page).toHaveURL(/\/en\/login$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});
