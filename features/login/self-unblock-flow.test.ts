import { describe, expect, it } from 'vitest';

import {
  keptUnblock,
  phaseFitsBan,
  readUnblockCode,
  restoreUnblock,
  stepAfterCheck,
  stepOfRefusal,
  UNBLOCK_START,
  wrongCodeMessage,
  type UnblockPhase,
} from '@/features/login/self-unblock-flow';
import type { SelfUnbindState } from '@/services/api/self-unblock';

const STATE: SelfUnbindState = {
  is_self_help_baned: true,
  baned_time: 1,
  unblock_time: 2,
  can_unblock: true,
  send_to: 'a***@x.test',
  channel: 'email',
};

describe('SEC-3 self-unblock (pure)', () => {
  it('SEC-3 the check: not banned, too early (waiting), or ready with the token', () => {
    expect(stepAfterCheck('t', { ...STATE, is_self_help_baned: false })).toEqual({ kind: 'not-banned' });
    expect(stepAfterCheck('t', { ...STATE, can_unblock: false })).toEqual({
      kind: 'waiting',
      state: { ...STATE, can_unblock: false },
    });
    expect(stepAfterCheck('t', STATE)).toEqual({ kind: 'ready', token: 't', state: STATE });
  });

  it('SEC-3 33301 sends the person to log in again; 33302 waits when the ban is known; other codes are no step', () => {
    expect(stepOfRefusal(33301, null)).toEqual({ kind: 'none' });
    expect(stepOfRefusal(33302, STATE)).toEqual({ kind: 'waiting', state: STATE });
    expect(stepOfRefusal(33302, null)).toBeNull();
    expect(stepOfRefusal(30050, STATE)).toBeNull();
  });

  it('SEC-3 a wrong code names the attempts left when the api says them', () => {
    expect(wrongCodeMessage({ attempts_left: 0 })).toEqual({
      ns: 'unblock',
      key: 'codeWrongLeft',
      values: { count: 0 },
    });
    expect(wrongCodeMessage({})).toEqual({ ns: 'unblock', key: 'codeWrong' });
    expect(wrongCodeMessage(null)).toEqual({ ns: 'unblock', key: 'codeWrong' });
  });

  it('SEC-3 the code is six digits; the spaces a person types are dropped', () => {
    expect(readUnblockCode(' 123 456 ')).toEqual({ ok: true, value: '123456' });
    expect(readUnblockCode('')).toEqual({ ok: false, errors: { code: { ns: 'auth', key: 'validation.required' } } });
    expect(readUnblockCode('12345')).toEqual({
      ok: false,
      errors: { code: { ns: 'auth', key: 'validation.incompleteCode' } },
    });
  });
});

describe('SEC-3 issue 39 self-unblock steps: what is kept and read back', () => {
  const SENT = { at: 1_700_000_000_000, to: STATE.send_to };
  const CODE: UnblockPhase = { step: 'code', sent: SENT };

  it('SEC-3 issue 39 keeps the code step as when the code went out and to where, nothing secret; nothing before or after', () => {
    expect(keptUnblock(CODE)).toEqual({ sentAt: SENT.at, sentTo: SENT.to });
    expect(JSON.stringify(keptUnblock(CODE))).not.toMatch(/token|code"/);
    expect(keptUnblock(UNBLOCK_START)).toBeNull();
    expect(keptUnblock({ step: 'send', lastSent: SENT })).toBeNull();
    expect(keptUnblock({ step: 'done' })).toBeNull();
  });

  it('SEC-3 issue 39 what was kept brings back the code step, or the first step with the countdown of the code sent', () => {
    const kept = keptUnblock(CODE);
    expect(restoreUnblock('code', kept)).toEqual(CODE);
    expect(restoreUnblock('send', kept)).toEqual({ step: 'send', lastSent: SENT });
    expect(restoreUnblock('done', kept)).toBeNull();
    expect(restoreUnblock('password', kept)).toBeNull();
  });

  it.each([
    { name: 'nothing', kept: null },
    { name: 'not an object', kept: 'code' },
    { name: 'no time', kept: { sentTo: 'a***@x.test' } },
    { name: 'a time that is not a number', kept: { sentAt: '1700000000000', sentTo: 'a***@x.test' } },
    { name: 'an endless time', kept: { sentAt: Infinity, sentTo: 'a***@x.test' } },
    { name: 'a negative time', kept: { sentAt: -5, sentTo: 'a***@x.test' } },
    { name: 'no address', kept: { sentAt: 1 } },
    { name: 'an empty address', kept: { sentAt: 1, sentTo: '' } },
    { name: 'an address with control characters', kept: { sentAt: 1, sentTo: 'a\n@x.test' } },
    { name: 'an address too long', kept: { sentAt: 1, sentTo: 'a'.repeat(400) } },
  ])('SEC-3 issue 39 what was kept does not fit ($name): nothing is restored', ({ kept }) => {
    expect(restoreUnblock('code', kept)).toBeNull();
    expect(restoreUnblock('send', kept)).toBeNull();
  });

  it('SEC-3 issue 39 a kept step fits the ban only when its code went to the address the check names', () => {
    expect(phaseFitsBan(CODE, STATE)).toBe(true);
    expect(phaseFitsBan(CODE, { ...STATE, send_to: '+1 ***55' })).toBe(false);
    expect(phaseFitsBan({ step: 'send', lastSent: SENT }, { ...STATE, send_to: 'b***@x.test' })).toBe(false);
    expect(phaseFitsBan(UNBLOCK_START, { ...STATE, send_to: 'b***@x.test' })).toBe(true);
    expect(phaseFitsBan({ step: 'done' }, STATE)).toBe(true);
  });
});
