import { readdirSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import { isolated } from '@/components/i18n/bidi';
import {
  authDialogOf,
  avatarInitial,
  botHandle,
  launchFrom,
  launchPhase,
  launchRefusalDialog,
  loginNameOf,
  refusedNoticeKey,
  type MiniAppLaunch,
} from '@/features/telegram/mini-app-launch';
import { flattenTexts, loadLocaleFile, LOCALES_DIR } from '@/tests/support/locale-files';
import { networkFailure, refusal } from '@/tests/support/request-errors';

const user = { id: 42, firstName: 'Tess', lastName: 'Ng', username: 'tess', photoUrl: null };

describe('TG-1 TG-2 the launch and its Telegram user (pure)', () => {
  it('TG-1 launch parameters without init data are no launch', () => {
    expect(launchFrom({ tgWebAppPlatform: 'web', tgWebAppVersion: '8.0' }, undefined)).toBeNull();
    expect(launchFrom({ tgWebAppPlatform: 'web', tgWebAppVersion: '8.0' }, 'query_id=1')).toMatchObject({
      initData: 'query_id=1',
      user: null,
    });
  });

  it('TG-2 only https avatars are kept; others fall back to the default avatar', () => {
    const of = (photo_url: string) =>
      launchFrom(
        {
          tgWebAppData: { user: { id: 1, first_name: 'A', photo_url } },
          tgWebAppPlatform: 'ios',
          tgWebAppVersion: '8',
        },
        'x',
      )?.user?.photoUrl;
    expect(of('https://t.me/a.jpg')).toBe('https://t.me/a.jpg');
    expect(of('javascript:alert(1)')).toBeNull();
    expect(of('http://t.me/a.jpg')).toBeNull();
    expect(of('not a url')).toBeNull();
  });

  it('TG-2 the login name is @username, else the name; the avatar letter and the bot handle', () => {
    expect(loginNameOf(user)).toBe('@tess');
    expect(loginNameOf({ ...user, username: '' })).toBe('Tess Ng');
    expect(loginNameOf(null)).toBe('');
    expect(avatarInitial(user)).toBe('T');
    expect(avatarInitial({ ...user, firstName: 'élan' })).toBe('É');
    expect(avatarInitial(null)).toBe('');
    expect(botHandle('ExchangeDevBot')).toBe('@ExchangeDevBot');
    expect(botHandle('@ExchangeDevBot ')).toBe('@ExchangeDevBot');
    expect(botHandle('')).toBe('');
    expect(isolated('@tess')).toBe('\u2068@tess\u2069');
    expect(isolated('')).toBe('');
  });
});

describe('TG-1 TG-7 a mini-app page from its launch to its first call (pure)', () => {
  const launch: MiniAppLaunch = { initData: 'query_id=1', user: null, platform: 'ios', version: '8.0' };
  const read = { status: 'done', data: launch } as const;
  const refused = refusal(31101, 'other', { dialog: 'TG_AUTH_FAIL' });

  it('TG-7 the dialogs a refused launch names; nothing else is one', () => {
    expect(authDialogOf({ dialog: 'TG_AUTH_FAIL' })).toBe('TG_AUTH_FAIL');
    expect(authDialogOf({ dialog: 'TG_AUTH_EXPIRED' })).toBe('TG_AUTH_EXPIRED');
    expect(authDialogOf({ dialog: 'telegramAlreadyBind' })).toBeNull();
    expect(authDialogOf(null)).toBeNull();
  });

  it('TG-7 a refusal naming TG_AUTH_FAIL or TG_AUTH_EXPIRED is the auth dialog; any other failure is not', () => {
    expect(launchRefusalDialog(refused)).toBe('TG_AUTH_FAIL');
    expect(launchRefusalDialog(refusal(31102, 'other', { dialog: 'TG_AUTH_EXPIRED' }))).toBe('TG_AUTH_EXPIRED');
    expect(launchRefusalDialog(refusal(31101, 'other', { dialog: 'OTHER' }))).toBeNull();
    expect(launchRefusalDialog(networkFailure('other'))).toBeNull();
    expect(launchRefusalDialog(new Error('bug'))).toBeNull();
  });

  it('TG-1 reading, outside, the first call in flight, refused, failed, answered', () => {
    const loading = { status: 'loading' } as const;
    expect(launchPhase({ status: 'loading' }, loading)).toEqual({ kind: 'reading' });
    expect(launchPhase({ status: 'done', data: null }, loading)).toEqual({ kind: 'outside' });
    expect(launchPhase({ status: 'failed', error: new Error('x') }, loading)).toEqual({ kind: 'outside' });
    expect(launchPhase(read, loading)).toEqual({ kind: 'starting', launch });
    expect(launchPhase(read, { status: 'failed', error: refused })).toEqual({
      kind: 'refused',
      launch,
      dialog: 'TG_AUTH_FAIL',
    });
    const down = networkFailure('other');
    expect(launchPhase(read, { status: 'failed', error: down })).toEqual({ kind: 'failed', launch, error: down });
    expect(launchPhase(read, { status: 'done', data: { linked: true } })).toEqual({
      kind: 'started',
      launch,
      result: { linked: true },
    });
  });

  it.each(readdirSync(LOCALES_DIR))(
    'TG-7 in %s, once its dialog is closed, the page says what the dialog said: an expired launch is told as expired',
    (locale) => {
      const page = flattenTexts(loadLocaleFile(locale, 'telegram'));
      const dialogs = flattenTexts(loadLocaleFile(locale, 'dialogs'));
      expect(page.get(refusedNoticeKey('TG_AUTH_EXPIRED'))).toBe(dialogs.get('TG_AUTH_EXPIRED.text'));
      // an unverified launch keeps its own words, which are not the expired ones
      expect(refusedNoticeKey('TG_AUTH_FAIL')).toBe('miniApp.refused');
      expect(page.get(refusedNoticeKey('TG_AUTH_FAIL'))).not.toBe(dialogs.get('TG_AUTH_EXPIRED.text'));
    },
  );
});
