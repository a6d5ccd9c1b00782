import { useEffect, useState } from 'react';

import { useFixedT } from '@/components/i18n/use-fixed-t';
import { EXTERNAL_PATHS } from '@/config/routes';
import { COOKIE_CONSENT_KEY, readCookieConsent, storeCookieConsent } from '@/services/cookie-consent';

/** UI-1: the cookie bar, until the visitor agrees (LAYOUT-3 decides where it may appear). */
export function CookieNotice({ locale }: { readonly locale: string }) {
  const t = useFixedT('common');
  // rendered after mount: the stored consent is only known in the browser
  const [visible, setVisible] = useState(false);
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
