import { LANGUAGE_STORAGE_KEY } from '@/config/languages';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * SITE-8: remembers the visitor's language choice where the server (cookie)
 * and the browser (localStorage) can both read it.
 */
export function storeLanguageChoice(locale: string): void {
  document.cookie = `${LANGUAGE_STORAGE_KEY}=${encodeURIComponent(locale)}; path=/; max-age=${ONE_YEAR_SECONDS}; samesite=lax`;
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, locale);
  } catch {
    // storage can be disabled (private mode); the cookie still carries the choice
  }
}
