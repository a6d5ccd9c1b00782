import { languageTag } from '@/config/languages';
import type { LockDetails } from '@/contract/fields/lock';

/**
 * Issue 36 item 3: a refusal for an account's lock (31030, 31202, 30051)
 * carries when the lock ends (contract/fields/lock.ts); the page says it.
 */

/** When the lock a refusal's result names ends; null when it names none (an older api). */
export function lockEndOf(result: unknown): Date | null {
  if (!result || typeof result !== 'object') return null;
  const raw = (result as { readonly [K in keyof LockDetails]?: unknown }).locked_until;
  const seconds = typeof raw === 'string' ? Number(raw) : raw;
  if (typeof seconds !== 'number' || !Number.isFinite(seconds) || seconds <= 0) return null;
  return new Date(seconds * 1000);
}

const MINUTE_MS = 60_000;

/** The calendar day of `date` in `timeZone` (the browser's when undefined), to compare two. */
function dayOf(date: Date, timeZone: string | undefined): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(date);
}

/**
 * The lock's end as the page says it ("Try again after {{time}}"), in the
 * page's language and the person's time zone: the time, with the date when
 * it is not today; rounded up to the minute, so "after 14:33" is never too
 * early. The digits are the language's own as Intl gives them (Arabic-Indic
 * in ar-SA). `timeZone` is for tests; the page uses the browser's.
 */
export function lockEndText(end: Date, locale: string, now: Date = new Date(), timeZone?: string): string {
  const shown = new Date(Math.ceil(end.getTime() / MINUTE_MS) * MINUTE_MS);
  const time: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit', timeZone };
  const options: Intl.DateTimeFormatOptions =
    dayOf(shown, timeZone) === dayOf(now, timeZone) ? time : { ...time, month: 'short', day: 'numeric' };
  let text: string;
  try {
    text = new Intl.DateTimeFormat(languageTag(locale), options).format(shown);
  } catch {
    // a language the browser cannot format: the time as the default locale writes it
    text = new Intl.DateTimeFormat(undefined, options).format(shown);
  }
  // one unbroken phrase in the sentence: "5:28 AM" never splits across two lines
  return text.replace(/\s/g, '\u00a0');
}

/** The end a refusal or answer names, as the page says it; null when it names none. */
export function lockTimeOf(result: unknown, locale: string, now: number = Date.now()): string | null {
  const end = lockEndOf(result);
  return end ? lockEndText(end, locale, new Date(now)) : null;
}
