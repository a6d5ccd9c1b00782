import { afterEach, describe, expect, it } from 'vitest';

import { OUTSIDE_ATTRIBUTE, OUTSIDE_EARLY_CHECK, mayHoldLaunch } from '@/features/telegram/launch-marker';

describe('TG-1 where a launch may be, before the mini-app library loads', () => {
  afterEach(() => {
    window.history.replaceState(null, '', '/');
    window.sessionStorage.clear();
  });

  it('TG-1 only a place holding tgWebApp parameters is worth the library: elsewhere its bridge is not loaded', () => {
    expect(mayHoldLaunch(['https://www.example.test/en/telegram-register-login', '', ''])).toBe(false);
    expect(mayHoldLaunch(['https://x.test/en/telegram-register-login#tgWebAppPlatform=ios', '', ''])).toBe(true);
    expect(mayHoldLaunch(['https://x.test/', 'https://x.test/#tgWebAppData=a', ''])).toBe(true);
    expect(mayHoldLaunch(['https://x.test/', '', 'tgWebAppPlatform=web&tgWebAppVersion=8'])).toBe(true);
  });

  it('TG-1 the early check marks a page with no launch anywhere as outside the mini app, before any page script', () => {
    const outside = () => document.documentElement.hasAttribute(OUTSIDE_ATTRIBUTE);
    const check = () => {
      document.documentElement.removeAttribute(OUTSIDE_ATTRIBUTE);
      window.eval(OUTSIDE_EARLY_CHECK);
      return outside();
    };
    window.history.replaceState(null, '', '/en/telegram-register-login');
    expect(check()).toBe(true);
    window.history.replaceState(null, '', '/en/telegram-register-login#tgWebAppPlatform=ios&tgWebAppVersion=8');
    expect(check()).toBe(false);
    window.history.replaceState(null, '', '/en/telegram-register-login');
    window.sessionStorage.setItem('tapps/launchParams', JSON.stringify('tgWebAppPlatform=ios'));
    expect(check()).toBe(false);
    document.documentElement.removeAttribute(OUTSIDE_ATTRIBUTE);
  });
});
