/**
 * TG-1, REDIR-1: whether this page runs as the messaging app's mini app.
 * True once a mini-app page read the platform's launch parameters, or when
 * the platform's own script put its init data on `window.Telegram`.
 */
/** What every mini-app launch carries: `tgWebApp…` parameters (features/telegram/launch-marker.ts). */
export const LAUNCH_MARKER = 'tgWebApp';
/** Where the mini-app library keeps the launch for the mini app's later pages (sessionStorage). */
export const LIBRARY_SESSION_KEY = 'tapps/launchParams';

/**
 * The places a launch can be (the URL, the navigation entry, the library's
 * session entry) as one string, written as a plain-JS expression for the
 * inline scripts that run before any page script (features/telegram,
 * features/smart-banner); launch-marker.ts's launchSources reads the same.
 */
export const EARLY_LAUNCH_SOURCES = `(function () {
  var sources = location.href;
  try {
    var entry = performance.getEntriesByType && performance.getEntriesByType('navigation')[0];
    sources += '&' + ((entry && entry.name) || '');
    sources += '&' + (sessionStorage.getItem(${JSON.stringify(LIBRARY_SESSION_KEY)}) || '');
  } catch (e) {}
  return sources;
})()`;

let launched = false;

export function markMiniAppLaunch(): void {
  launched = true;
}

export function inMiniApp(): boolean {
  if (launched) return true;
  if (typeof window === 'undefined') return false;
  return Boolean((window as { Telegram?: { WebApp?: { initData?: string } } }).Telegram?.WebApp?.initData);
}
