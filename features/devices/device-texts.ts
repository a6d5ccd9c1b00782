import { SESSION_TOUCH_SECONDS } from '@/config/devices';
import { languageTag } from '@/config/languages';
import type { LoginResult } from '@/contract/security/login-history';

/**
 * Issue 36 item 8: how the devices section says a device, a place and a
 * time in the page's language. Pure; the components ask the translations
 * for the words around these.
 */

/** A device as the api names it: ua-parser-js's browser and system, '' for what it could not tell. */
export interface DeviceParts {
  readonly browser: string;
  readonly os: string;
}

/** Which sentence names a device: "Chrome on Windows", one of the two alone, or "Unknown device". */
export type DeviceWording =
  | { readonly key: 'device'; readonly values: { readonly browser: string; readonly os: string } }
  | { readonly key: 'deviceOne'; readonly values: { readonly name: string } }
  | { readonly key: 'unknownDevice' };

export function deviceWording({ browser, os }: DeviceParts): DeviceWording {
  const b = browser.trim();
  const o = os.trim();
  if (b && o) return { key: 'device', values: { browser: b, os: o } };
  if (b || o) return { key: 'deviceOne', values: { name: b || o } };
  return { key: 'unknownDevice' };
}

/** A moment in the page's language ('27 Nov 2026, 14:03'); the ISO text itself if it cannot be read. */
export function dateTimeIn(locale: string, iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  try {
    return new Intl.DateTimeFormat(languageTag(locale), { dateStyle: 'medium', timeStyle: 'short' }).format(date);
  } catch {
    return iso.slice(0, 16).replace('T', ' ');
  }
}

/** A day in the page's language ('27 Nov 2026'). */
export function dateIn(locale: string, iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  try {
    return new Intl.DateTimeFormat(languageTag(locale), { dateStyle: 'medium' }).format(date);
  } catch {
    return iso.slice(0, 10);
  }
}

/** The units a past moment is told in, the largest that fits first. */
const UNITS: ReadonlyArray<readonly [Intl.RelativeTimeFormatUnit, number]> = [
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
];

/**
 * When a session was last used: 'now' within the minute its use is written
 * at most once in (twice, for the request that wrote it), else how long ago
 * in the page's language ('5 minutes ago', 'yesterday'), else the date past
 * a week.
 */
export function lastUsedIn(
  locale: string,
  iso: string,
  now: number,
): { readonly kind: 'now' } | { readonly kind: 'ago'; readonly text: string } {
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return { kind: 'ago', text: iso };
  const seconds = Math.max(0, Math.round((now - at) / 1000));
  if (seconds < SESSION_TOUCH_SECONDS * 2) return { kind: 'now' };
  if (seconds >= 7 * 86_400) return { kind: 'ago', text: dateIn(locale, iso) };
  const [unit, size] = UNITS.find(([, s]) => seconds >= s) ?? UNITS[UNITS.length - 1];
  try {
    const format = new Intl.RelativeTimeFormat(languageTag(locale), { numeric: 'auto' });
    return { kind: 'ago', text: format.format(-Math.floor(seconds / size), unit) };
  } catch {
    return { kind: 'ago', text: dateTimeIn(locale, iso) };
  }
}

/** A country's name in the page's language ('DE' → 'Germany', 'Allemagne'); the code when unknown; '' for none. */
export function countryNameIn(locale: string, code: string): string {
  if (!/^[A-Z]{2}$/.test(code)) return '';
  try {
    return new Intl.DisplayNames([languageTag(locale)], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** How a login's result reads: it went in, it waits for a second step, or it was refused. */
export function resultTone(result: LoginResult): 'good' | 'pending' | 'refused' {
  if (result === 'success') return 'good';
  if (result === 'secondStep') return 'pending';
  return 'refused';
}
