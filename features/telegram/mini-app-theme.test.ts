import { afterEach, describe, expect, it } from 'vitest';

import { THEME_ATTRIBUTE } from '@/config/theme';
import { MINI_APP_ATTRIBUTE, MINI_APP_THEME_EARLY_SCRIPT } from '@/features/telegram/mini-app-theme';

function launchWith(themeParams: Record<string, unknown> | string): void {
  const json = typeof themeParams === 'string' ? themeParams : JSON.stringify(themeParams);
  window.history.replaceState(
    null,
    '',
    `/en/telegram-register-login#tgWebAppPlatform=ios&tgWebAppVersion=8.0&tgWebAppThemeParams=${encodeURIComponent(json)}`,
  );
  new Function(MINI_APP_THEME_EARLY_SCRIPT)();
}

function injectedCss(): string {
  return [...document.head.querySelectorAll('style')].map((style) => style.textContent).join('');
}

afterEach(() => {
  document.head.querySelectorAll('style').forEach((style) => style.remove());
  document.documentElement.removeAttribute(MINI_APP_ATTRIBUTE);
  document.documentElement.removeAttribute(THEME_ATTRIBUTE);
  window.history.replaceState(null, '', '/');
  sessionStorage.clear();
});

describe('the mini app in the messenger’s colours (issue 25)', () => {
  it('TG-1 a launch marks the page as the mini app and takes a dark messenger theme', () => {
    launchWith({ bg_color: '#17212b', text_color: '#f5f5f5', button_color: '#5288c1', button_text_color: '#ffffff' });
    expect(document.documentElement.hasAttribute(MINI_APP_ATTRIBUTE)).toBe(true);
    expect(document.documentElement.getAttribute(THEME_ATTRIBUTE)).toBe('dark');
    const css = injectedCss();
    expect(css).toContain(`:root[${MINI_APP_ATTRIBUTE}] body .app{`);
    expect(css).toContain('--app-surface:#17212b;');
    expect(css).toContain('--ant-color-text:#f5f5f5;');
    expect(css).toContain('--ant-color-primary:#5288c1;');
    expect(css).toContain('--app-on-brand:#ffffff;');
  });

  it('TG-1 a light messenger theme is light', () => {
    launchWith({ bg_color: '#ffffff', text_color: '#000000' });
    expect(document.documentElement.getAttribute(THEME_ATTRIBUTE)).toBe('light');
  });

  it('only well-formed colours reach the page: nothing else is written into the stylesheet', () => {
    launchWith({ bg_color: 'red;}body{display:none', text_color: '#12345', hint_color: '#abcdef' });
    const css = injectedCss();
    expect(css).not.toContain('display:none');
    expect(css).not.toContain('--ant-color-text:');
    expect(css).toContain('--app-text-muted:#abcdef;');
    expect(document.documentElement.hasAttribute(THEME_ATTRIBUTE)).toBe(false);
  });

  it('a broken theme parameter changes nothing but the mini-app mark', () => {
    launchWith('{not json');
    expect(document.documentElement.hasAttribute(MINI_APP_ATTRIBUTE)).toBe(true);
    expect(injectedCss()).toBe('');
  });

  it('outside the messenger the page is left as it is', () => {
    window.history.replaceState(null, '', '/en/telegram-register-login');
    new Function(MINI_APP_THEME_EARLY_SCRIPT)();
    expect(document.documentElement.hasAttribute(MINI_APP_ATTRIBUTE)).toBe(false);
    expect(injectedCss()).toBe('');
  });
});
