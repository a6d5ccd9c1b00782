import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';

import { CookieNotice } from '@/components/layout/cookie-notice';
import { COOKIE_CONSENT_KEY } from '@/services/cookie-consent';
import { clearBrowserStorage, readCookie } from '@/tests/support/browser-storage';
import { createTestI18n, message, renderWithI18n, translationWrapper } from '@/tests/support/render-with-i18n';

const text = (locale: string, key: string) => message(locale, 'common', `cookieNotice.${key}`);

afterEach(() => {
  clearBrowserStorage();
});

describe('CookieNotice', () => {
  it.each(['en', 'zh-TW'])(
    'UI-1 ROUTE-5 shows the %s notice with the privacy policy link and the agree button when no consent is stored',
    async (locale) => {
      renderWithI18n(<CookieNotice locale={locale} consentCookie={false} />, { locale });
      const notice = await screen.findByRole('region', { name: text(locale, 'label') });

      expect(notice).toHaveTextContent(text(locale, 'text'));
      expect(within(notice).getByRole('link', { name: text(locale, 'policy') })).toHaveAttribute(
        'href',
        `/${locale}/legal/policies-and-rules/privacy-policy`,
      );
      expect(within(notice).getByRole('button', { name: text(locale, 'agree') })).toBeEnabled();
    },
  );

  it('UI-1 agreeing hides the notice and stores consent in localStorage and the cookie', async () => {
    const user = userEvent.setup();
    renderWithI18n(<CookieNotice locale="en" consentCookie={false} />);
    const notice = await screen.findByRole('region', { name: text('en', 'label') });
    expect(window.localStorage.getItem(COOKIE_CONSENT_KEY)).toBeNull();
    expect(readCookie(COOKIE_CONSENT_KEY)).toBeUndefined();

    const before = Date.now();
    await user.click(within(notice).getByRole('button', { name: text('en', 'agree') }));
    const after = Date.now();

    expect(notice).not.toBeInTheDocument();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    const stored = Number(window.localStorage.getItem(COOKIE_CONSENT_KEY));
    expect(stored).toBeGreaterThanOrEqual(before);
    expect(stored).toBeLessThanOrEqual(after);
    expect(readCookie(COOKIE_CONSENT_KEY)).toBe(String(stored));
  });

  it('UI-1 stays hidden when consent is already in localStorage, and writes it back to the cookie for the server', () => {
    window.localStorage.setItem(COOKIE_CONSENT_KEY, '1700000000000');
    // render flushes effects, so the consent check has already run here
    renderWithI18n(<CookieNotice locale="en" consentCookie={false} />);
    expect(screen.queryByTestId('cookie-notice')).not.toBeInTheDocument();
    expect(readCookie(COOKIE_CONSENT_KEY)).toBe('1700000000000');
  });

  it('UI-1 stays hidden when consent is only in the cookie', () => {
    document.cookie = `${COOKIE_CONSENT_KEY}=1700000000000; path=/`;
    renderWithI18n(<CookieNotice locale="en" consentCookie={false} />);
    expect(screen.queryByTestId('cookie-notice')).not.toBeInTheDocument();
  });

  const serverHtml = (consentCookie: boolean | null) => {
    const Wrapper = translationWrapper(createTestI18n('en'));
    return renderToString(
      <Wrapper>
        <CookieNotice locale="en" consentCookie={consentCookie} />
      </Wrapper>,
    );
  };

  it('UI-1 is in the server-rendered markup when the request had no consent cookie, so it paints with the page', () => {
    const html = serverHtml(false);
    expect(html).toContain('data-testid="cookie-notice"');
    expect(html).toContain(text('en', 'text'));
  });

  it('UI-1 is left out of the server-rendered markup when the request had the cookie, or for a page built ahead', () => {
    expect(serverHtml(true)).toBe('');
    expect(serverHtml(null)).toBe('');
  });

  it('UI-1 a page built ahead (consent unknown) shows the bar in the browser when nothing is stored', async () => {
    renderWithI18n(<CookieNotice locale="en" consentCookie={null} />);
    expect(await screen.findByTestId('cookie-notice')).toBeInTheDocument();
  });
});
