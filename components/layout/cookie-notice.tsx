import { useTranslation } from 'next-i18next/pages';
import { useEffect, useRef, useState } from 'react';

import { EXTERNAL_PATHS } from '@/config/routes';
import { COOKIE_CONSENT_KEY, readCookieConsent, storeCookieConsent } from '@/services/cookie-consent';

/** The CSS variable holding the room the bar takes at the bottom of the window: toasts on phones sit above it. */
const NOTICE_SPACE = '--cookie-notice-space';
/** The bar's distance from the window's edge (styles/global.css `.cookie-notice`). */
const NOTICE_GAP_PX = 16;

interface Props {
  readonly locale: string;
  /** what the request's cookie said (null: the page was built ahead and cannot know) */
  readonly consentCookie: boolean | null;
}

/**
 * UI-1: the cookie bar, until the visitor agrees (LAYOUT-3 decides where it
 * may appear). The server renders it from the request's consent cookie, so it
 * is painted with the page rather than after hydration; the browser then also
 * reads localStorage, which the server cannot see.
 */
export function CookieNotice({ locale, consentCookie }: Props) {
  const { t } = useTranslation('common');
  const [visible, setVisible] = useState(consentCookie === false);
  useEffect(() => setVisible(!readCookieConsent()), []);
  const notice = useRef<HTMLElement>(null);
  // the bar holds the window's bottom while the page scrolls: toasts there keep above it
  useEffect(() => {
    const element = notice.current;
    if (!visible || !element) return;
    const root = document.documentElement;
    const reserve = () => root.style.setProperty(NOTICE_SPACE, `${element.offsetHeight + NOTICE_GAP_PX * 2}px`);
    // the observer reports the bar's first size once the browser has laid it out: measured here, in the
    // hydration's effects, it would force a layout of the whole page inside that task
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(reserve);
    if (observer) observer.observe(element);
    else reserve();
    return () => {
      observer?.disconnect();
      root.style.removeProperty(NOTICE_SPACE);
    };
  }, [visible]);
  if (!visible) return null;
  return (
    <section
      ref={notice}
      className="cookie-notice"
      aria-label={t('cookieNotice.label')}
      data-testid="cookie-notice"
      data-key={COOKIE_CONSENT_KEY}
    >
      <p>
        {t('cookieNotice.text')} <a href={EXTERNAL_PATHS.privacyPolicy(locale)}>{t('cookieNotice.policy')}</a>
      </p>
      <button
        type="button"
        className="cookie-notice-agree"
        onClick={() => {
          storeCookieConsent();
          setVisible(false);
        }}
      >
        {t('cookieNotice.agree')}
      </button>
    </section>
  );
}
