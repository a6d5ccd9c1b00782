import { afterEach, describe, expect, it, vi } from 'vitest';

import { SMART_BANNER_SNOOZE_MS, SMART_BANNER_STORAGE_KEY } from '@/config/furniture';
import { closedAtOf, smartBannerWanted } from '@/features/smart-banner/smart-banner';
import { SMART_BANNER_ATTRIBUTE, SMART_BANNER_EARLY_SCRIPT } from '@/features/smart-banner/smart-banner-early';

const NOW = 1_800_000_000_000;
const PHONE_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const APP_UA = `${PHONE_UA} BybitApp/4.50`;

function roomKept(): boolean {
  new Function(SMART_BANNER_EARLY_SCRIPT)();
  return document.documentElement.hasAttribute(SMART_BANNER_ATTRIBUTE);
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
  localStorage.clear();
  sessionStorage.clear();
  document.documentElement.removeAttribute(SMART_BANNER_ATTRIBUTE);
  window.history.replaceState(null, '', '/');
});

describe('the app banner’s room (UI-2, issue 25: it pushes the page down, never covers it)', () => {
  const closings: ReadonlyArray<[string, string | null]> = [
    ['never closed', null],
    ['closed a day ago', String(NOW - 24 * 60 * 60 * 1000)],
    ['closed longer ago than the snooze', String(NOW - SMART_BANNER_SNOOZE_MS - 1)],
    ['closed in the future (a wrong clock)', String(NOW + 60_000)],
    ['unreadable', 'soon'],
  ];

  it.each(closings)('UI-2 is kept on a phone exactly when the banner will come (%s)', (_name, closedAt) => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(PHONE_UA);
    if (closedAt !== null) localStorage.setItem(SMART_BANNER_STORAGE_KEY, closedAt);
    const wanted = smartBannerWanted({
      platform: 'mobile',
      insideApp: false,
      closedAt: closedAtOf(closedAt),
      now: NOW,
    });
    expect(roomKept()).toBe(wanted);
  });

  it('UI-2 is not kept inside the exchange’s app', () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(APP_UA);
    expect(roomKept()).toBe(false);
  });

  it('UI-2 is not kept inside the mini app (a launch in the URL)', () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(PHONE_UA);
    window.history.replaceState(null, '', '/en/telegram-register-login#tgWebAppPlatform=ios');
    expect(roomKept()).toBe(false);
  });
});
