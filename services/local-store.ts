/**
 * The browser's localStorage, or null where there is none (the server) or
 * it may not be used (privacy settings make reading it throw).
 */
export function localStore(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}
