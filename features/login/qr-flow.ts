import { ALL_LOCALES } from '@/config/languages';
import type { QrStatus } from '@/services/api/qrcode';

/** LOGIN-7: how often the login page asks where its QR code stands. */
export const QR_POLL_MS = 2000;

/** What the QR panel shows. */
export type QrPanelState =
  | { readonly kind: 'loading' }
  | { readonly kind: 'shown'; readonly uuid: string; readonly url: string; readonly expiresAt: number }
  | { readonly kind: 'scanned'; readonly uuid: string; readonly url: string; readonly expiresAt: number }
  | { readonly kind: 'signing-in' }
  | { readonly kind: 'expired' }
  | { readonly kind: 'cancelled' }
  | { readonly kind: 'failed' };

/** LOGIN-7: the page on this site a QR code carries: the confirm page with the code's single-use uuid. */
export function qrConfirmUrl(origin: string, lang: string, uuid: string): string {
  return `${origin}/${lang}/qrcode/confirm?uuid=${encodeURIComponent(uuid)}`;
}

/** Where the browser gets the picture of a QR code carrying `url` (drawn by this site's server). */
export function qrImageSrc(url: string): string {
  return `/api/qr-code?text=${encodeURIComponent(url)}`;
}

/**
 * LOGIN-7: whether `text` is what a QR code of this site may carry: the
 * confirm page of the host that was asked (`host` header), in a language
 * path, with one uuid and nothing else. The server draws no other code.
 */
export function isQrConfirmUrl(text: string, host: string): boolean {
  if (text.length > 300 || !host) return false;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return false;
  }
  return (
    (url.protocol === 'https:' || url.protocol === 'http:') &&
    url.host === host.toLowerCase() &&
    !url.username &&
    !url.password &&
    !url.hash &&
    ALL_LOCALES.some((locale) => url.pathname === `/${locale}/qrcode/confirm`) &&
    [...url.searchParams.keys()].join() === 'uuid' &&
    qrUuidOf(url.search) !== null
  );
}

/** The uuid of a confirm page's query, when it is one. */
export function qrUuidOf(search: string): string | null {
  const uuid = new URLSearchParams(search).get('uuid')?.trim().toLowerCase() ?? '';
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(uuid) ? uuid : null;
}

/** LOGIN-7: the panel after a status answer; `confirmed` is handled by the caller (it carries the session). */
export function nextQrState(current: QrPanelState, answer: QrStatus): QrPanelState {
  if (current.kind !== 'shown' && current.kind !== 'scanned') return current;
  switch (answer.status) {
    case 'new':
      return current;
    case 'scanned':
      return { ...current, kind: 'scanned' };
    case 'confirmed':
      return { kind: 'signing-in' };
    case 'cancelled':
      return { kind: 'cancelled' };
    default:
      return { kind: 'expired' };
  }
}

/** Whether the panel still polls. */
export function isPolling(state: QrPanelState): state is Extract<QrPanelState, { uuid: string }> {
  return state.kind === 'shown' || state.kind === 'scanned';
}

/** The device's country in the page's language (`GB` → "United Kingdom"), else the code, else ''. */
export function countryName(code: string, languageTag: string): string {
  if (!/^[A-Z]{2}$/.test(code)) return '';
  try {
    return new Intl.DisplayNames([languageTag], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}
