import Cookies from 'js-cookie';

import { COOKIES, GUID_COOKIE_DAYS, GUID_LENGTH, TOKEN_COOKIE_DAYS } from '@/config/http';
import { FRAME_TOKEN_KEY } from '@/config/oauth';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isValidGuid(value: string | undefined | null): value is string {
  return typeof value === 'string' && value.length === GUID_LENGTH && UUID.test(value);
}

function newGuid(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

const cookieOptions = (days: number) => ({
  expires: days,
  path: '/',
  sameSite: 'lax' as const,
  secure: typeof location !== 'undefined' && location.protocol === 'https:',
});

/** SEC-1: the device GUID cookie (36 characters, 120 days), made anew when missing or malformed. */
export function ensureGuid(): string {
  const current = Cookies.get(COOKIES.guid);
  if (isValidGuid(current)) return current;
  const guid = newGuid();
  Cookies.set(COOKIES.guid, guid, cookieOptions(GUID_COOKIE_DAYS));
  return guid;
}

/** OAUTH-5: the page runs inside another site's frame, where its cookies are not kept. */
export function isFramed(): boolean {
  try {
    return typeof window !== 'undefined' && window.self !== window.top;
  } catch {
    // a cross-origin parent throws on access: framed
    return true;
  }
}

function frameStorage(): Storage | null {
  try {
    return isFramed() ? window.sessionStorage : null;
  } catch {
    return null;
  }
}

/**
 * SEC-1, SEC-2: the user token (7-day cookie), sent as the UserToken header.
 * OAUTH-5: in a frame the token is also kept in session storage, because a
 * third-party frame neither sends nor keeps this site's SameSite cookies.
 */
export function getUserToken(): string | null {
  return Cookies.get(COOKIES.token) || frameStorage()?.getItem(FRAME_TOKEN_KEY) || null;
}

export function setUserToken(token: string): void {
  Cookies.set(COOKIES.token, token, cookieOptions(TOKEN_COOKIE_DAYS));
  frameStorage()?.setItem(FRAME_TOKEN_KEY, token);
}

export function clearUserToken(): void {
  Cookies.remove(COOKIES.token, { path: '/' });
  frameStorage()?.removeItem(FRAME_TOKEN_KEY);
}
