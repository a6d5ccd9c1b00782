import { useTranslation } from 'next-i18next/pages';
import { useEffect, useState } from 'react';

import { EXTERNAL_PATHS } from '@/config/routes';
import { COOKIE_CONSENT_KEY, readCookieConsent, storeCookieConsent } from '@/services/cookie-consent';

interface Props {
  readonly locale: string;
  /** what the request's cookie said (null: the page was built ahead and cannot know) */
  readonly consentCookie: boolean | null;
}

/**
 * UI-1: the cookie bar, until the visitor agrees (LAYOUT-3 decides where it
 * may appear). The server renders it from the request's consent cookie, so it
 * is painted with the page rather than after hydration; the browser then also
 * reads localStorage, which the server cannot see. It stands in the page's
 * flow after the content (issue 25: nothing sits under a fixed or held bar).
 */
export function CookieNotice({ locale, consentCookie }: Props) {
  const { t } = useTranslation('common');
  const [visible, setVisible] = useState(consentCookie === false);
  useEffect(() => setVisible(!readCookieConsent()), []);
  if (!visible) return null;
  return (
    <section
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
