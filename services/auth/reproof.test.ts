import { describe, expect, it } from 'vitest';

import { classifyAnswer } from '@/services/errors/catalogue';
import { FormMessageError } from '@/services/errors/screen-errors';
import { ApiError } from '@/services/http/errors';

import { codeDigits } from './account-rules';
import { lockTimeOf } from './lock-end';
import {
  firstMethod,
  missingInput,
  offersPasskey,
  reproofAddress,
  reproofNeedOf,
  reproofOutcome,
  sentAtFor,
  wrongPasswordInDialog,
} from './reproof';

/** A refusal of a re-proof call as the http client throws it. */
function refusal(code: number, result?: unknown): ApiError {
  const reaction = classifyAnswer({ code, message: 'server text', endpoint: 'security', result });
  return new ApiError(code, 'server text', reaction, '/user/security/reproof', result);
}

const WAYS = {
  methods: ['totp', 'email'] as const,
  passkey: true,
  vague_email: 'pe***@example.com',
  vague_mobile: '',
  valid_until: 0,
};
const NOW = Date.UTC(2026, 10, 29, 10, 0, 0);

describe('the re-proof dialog’s rules (issue 36 item 1)', () => {
  it('issue 36 item 1: reads what a 31230 asks for, defensively', () => {
    expect(reproofNeedOf({ need: 'factor' })).toBe('factor');
    expect(reproofNeedOf({ need: 'any' })).toBe('any');
    expect(reproofNeedOf({ need: 'everything' })).toBe('any');
    expect(reproofNeedOf(null)).toBe('any');
  });

  it('issue 36 item 1: a passkey is offered when the account has one and the change takes any proof', () => {
    expect(offersPasskey(WAYS, 'any')).toBe(true);
    expect(offersPasskey(WAYS, 'factor')).toBe(false);
    expect(offersPasskey({ passkey: false }, 'any')).toBe(false);
  });

  it('issue 36 item 1: starts with the first factor on, names where each code goes, and none without factors', () => {
    expect(firstMethod({ methods: ['totp', 'email'] })).toBe('totp');
    expect(firstMethod({ methods: [] })).toBeNull();
    expect(reproofAddress(WAYS, 'email')).toBe('pe***@example.com');
    expect(reproofAddress(WAYS, 'totp')).toBe('');
    expect(reproofAddress({ ...WAYS, vague_mobile: '***1234' }, 'sms')).toBe('***1234');
  });

  it('issue 36 item 1: the code keeps the digits of what was pasted', () => {
    expect(codeDigits('123 456', 6)).toBe('123456');
    expect(codeDigits('123-4567', 6)).toBe('123456');
    expect(codeDigits('ab', 6)).toBe('');
  });

  it('issue 36 item 1: asks for the password first, then a complete code when a factor is on', () => {
    expect(missingInput('', 'totp', '', 6)).toMatchObject({ field: 'password' });
    expect(missingInput('secret', 'totp', '12345', 6)).toMatchObject({ field: 'code' });
    expect(missingInput('secret', 'totp', '123456', 6)).toBeNull();
    expect(missingInput('secret', null, '', 6)).toBeNull();
  });

  it('issue 36 item 1: the countdown starts from what the api says is left', () => {
    expect(sentAtFor(60, 60, NOW)).toBe(NOW);
    expect(sentAtFor(45, 60, NOW)).toBe(NOW - 15_000);
    expect(sentAtFor(90, 60, NOW)).toBe(NOW);
  });

  it('issue 36 item 1: a wrong password is told by its field with the tries left; the fifth is the lock', () => {
    expect(wrongPasswordInDialog(2)).toEqual({
      kind: 'field',
      field: 'password',
      message: { ns: 'auth', key: 'errors.wrongPasswordLeft', values: { count: 3 } },
    });
    expect(wrongPasswordInDialog(5)).toMatchObject({ kind: 'alert', message: { key: 'errors.wrongPasswordLocked' } });
    expect(reproofOutcome(refusal(31002, { pass_err_count: 1 }), 'en', NOW)).toMatchObject({
      kind: 'field',
      field: 'password',
      message: { values: { count: 4 } },
    });
  });

  it('issue 36 item 1: a wrong code by the code field with the tries left; too soon by it too', () => {
    expect(reproofOutcome(refusal(30050, { attempts_left: 2 }), 'en', NOW)).toEqual({
      kind: 'field',
      field: 'code',
      message: { ns: 'errors', key: 'wrongCode.left', values: { count: 2 } },
    });
    expect(reproofOutcome(refusal(30050), 'en', NOW)).toMatchObject({
      kind: 'field',
      field: 'code',
      message: { ns: 'errors', key: 'codes.30050' },
    });
    expect(reproofOutcome(refusal(30054), 'en', NOW)).toMatchObject({ kind: 'field', field: 'code' });
  });

  it('issue 36 item 1: a lock says when it ends when the refusal carries it, else the catalogue’s text', () => {
    const until = NOW / 1000 + 7200;
    expect(reproofOutcome(refusal(31030, { locked_until: until }), 'en', NOW)).toMatchObject({
      kind: 'alert',
      message: {
        ns: 'reproof',
        key: 'errors.lockedUntil',
        values: { time: lockTimeOf({ locked_until: until }, 'en', NOW) },
      },
    });
    expect(reproofOutcome(refusal(31030), 'en', NOW)).toMatchObject({
      kind: 'alert',
      message: { ns: 'auth', key: 'errors.locked', code: 31030 },
    });
    expect(reproofOutcome(refusal(31202, { locked_until: until }), 'ar-SA', NOW)).toMatchObject({
      kind: 'alert',
      message: { key: 'errors.lockedUntil', values: { time: lockTimeOf({ locked_until: until }, 'ar-SA', NOW) } },
    });
    // an end already past is no lock to tell the time of
    expect(reproofOutcome(refusal(31202, { locked_until: NOW / 1000 - 5 }), 'en', NOW)).toMatchObject({
      kind: 'alert',
      message: { ns: 'errors', key: 'codes.31202' },
    });
  });

  it('issue 36 item 1: the network limit, factors changed meanwhile, the key not loaded, and the api unreachable', () => {
    expect(reproofOutcome(refusal(31018), 'en', NOW)).toMatchObject({
      kind: 'alert',
      message: { ns: 'auth', key: 'errors.ipLimit' },
    });
    expect(reproofOutcome(refusal(31203), 'en', NOW)).toMatchObject({ kind: 'ways-changed' });
    expect(reproofOutcome(new FormMessageError({ ns: 'auth', key: 'errors.notReady' }), 'en', NOW)).toMatchObject({
      kind: 'alert',
      message: { key: 'errors.notReady' },
    });
    const unreachable = new ApiError(
      -200,
      'Network Error',
      classifyAnswer({ failure: 'network', code: -200, message: '', endpoint: 'security' }),
      '/user/security/reproof',
    );
    expect(reproofOutcome(unreachable, 'en', NOW)).toEqual({
      kind: 'alert',
      message: { ns: 'common', key: 'unreachable' },
    });
    expect(reproofOutcome(refusal(31221), 'en', NOW)).toMatchObject({
      kind: 'alert',
      message: { ns: 'errors', key: 'codes.31221' },
    });
  });
});
