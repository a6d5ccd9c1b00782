import { languageTag } from '@/config/languages';

/**
 * How the login's dialogs and the self-unblock screen name a region and a
 * time. Apart from features/login/login-flow.ts: the login page's first
 * load has no dialog (issue 40).
 */

/** DLG-2: a country or region (ISO code, `EU`) named in the page language, by the browser; the code if it cannot. */
export function regionName(code: string, locale: string): string {
  if (!code) return '';
  try {
    return new Intl.DisplayNames([languageTag(locale)], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** LOGIN-12: the end of a ban in the page's language, in UTC. */
export function utcTime(date: Date, locale: string): string {
  try {
    const format = new Intl.DateTimeFormat(languageTag(locale), {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: 'UTC',
    });
    return `${format.format(date)} UTC`;
  } catch {
    return `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
  }
}
