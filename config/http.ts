/** Timings and limits of the request layer (SPEC §7, §9), named once. */
export const API_PREFIX = '/x-api';
export const REQUEST_TIMEOUT_MS = 30_000;
export const SLOW_REQUEST_MS = 5_000;
export const RESPONSE_CACHE_TTL_MS = 60_000;
export const RESPONSE_CACHE_MAX_ENTRIES = 20;
/** persistent cache is skipped when localStorage already holds more characters than this (~4.5 MB) */
export const PERSISTENT_CACHE_MAX_STORAGE_CHARS = 4_718_592;
export const PROFILE_CACHE_MS = 10_000;
export const SESSION_TOAST_THROTTLE_MS = 10_000;
export const TOAST_MS = 5_000;
export const DIALOG_TOAST_MS = 2_000;
/** While the api gives no answer, it is asked again after these pauses (the last one repeats). */
export const API_RETRY_MS: readonly number[] = [2_000, 4_000, 8_000, 10_000];

/** Synthetic code for network and cross-origin failures (HTTP-8). */
export const NETWORK_ERROR_CODE = -200;
export const RESPONSE_TYPE_ERROR = 'responseType not support';

export const STORAGE_KEYS = {
  /** HTTP-2: a stored origin that replaces the api host (testing against another environment) */
  apiHost: 'BYBIT_API_HOST',
  responseCache: 'BYBIT_HTTP_CACHE',
} as const;

export const COOKIES = {
  guid: 'BYBIT_GUID',
  token: 'BYBIT_TOKEN',
} as const;

/** SEC-1 */
export const GUID_COOKIE_DAYS = 120;
export const TOKEN_COOKIE_DAYS = 7;
export const GUID_LENGTH = 36;
