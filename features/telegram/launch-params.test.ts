import { sign } from '@tma.js/init-data-node';
import { afterEach, describe, expect, it } from 'vitest';

import { closeMiniApp, readMiniAppLaunch } from '@/features/telegram/launch-params';
import { inMiniApp } from '@/services/mini-app';

const TOKEN = '7000000001:AAdev-telegram-bot-token-for-local-use';

describe('TG-1 reading the launch with the mini-app library', () => {
  afterEach(() => {
    window.history.replaceState(null, '', '/');
    window.sessionStorage.clear();
  });

  it('TG-1 the hash a mini app is opened with gives the raw init data and its user, and marks the page a mini app', async () => {
    const initData = sign(
      { user: { id: 77, first_name: 'Ada', username: 'ada', photo_url: 'https://t.me/i/ada.jpg' } },
      TOKEN,
      new Date(),
    );
    const hash = new URLSearchParams({
      tgWebAppData: initData,
      tgWebAppVersion: '8.0',
      tgWebAppPlatform: 'web',
      tgWebAppThemeParams: '{}',
    });
    window.history.replaceState(null, '', `/en/telegram-register-login#${hash.toString()}`);

    const launch = await readMiniAppLaunch();

    expect(launch).toMatchObject({
      initData,
      platform: 'web',
      version: '8.0',
      user: { id: 77, firstName: 'Ada', username: 'ada', photoUrl: 'https://t.me/i/ada.jpg' },
    });
    expect(inMiniApp()).toBe(true);
  });

  it('TG-1 a later page of the mini app, its hash gone, finds the launch the library kept in the session', async () => {
    const initData = sign({ user: { id: 78, first_name: 'Bo' } }, TOKEN, new Date());
    const hash = new URLSearchParams({
      tgWebAppData: initData,
      tgWebAppVersion: '8.0',
      tgWebAppPlatform: 'ios',
      tgWebAppThemeParams: '{}',
    });
    window.history.replaceState(null, '', `/en/telegram-register-login#${hash.toString()}`);
    expect(await readMiniAppLaunch()).toMatchObject({ initData });
    window.history.replaceState(null, '', '/en/earn/tg-page');
    expect(await readMiniAppLaunch()).toMatchObject({ initData, platform: 'ios' });
  });

  it('TG-1 without launch parameters the page is not a mini app (null), and closing asks nobody', async () => {
    window.history.replaceState(null, '', '/en/telegram-register-login');
    expect(await readMiniAppLaunch()).toBeNull();
    expect(await closeMiniApp()).toBe(false);
  });
});
