import Cookies from 'js-cookie';

import { localStore } from '@/services/local-store';

/** UI-1: where the visitor's cookie consent is kept. */
export const COOKIE_CONSENT_KEY = 'BYBIT_GDPR_ACCEPT';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * The consent as the browser knows it. Consent kept only in localStorage
 * (a cookie cleared or expired) is written back to the cookie, so the next
 * page's server render knows it too.
 */
export function readCookieConsent(): boolean {
  if (Cookies.get(COOKIE_CONSENT_KEY) !== undefined) return true;
  // storage disabled: the cookie alone tells
  const stored = localStore()?.getItem(COOKIE_CONSENT_KEY);
  if (!stored) return false;
  const at = Number(stored);
  storeCookieConsent(Number.isFinite(at) && at > 0 ? at : Date.now());
  return true;
}

export function storeCookieConsent(now: number = Date.now()): void {
  document.cookie = `${COOKIE_CONSENT_KEY}=${now}; path=/; max-age=${ONE_YEAR_SECONDS}; samesite=lax`;
  try {
    window.localStorage.setItem(COOKIE_CONSENT_KEY, String(now));
  } catch {
    // the cookie alone is enough
  }
}
