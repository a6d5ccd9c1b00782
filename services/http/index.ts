import { STORAGE_KEYS } from '@/config/http';
import { ensureGuid, getUserToken } from '@/services/identity';
import { localStore } from '@/services/local-store';
import { inMiniApp } from '@/services/mini-app';

import { createHttpClient, type RequestContext } from './client';
import { ResponseCache } from './response-cache';
import { sessionScope } from './session-scope';

export { ApiError, HttpError, refuseWrongPassword } from './errors';
export type { Envelope, HttpClient, ReactionSink, RequestOptions } from './client';

const pageFacts = { locale: 'en', platform: 'pc' as 'mobile' | 'pc' };

/** The page tells the request layer its language and platform (headers Lang, platform). */
export function setRequestPage(locale: string, platform: 'mobile' | 'pc'): void {
  pageFacts.locale = locale;
  pageFacts.platform = platform;
}

/** HTTP-2: a stored api origin; only a well-formed http(s) origin is honoured. */
export function storedApiHost(storage: Storage | null): string | null {
  const raw = storage?.getItem(STORAGE_KEYS.apiHost);
  if (!raw) return null;
  try {
    const url = new URL(raw);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null;
  } catch {
    return null;
  }
}

export const browserRequestContext: RequestContext = {
  lang: () => pageFacts.locale,
  platform: () => pageFacts.platform,
  token: () => (typeof document === 'undefined' ? null : getUserToken()),
  guid: () => (typeof document === 'undefined' ? '' : ensureGuid()),
  userAgent: () => (typeof navigator === 'undefined' ? '' : navigator.userAgent),
  inMiniApp,
  apiHostOverride: () => storedApiHost(localStore()),
};

/** The one client of the front end (HTTP-1); its kept answers are the session's (issue 36 item 7). */
export const http = createHttpClient({
  context: browserRequestContext,
  basePath: process.env.NEXT_PUBLIC_API_BASE_PATH ?? '',
  cache: new ResponseCache(undefined, undefined, undefined, () => sessionScope(browserRequestContext.token())),
});
