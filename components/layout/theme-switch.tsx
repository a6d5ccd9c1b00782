import { useTranslation } from 'next-i18next/pages';
import { useEffect, useSyncExternalStore } from 'react';

import {
  DARK_SCHEME_QUERY,
  otherTheme,
  resolveTheme,
  storedTheme,
  THEME_ATTRIBUTE,
  THEME_STORAGE_KEY,
  type RouteTheme,
  type ThemeMode,
} from '@/config/theme';
import { localStore } from '@/services/local-store';

/** The theme `<html>` shows, set before the first paint by config/theme.ts's early script. */
function shownTheme(): ThemeMode {
  return document.documentElement.getAttribute(THEME_ATTRIBUTE) === 'dark' ? 'dark' : 'light';
}

function showTheme(theme: ThemeMode): void {
  document.documentElement.setAttribute(THEME_ATTRIBUTE, theme);
}

function subscribe(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: [THEME_ATTRIBUTE] });
  return () => observer.disconnect();
}

/**
 * The header's switch between light and dark. The choice is kept on this
 * device and wins over the system's preference and a campaign's look; until
 * the person chooses, the page follows the system as it changes. The server
 * cannot know the theme, so the pressed state appears once the page runs.
 */
export function ThemeSwitch({ routeTheme }: { readonly routeTheme: RouteTheme }) {
  const { t } = useTranslation('common');
  const theme = useSyncExternalStore(subscribe, shownTheme, () => null);

  useEffect(() => {
    const query = window.matchMedia?.(DARK_SCHEME_QUERY);
    if (!query) return;
    const follow = () => {
      const stored = storedTheme(localStore()?.getItem(THEME_STORAGE_KEY));
      showTheme(resolveTheme({ stored, routeTheme, systemDark: query.matches }));
    };
    query.addEventListener('change', follow);
    return () => query.removeEventListener('change', follow);
  }, [routeTheme]);

  const toggle = () => {
    const next = otherTheme(shownTheme());
    localStore()?.setItem(THEME_STORAGE_KEY, next);
    showTheme(next);
  };

  return (
    <button
      type="button"
      className="theme-switch"
      aria-label={t('header.darkTheme')}
      aria-pressed={theme === null ? undefined : theme === 'dark'}
      onClick={toggle}
      data-testid="theme-switch"
    >
      {/* both drawn; the stylesheet shows the one for the theme shown, so the server's page is right in both */}
      <svg className="theme-icon theme-icon-moon" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
        <path fill="currentColor" d="M20.5 14.6A8.5 8.5 0 0 1 9.4 3.5a8.5 8.5 0 1 0 11.1 11.1Z" />
      </svg>
      <svg className="theme-icon theme-icon-sun" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
        <circle cx="12" cy="12" r="4.5" fill="currentColor" />
        <path
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          d="M12 2v2.5M12 19.5V22M2 12h2.5M19.5 12H22M4.9 4.9l1.8 1.8M17.3 17.3l1.8 1.8M4.9 19.1l1.8-1.8M17.3 6.7l1.8-1.8"
        />
      </svg>
    </button>
  );
}
