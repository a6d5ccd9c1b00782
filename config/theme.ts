/**
 * Light and dark on every page (issue 25). The theme is decided in the
 * browser before the first paint (themeEarlyScript), so the server's page is
 * the same for everyone and can be kept (services/server/page-memo): the person's
 * own choice on this device first, else the route's campaign look
 * (LAYOUT-4: sign-up and friend-invite open dark), else the system's
 * preference. The choice is written on `<html data-theme>`; the stylesheets
 * read it (styles/global.css, scripts/gen-antd-css.tsx).
 */
export type ThemeMode = 'light' | 'dark';

/** What a route opens in when the person has not chosen: the system's preference, or a campaign's dark look. */
export type RouteTheme = 'system' | 'dark';

/** Where the person's choice is kept on the device (localStorage). */
export const THEME_STORAGE_KEY = 'theme';

/** The attribute on `<html>` the stylesheets read. */
export const THEME_ATTRIBUTE = 'data-theme';

/** The system's preference, as a media query. */
export const DARK_SCHEME_QUERY = '(prefers-color-scheme: dark)';

/** A stored value, when it is a theme; anything else is no choice. */
export function storedTheme(value: string | null | undefined): ThemeMode | null {
  return value === 'light' || value === 'dark' ? value : null;
}

interface ThemeInputs {
  readonly stored: ThemeMode | null;
  readonly routeTheme: RouteTheme;
  readonly systemDark: boolean;
}

/** The theme a page shows: the person's choice, else the campaign's look, else the system's. */
export function resolveTheme({ stored, routeTheme, systemDark }: ThemeInputs): ThemeMode {
  if (stored) return stored;
  if (routeTheme === 'dark') return 'dark';
  return systemDark ? 'dark' : 'light';
}

/** The other theme: what the header's switch changes to. */
export function otherTheme(theme: ThemeMode): ThemeMode {
  return theme === 'dark' ? 'light' : 'dark';
}

/**
 * The inline script `<head>` runs before the first paint: resolveTheme, in
 * the browser's own JS, with the route's look written in by the server.
 * Storage refused (privacy settings) counts as no choice.
 */
export function themeEarlyScript(routeTheme: RouteTheme): string {
  return `(function () {
  var stored = null;
  try { stored = localStorage.getItem(${JSON.stringify(THEME_STORAGE_KEY)}); } catch (e) {}
  var theme = stored === 'light' || stored === 'dark' ? stored
    : ${JSON.stringify(routeTheme)} === 'dark' ? 'dark'
    : window.matchMedia && window.matchMedia(${JSON.stringify(DARK_SCHEME_QUERY)}).matches ? 'dark' : 'light';
  document.documentElement.setAttribute(${JSON.stringify(THEME_ATTRIBUTE)}, theme);
})();`;
}
