import { describe, expect, it } from 'vitest';

import { readUnblockCode, stepAfterCheck, stepOfRefusal, wrongCodeMessage } from '@/features/login/self-unblock-flow';
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
