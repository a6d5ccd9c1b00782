import { afterEach, describe, expect, it, vi } from 'vitest';

import { layoutForPath } from '@/config/routes';
import {
  otherTheme,
  resolveTheme,
  storedTheme,
  THEME_ATTRIBUTE,
  THEME_STORAGE_KEY,
  themeEarlyScript,
  type RouteTheme,
} from '@/config/theme';

/** Runs an early `<head>` script as the browser would, with the system preferring dark or not. */
function runEarly(script: string, systemDark: boolean): string | null {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({ matches: systemDark && query.includes('dark'), media: query })),
  );
  new Function(script)();
  return document.documentElement.getAttribute(THEME_ATTRIBUTE);
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  document.documentElement.removeAttribute(THEME_ATTRIBUTE);
});

describe('theme (issue 25: light and dark on every page)', () => {
  it('the person’s choice on the device wins over the campaign’s look and the system', () => {
    expect(resolveTheme({ stored: 'light', routeTheme: 'dark', systemDark: true })).toBe('light');
    expect(resolveTheme({ stored: 'dark', routeTheme: 'system', systemDark: false })).toBe('dark');
  });

  it('LAYOUT-4 sign-up and friend-invite open dark until the person chooses', () => {
    for (const path of ['/sign-up', '/friend-invite']) {
      const routeTheme = layoutForPath(path).theme;
      expect(routeTheme).toBe('dark');
      expect(resolveTheme({ stored: null, routeTheme, systemDark: false })).toBe('dark');
    }
  });

  it('other pages follow the system’s preference', () => {
    const routeTheme = layoutForPath('/login').theme;
    expect(routeTheme).toBe('system');
    expect(resolveTheme({ stored: null, routeTheme, systemDark: true })).toBe('dark');
    expect(resolveTheme({ stored: null, routeTheme, systemDark: false })).toBe('light');
  });

  it('only light and dark count as a stored choice; the switch goes to the other one', () => {
    expect(storedTheme('dark')).toBe('dark');
    expect(storedTheme('light')).toBe('light');
    expect(storedTheme('auto')).toBeNull();
    expect(storedTheme(null)).toBeNull();
    expect(otherTheme('dark')).toBe('light');
    expect(otherTheme('light')).toBe('dark');
  });

  const cases: ReadonlyArray<[string | null, RouteTheme, boolean]> = [
    [null, 'system', false],
    [null, 'system', true],
    [null, 'dark', false],
    ['light', 'dark', true],
    ['dark', 'system', false],
    ['bogus', 'system', true],
  ];
  it.each(cases)(
    'the early script decides as resolveTheme does (stored %s, route %s, system dark %s)',
    (stored, routeTheme, systemDark) => {
      if (stored) localStorage.setItem(THEME_STORAGE_KEY, stored);
      expect(runEarly(themeEarlyScript(routeTheme), systemDark)).toBe(
        resolveTheme({ stored: storedTheme(stored), routeTheme, systemDark }),
      );
    },
  );

  it('the early script treats refused storage as no choice', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('denied');
    });
    expect(runEarly(themeEarlyScript('system'), true)).toBe('dark');
    vi.restoreAllMocks();
  });
});
