import {
  otherTheme,
  resolveTheme,
  storedTheme,
  THEME_ATTRIBUTE,
  THEME_STORAGE_KEY,
  type RouteTheme,
  type ThemeMode,
} from '@/config/theme';
import { localStore } from '@/services/local-store';

/**
 * What the header's theme switch does (theme-switch.tsx loads it when the
 * person points at, focuses or presses the switch, or when the system's
 * preference changes): showing a theme and keeping the person's choice.
 */
function shownTheme(): ThemeMode {
  return document.documentElement.getAttribute(THEME_ATTRIBUTE) === 'dark' ? 'dark' : 'light';
}

function showTheme(theme: ThemeMode): void {
  document.documentElement.setAttribute(THEME_ATTRIBUTE, theme);
}

/** The switch's press: the other theme, kept on this device. */
export function toggleTheme(): void {
  const next = otherTheme(shownTheme());
  localStore()?.setItem(THEME_STORAGE_KEY, next);
  showTheme(next);
}

/** The system's preference changed: shown unless the person chose or the route has its own look. */
export function followSystem(routeTheme: RouteTheme, systemDark: boolean): void {
  const stored = storedTheme(localStore()?.getItem(THEME_STORAGE_KEY));
  showTheme(resolveTheme({ stored, routeTheme, systemDark }));
}
