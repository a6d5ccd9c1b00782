import { describe, expect, it } from 'vitest';

import type { MiniAppLaunch } from '@/features/telegram/mini-app-launch';
import {
  bindFailureDialog,
  bindRefusalCode,
  bindSuccessKey,
  linkAuthSeenKey,
  shouldAskToLink,
  stepAfterLaunch,
  stepOfLaunch,
} from '@/features/telegram/mini-app-sign-in';

describe('TG-1 TG-3..6 LOGIN-8 signing in and binding in the mini app (pure)', () => {
  const launch: MiniAppLaunch = { initData: 'query_id=1', user: null, platform: 'ios', version: '8.0' };

  it('TG-1 TG-4 a linked Telegram account is offered auth-login; any other register-or-login', () => {
    expect(stepAfterLaunch(true)).toEqual({ kind: 'auth-login' });
    expect(stepAfterLaunch(false)).toEqual({ kind: 'start', notLinked: false });
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

  it('LOGIN-8 the success toast says login-and-bind or register-and-bind', () => {
    expect(bindSuccessKey('login')).toBe('notices.loginAndBind');
    expect(bindSuccessKey('register')).toBe('notices.registerAndBind');
  });
});
