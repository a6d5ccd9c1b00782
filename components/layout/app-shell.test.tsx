import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';

import { AppShell } from '@/components/layout/app-shell';
import { findLocale, SIGN_UP_EXCLUDED_LOCALES, languageTag } from '@/config/languages';
import { SITES } from '@/config/sites';
import type { PageContextProps } from '@/services/page-props';
import { clearBrowserStorage } from '@/tests/support/browser-storage';
import { message, renderWithI18n } from '@/tests/support/render-with-i18n';

const CONTENT = 'Screen content';

function pageContext(overrides: Partial<PageContextProps> = {}): PageContextProps {
  return {
    site: 'BYBIT',
    platform: 'pc',
    locale: 'en',
    path: '/login',
    quickLogin: false,
    adScriptUrl: null,
    monitorScriptUrl: null,
    contentLinks: [],
    cookieConsent: false,
    tokenCookie: null,
    phonePermission: null,
    ...overrides,
  };
}

function renderShell(overrides: Partial<PageContextProps> = {}) {
  const page = pageContext(overrides);
  return renderWithI18n(
    <AppShell page={page}>
      <p>{CONTENT}</p>
    </AppShell>,
    { locale: page.locale },
  );
}

/** Opens the language menu and returns its options, in order. */
async function openLanguageOptions(locale: string): Promise<HTMLElement[]> {
  const name = `${message(locale, 'common', 'header.languageMenu')}: ${findLocale(locale)?.label}`;
  // on /sign-up the site's header is in the DOM but hidden from assistive tech (LAYOUT-1): the brand bar's menu is the one
  await userEvent.setup().click(screen.getByRole('button', { name }));
  const list = screen.getByRole('list', { name: message(locale, 'common', 'header.languageList') });
  return within(list).getAllByRole('link');
}

afterEach(() => {
  clearBrowserStorage();
});

describe('AppShell layout by route', () => {
  it('LAYOUT-1 shows the header on /login', () => {
    renderShell({ path: '/login' });
    expect(screen.getByRole('banner')).not.toHaveClass('visually-hidden');
    expect(within(screen.getByRole('main')).getByText(CONTENT)).toBeInTheDocument();
  });

  it.each(['/oauth', '/exclusive-benefits'])(
    'LAYOUT-1 renders no site header on %s, only the brand bar with the logo and the language menu',
    (path) => {
      renderShell({ path });
      expect(screen.queryByTestId('site-header')).not.toBeInTheDocument();
      const bar = screen.getByRole('banner');
      expect(bar).toHaveAttribute('data-testid', 'brand-bar');
      expect(within(bar).getByRole('link', { name: message('en', 'common', 'header.home') })).toHaveAttribute(
        'href',
        '/en/login',
      );
      expect(within(bar).getByRole('button', { name: /^Change language: English$/ })).toBeInTheDocument();
      expect(
        within(bar).getByRole('button', { name: message('en', 'common', 'header.darkTheme') }),
      ).toBeInTheDocument();
      expect(screen.getByText(CONTENT)).toBeInTheDocument();
    },
  );

  it('LAYOUT-1 keeps the header in the DOM on /sign-up but visually hidden; the brand bar shows', () => {
    renderShell({ path: '/sign-up' });
    const header = screen.getByTestId('site-header');
    expect(header).toHaveClass('visually-hidden');
    // hidden from sight, so also out of the keyboard order and the accessibility tree
    expect(header).toHaveAttribute('inert');
    expect(header).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('banner')).toHaveAttribute('data-testid', 'brand-bar');
  });

  it('OAUTH-4 the slim header of an OAuth page names the application the person signs in to', () => {
    const page = pageContext({ path: '/oauth-login' });
    renderWithI18n(
      <AppShell page={page} headerClient={{ name: 'Partner Desk', logo_url: '' }}>
        <p>{CONTENT}</p>
      </AppShell>,
      { locale: 'en' },
    );
    const client = within(screen.getByRole('banner')).getByTestId('header-client');
    expect(within(client).getByText(message('en', 'common', 'header.signingInTo'))).toHaveClass('visually-hidden');
    expect(within(client).getByText('Partner Desk')).toBeVisible();
  });

  it('LAYOUT-2 renders the copyright footer on /login and none on /oauth-login', () => {
    const { unmount } = renderShell({ path: '/login' });
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    unmount();

    renderShell({ path: '/oauth-login' });
    expect(screen.queryByRole('contentinfo', { hidden: true })).not.toBeInTheDocument();
    expect(screen.getByText(CONTENT)).toBeInTheDocument();
  });

  it('LAYOUT-3 UI-1 shows the cookie notice on /login once mounted', async () => {
    renderShell({ path: '/login' });
    expect(await screen.findByRole('region', { name: message('en', 'common', 'cookieNotice.label') })).toBeVisible();
  });

  it.each(['/oauth', '/exclusive-benefits'])('LAYOUT-3 renders no cookie notice on %s', (path) => {
    // no consent stored: only the layout can be keeping the notice away
    renderShell({ path });
    expect(screen.getByText(CONTENT)).toBeInTheDocument();
    expect(screen.queryByTestId('cookie-notice')).not.toBeInTheDocument();
  });
});

describe('AppShell language menu', () => {
  const cases = [
    { name: 'the EU site', site: 'EU', locale: 'en-EU', path: '/login', count: 13 },
    { name: 'the HKG site', site: 'HKG', locale: 'zh-HK', path: '/login', count: 2 },
    { name: 'the global /sign-up page', site: 'BYBIT', locale: 'en', path: '/sign-up', count: 18 },
  ] as const;

  it.each(cases)(
    'SITE-4 SITE-2 SITE-9 lists exactly the languages of $name with label, lang, hreflang and href',
    async ({ site, locale, path, count }) => {
      renderShell({ site, locale, path });
      const options = await openLanguageOptions(locale);
      const expected = SITES[site].languages.filter(
        (l) => path !== '/sign-up' || !SIGN_UP_EXCLUDED_LOCALES.includes(l),
      );

      expect(options).toHaveLength(count);
      expect(options.map((o) => o.getAttribute('data-locale'))).toEqual(expected);
      expect(options.map((o) => o.getAttribute('lang'))).toEqual(expected.map(languageTag));
      for (const [i, option] of options.entries()) {
        const value = expected[i];
        const info = findLocale(value);
        expect(option).toHaveTextContent(info?.label ?? '<missing label>');
        expect(option.getAttribute('lang')?.split('-')[0], value).toBe(info?.lang);
        expect(option).toHaveAttribute('hreflang', languageTag(value));
        expect(option).toHaveAttribute('href', `/${value}${path}`);
      }
    },
  );

  it('SITE-9 offers fil-PH and hi-IN on the global /login page but not on /sign-up', async () => {
    const { unmount } = renderShell({ site: 'BYBIT', path: '/login' });
    const login = (await openLanguageOptions('en')).map((o) => o.getAttribute('data-locale'));
    expect(login).toEqual(expect.arrayContaining(['fil-PH', 'hi-IN']));
    unmount();

    renderShell({ site: 'BYBIT', path: '/sign-up' });
    const signUp = (await openLanguageOptions('en')).map((o) => o.getAttribute('data-locale'));
    expect(signUp).not.toContain('fil-PH');
    expect(signUp).not.toContain('hi-IN');
  });
});

describe('AppShell translations', () => {
  it.each(['zh-TW', 'ar-SA'])('SITE-3 renders the %s texts from its common.json', async (locale) => {
    renderShell({ locale, path: '/login' });
    const text = (key: string) => message(locale, 'common', key);

    expect(screen.getByRole('link', { name: text('skipToContent') })).toHaveAttribute('href', '#main');
    expect(within(screen.getByRole('banner')).getByRole('link', { name: text('header.home') })).toHaveTextContent(
      text('brand'),
    );
    // the helper finds the button and the list by their translated accessible names
    expect(await openLanguageOptions(locale)).toHaveLength(SITES.BYBIT.languages.length);

    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('navigation', { name: text('footer.legal') })).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: text('footer.privacyPolicy') })).toHaveAttribute(
      'href',
      `/${locale}/legal/policies-and-rules/privacy-policy`,
    );
    expect(
      // the year in the page's digits (issue 39: Arabic-Indic in ar-SA, as Intl writes its numbers)
      within(footer).getByText(
        text('footer.copyright').replace(
          '{{year}}',
          new Intl.NumberFormat(locale, { useGrouping: false }).format(new Date().getUTCFullYear()),
        ),
      ),
    ).toBeInTheDocument();

    const notice = await screen.findByRole('region', { name: text('cookieNotice.label') });
    expect(within(notice).getByText(text('cookieNotice.text'), { exact: false })).toBeInTheDocument();
    expect(within(notice).getByRole('link', { name: text('cookieNotice.policy') })).toBeInTheDocument();
    expect(within(notice).getByRole('button', { name: text('cookieNotice.agree') })).toBeInTheDocument();
  });
});
