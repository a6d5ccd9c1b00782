import { readdirSync } from 'node:fs';

import { sign } from '@tma.js/init-data-node';
import { afterEach, describe, expect, it } from 'vitest';

import { isolated } from '@/components/i18n/bidi';
import { MINI_APP_CAMPAIGNS } from '@/config/mini-app-tasks';
import { OUTSIDE_ATTRIBUTE, OUTSIDE_EARLY_CHECK, mayHoldLaunch } from '@/features/telegram/launch-marker';
import { closeMiniApp, readMiniAppLaunch } from '@/features/telegram/launch-params';
import {
  authDialogOf,
  avatarInitial,
  bindFailureDialog,
  bindRefusalCode,
  bindSuccessKey,
  botHandle,
  launchFrom,
  launchPhase,
  launchRefusalDialog,
  linkAuthSeenKey,
  loginNameOf,
  refusedNoticeKey,
  shouldAskToLink,
  stepAfterLaunch,
  stepOfLaunch,
  taskOf,
  taskDoneText,
  taskStateOf,
  type MiniAppLaunch,
} from '@/features/telegram/mini-app-flow';
import { inMiniApp } from '@/services/mini-app';
import { flattenTexts, loadLocaleFile, LOCALES_DIR } from '@/tests/support/locale-files';
import { networkFailure, refusal } from '@/tests/support/request-errors';

const TOKEN = '7000000001:AAdev-telegram-bot-token-for-local-use';

const user = { id: 42, firstName: 'Tess', lastName: 'Ng', username: 'tess', photoUrl: null };

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

  it('TG-1 without launch parameters the page is not a mini app (null), and closing asks nobody', async () => {
    window.history.replaceState(null, '', '/en/telegram-register-login');
    expect(await readMiniAppLaunch()).toBeNull();
    expect(await closeMiniApp()).toBe(false);
  });
});

describe('TG-1..4 the mini-app flow (pure)', () => {
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

  it('TG-1 TG-4 a linked Telegram account is offered auth-login; any other register-or-login', () => {
    expect(stepAfterLaunch(true)).toEqual({ kind: 'auth-login' });
    expect(stepAfterLaunch(false)).toEqual({ kind: 'start', notLinked: false });
  });

  it('TG-3 link authorisation is asked of an unbound account that has not seen it', () => {
    expect(shouldAskToLink(0, false)).toBe(true);
    expect(shouldAskToLink(0, true)).toBe(false);
    expect(shouldAskToLink(1, false)).toBe(false);
    expect(shouldAskToLink(null, false)).toBe(false);
    expect(linkAuthSeenKey(42)).toBe('tg_link_auth_seen_42');
  });

  it('TG-6 ERR-12 bind refusals become the flow code of their form; 10016 and others are no bind failure', () => {
    expect(bindRefusalCode('login', 31103)).toBe('tg1001');
    expect(bindRefusalCode('register', 31104)).toBe('tgregister1002');
    expect(bindRefusalCode('register', 31101)).toBe('tgregister1003');
    expect(bindRefusalCode('login', 31102)).toBe('tg1003');
    expect(bindRefusalCode('login', 10016)).toBeNull();
    expect(bindRefusalCode('login', 40301)).toBeNull();
  });

  it.each([
    ['tgregister1001', 'telegramAlreadyBind', true],
    ['tgregister1002', 'relinkBybitAccountTip', true],
    ['tgregister1003', 'authFailureRelinkTip', false],
    ['tgregister10016', 'telegramLinkSystemError', true],
    ['trlogin1001', 'telegramAlreadyBind', true],
    ['register1003', 'authFailureRelinkTip', false],
    ['login1004', 'authFailureRelinkTip', false],
    ['register1004', 'authFailureRelinkTip', true],
    ['tgUnknown', 'telegramLinkSystemError', true],
  ])('TG-6 %s shows %s; bind-again offered: %s', (code, name, bindAgain) => {
    expect(bindFailureDialog(code)).toEqual({ code, name, bindAgain });
  });

  it('TG-7 the dialogs a refused launch names; nothing else is one', () => {
    expect(authDialogOf({ dialog: 'TG_AUTH_FAIL' })).toBe('TG_AUTH_FAIL');
    expect(authDialogOf({ dialog: 'TG_AUTH_EXPIRED' })).toBe('TG_AUTH_EXPIRED');
    expect(authDialogOf({ dialog: 'telegramAlreadyBind' })).toBeNull();
    expect(authDialogOf(null)).toBeNull();
  });

  it('LOGIN-8 the success toast says login-and-bind or register-and-bind', () => {
    expect(bindSuccessKey('login')).toBe('notices.loginAndBind');
    expect(bindSuccessKey('register')).toBe('notices.registerAndBind');
  });

  it('TG-8 a task page names its campaign and task; missing or malformed ones are no task', () => {
    expect(taskOf('?campaignId=spring&taskId=visit-1')).toEqual({ campaignId: 'spring', taskId: 'visit-1' });
    expect(taskOf('?campaignId=spring')).toBeNull();
    expect(taskOf('?campaignId=a b&taskId=t')).toBeNull();
    expect(taskOf('')).toBeNull();
  });
});

describe('TG-1 TG-7 TG-8 a mini-app page from its launch to its first call (pure)', () => {
  const launch: MiniAppLaunch = { initData: 'query_id=1', user: null, platform: 'ios', version: '8.0' };
  const read = { status: 'done', data: launch } as const;
  const refused = refusal(31101, 'other', { dialog: 'TG_AUTH_FAIL' });

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

  it('TG-1 TG-7 the sign-in screen: reading until the api answered; linked asks auth-login; a failure still offers the forms', () => {
    expect(stepOfLaunch({ kind: 'reading' })).toEqual({ kind: 'reading' });
    expect(stepOfLaunch({ kind: 'starting', launch })).toEqual({ kind: 'reading' });
    expect(stepOfLaunch({ kind: 'outside' })).toEqual({ kind: 'outside' });
    expect(stepOfLaunch({ kind: 'refused', launch, dialog: 'TG_AUTH_FAIL' })).toEqual({
      kind: 'refused',
      dialog: 'TG_AUTH_FAIL',
    });
    expect(stepOfLaunch({ kind: 'failed', launch, error: null })).toEqual({ kind: 'start', notLinked: false });
    expect(stepOfLaunch({ kind: 'started', launch, result: { linked: true } })).toEqual({ kind: 'auth-login' });
    expect(stepOfLaunch({ kind: 'started', launch, result: { linked: false } })).toEqual({
      kind: 'start',
      notLinked: false,
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

  it('TG-8 a listed task is told by its name and the name of its campaign, first time or again; the ids never are', () => {
    expect(taskDoneText({ campaignId: 'spring', taskId: 'visit', first_time: true })).toEqual({
      key: 'task.doneNamed',
      taskName: 'campaigns.spring.tasks.visit',
      campaignName: 'campaigns.spring.name',
    });
    expect(taskDoneText({ campaignId: 'spring', taskId: 'invite', first_time: false })).toEqual({
      key: 'task.alreadyNamed',
      taskName: 'campaigns.spring.tasks.invite',
      campaignName: 'campaigns.spring.name',
    });
    const en = flattenTexts(loadLocaleFile('en', 'telegram'));
    for (const [campaignId, tasks] of Object.entries(MINI_APP_CAMPAIGNS)) {
      for (const taskId of tasks) {
        const text = taskDoneText({ campaignId, taskId, first_time: true });
        if (!('taskName' in text)) throw new Error(`${campaignId}/${taskId} is listed but not named`);
        expect(en.get(text.taskName)).toBeTruthy();
        expect(en.get(text.campaignName)).toBeTruthy();
      }
    }
  });

  it('TG-8 a task the mini app does not list is still told as done, without a name and without its ids', () => {
    expect(taskDoneText({ campaignId: 'spring', taskId: 'visit-123', first_time: true })).toEqual({
      key: 'task.doneText',
    });
    expect(taskDoneText({ campaignId: 'autumn', taskId: 'visit', first_time: false })).toEqual({
      key: 'task.alreadyText',
    });
    // an id that is a property of every object is no campaign
    expect(taskDoneText({ campaignId: 'constructor', taskId: 'visit', first_time: true })).toEqual({
      key: 'task.doneText',
    });
    const en = flattenTexts(loadLocaleFile('en', 'telegram'));
    for (const key of ['task.doneText', 'task.alreadyText']) expect(en.get(key)).not.toMatch(/{{/);
  });

  it('TG-8 the task page: outside first, then a missing task, then the completion', () => {
    const completion = { campaignId: 'c1', taskId: 't1', completed: true, first_time: true } as const;
    expect(taskStateOf({ kind: 'reading' }, false)).toEqual({ kind: 'reading' });
    expect(taskStateOf({ kind: 'outside' }, false)).toEqual({ kind: 'outside' });
    expect(taskStateOf({ kind: 'starting', launch }, false)).toEqual({ kind: 'missing' });
    expect(taskStateOf({ kind: 'starting', launch }, true)).toEqual({ kind: 'completing' });
    expect(taskStateOf({ kind: 'refused', launch, dialog: 'TG_AUTH_EXPIRED' }, true)).toEqual({
      kind: 'refused',
      dialog: 'TG_AUTH_EXPIRED',
    });
    expect(taskStateOf({ kind: 'failed', launch, error: null }, true)).toEqual({ kind: 'failed' });
    expect(taskStateOf({ kind: 'started', launch, result: completion }, true)).toEqual({ kind: 'done', completion });
  });
});
