import { ALL_LOCALES } from '@/config/languages';
import type { QrScan, QrStatus } from '@/services/api/qrcode';
import type { UserProfile } from '@/services/api/user';
import { RET_CODES } from '@/services/errors/ret-codes';
import { isRequestError } from '@/services/http/errors';

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

/** A code the panel shows: the page it carries and when it ends. */
export interface ShownQrCode {
  readonly uuid: string;
  readonly url: string;
  readonly expiresAt: number;
}

/** What the panel learnt of one code since it was shown (scanned, expired, …). */
export interface QrProgress {
  readonly uuid: string;
  readonly state: QrPanelState;
}

/**
 * LOGIN-7: the panel from the load of its code and what polling learnt of
 * that code; what was learnt of an earlier code counts for nothing.
 */
export function qrPanelState(
  code: { readonly status: 'loading' | 'done' | 'failed'; readonly data?: ShownQrCode },
  progress: QrProgress | null,
): QrPanelState {
  if (code.status === 'loading') return { kind: 'loading' };
  if (code.status === 'failed' || !code.data) return { kind: 'failed' };
  if (progress?.uuid === code.data.uuid) return progress.state;
  return { kind: 'shown', ...code.data };
}

/** LOGIN-7: what polling knows of `code` after a status answer. */
export function advanceQrProgress(progress: QrProgress | null, code: ShownQrCode, answer: QrStatus): QrProgress {
  const current: QrPanelState = progress?.uuid === code.uuid ? progress.state : { kind: 'shown', ...code };
  return { uuid: code.uuid, state: nextQrState(current, answer) };
}

/** LOGIN-7: whether the panel asks again after this answer (nobody has confirmed or cancelled yet). */
export function asksAgain(answer: QrStatus): boolean {
  return answer.status === 'new' || answer.status === 'scanned';
}

/**
 * LOGIN-7: a status request that failed: the code is gone (expired, or
 * another browser's) and the panel says so; anything else (the api away)
 * is null: the panel asks again.
 */
export function qrStatusFailure(error: unknown): QrPanelState | null {
  return isRequestError(error) && error.code === RET_CODES.qrExpired ? { kind: 'expired' } : null;
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

/**
 * When the code was asked for, in the page's language with the reader's own
 * time zone ("27 Nov 2026, 14:03"); '' for a time that cannot be read.
 */
export function requestTime(iso: string, languageTag: string, timeZone?: string): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return '';
  try {
    return new Intl.DateTimeFormat([languageTag], { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(at);
  } catch {
    return at.toISOString();
  }
}

/** What the confirm page shows (the device the code was opened on). */
export type QrConfirmState =
  | { readonly kind: 'checking' }
  | { readonly kind: 'invalid' }
  | { readonly kind: 'signed-out'; readonly loginHref: string }
  | { readonly kind: 'asking'; readonly uuid: string; readonly scan: QrScan; readonly account: string }
  | { readonly kind: 'confirmed' }
  | { readonly kind: 'cancelled' }
  | { readonly kind: 'expired' }
  | { readonly kind: 'handled' };

/** LOGIN-7: a refusal of a scan, confirm or cancel that the confirm page tells as its end; null for any other. */
export function qrConfirmRefusal(error: unknown): QrConfirmState | null {
  if (!isRequestError(error)) return null;
  if (error.code === RET_CODES.qrExpired) return { kind: 'expired' };
  if (error.code === RET_CODES.qrHandled) return { kind: 'handled' };
  return null;
}

/** LOGIN-7: signed out, the confirm page offers the login, which comes back to it (`here`: its path and query). */
export function qrConfirmLoginHref(lang: string, here: string): string {
  return `/${lang}/login?redirect_url=${encodeURIComponent(here)}`;
}

/** LOGIN-7: the account the confirm page names, masked as the api gives it. */
export function qrAccountName(profile: Pick<UserProfile, 'vague_email' | 'vague_mobile' | 'username'> | null): string {
  return profile?.vague_email || profile?.vague_mobile || profile?.username || '';
}
