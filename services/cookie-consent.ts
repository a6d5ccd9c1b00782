/** UI-1: where the visitor's cookie consent is kept. */
export const COOKIE_CONSENT_KEY = 'BYBIT_GDPR_ACCEPT';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

export function readCookieConsent(): boolean {
  try {
    if (window.localStorage.getItem(COOKIE_CONSENT_KEY)) return true;
  } catch {
    // storage disabled: fall back to the cookie
  }
  return document.cookie.split('; ').some((c) => c.startsWith(`${COOKIE_CONSENT_KEY}=`));
}

export function storeCookieConsent(now: number = Date.now()): void {
  document.cookie = `${COOKIE_CONSENT_KEY}=${now}; path=/; max-age=${ONE_YEAR_SECONDS}; samesite=lax`;
  try {
    window.localStorage.setItem(COOKIE_CONSENT_KEY, String(now));
  } catch {
    // the cookie alone is enough
  }
}
