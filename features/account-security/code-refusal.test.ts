import { describe, expect, it } from 'vitest';

import { RET_CODES } from '@/services/errors/ret-codes';
import { networkFailure, refusal } from '@/tests/support/request-errors';

import { codeRefusalOf, SETUP_LOCK_WARNING_FROM, setupCodeRefusalOf } from './code-refusal';

const NOW = new Date('2026-03-01T10:00:00Z');

describe('a settings code refused, as its field tells it (issue 38)', () => {
  it('issue 38: a wrong code with tries left empties the field and says them', () => {
    expect(codeRefusalOf(refusal(RET_CODES.codeIncorrect, 'security', { attempts_left: 2 }), 'en', NOW)).toEqual({
      kind: 'wrong-code',
      message: { ns: 'errors', key: 'wrongCode.left', values: { count: 2 } },
    });
  });

  it('issue 39: a code already used is said as used, never as incorrect or with tries left', () => {
    for (const refusalOf of [codeRefusalOf, setupCodeRefusalOf]) {
      expect(refusalOf(refusal(RET_CODES.codeAlreadyUsed, 'security'), 'en', NOW)).toEqual({
        kind: 'refused',
        message: expect.objectContaining({ ns: 'errors', key: 'codes.30057', code: 30057 }),
      });
    }
  });

  it('issue 38: a resend too soon, or any other refusal, is said by the field with its code', () => {
    expect(codeRefusalOf(refusal(RET_CODES.tooFrequent, 'security'), 'en', NOW)).toMatchObject({
      kind: 'refused',
      message: { ns: 'errors', key: `codes.${RET_CODES.tooFrequent}`, code: RET_CODES.tooFrequent },
    });
    expect(codeRefusalOf(refusal(RET_CODES.reproofRequired, 'security'), 'en', NOW)).toMatchObject({
      kind: 'refused',
      message: { key: `codes.${RET_CODES.reproofRequired}` },
    });
  });

  it('issue 38: the lock says its end when the answer names it', () => {
    const until = Math.floor(NOW.getTime() / 1000) + 3600;
    expect(
      codeRefusalOf(refusal(RET_CODES.tooManyCodeErrors, 'security', { locked_until: until }), 'en', NOW),
    ).toMatchObject({
      kind: 'refused',
      message: { ns: 'errors', key: 'wrongCode.lockedUntil', code: RET_CODES.tooManyCodeErrors },
    });
  });

  it('issue 38: no answer from the api is the page notice, not the field', () => {
    expect(codeRefusalOf(networkFailure('security'), 'en', NOW)).toEqual({ kind: 'none' });
  });
});

describe('a wrong code confirming the app’s new key (issue 39)', () => {
  it('issue 39: with more than two tries left it says the code is incorrect, without the lock warning', () => {
    for (const left of [4, 3]) {
      expect(
        setupCodeRefusalOf(refusal(RET_CODES.codeIncorrect, 'security', { attempts_left: left }), 'en', NOW),
      ).toEqual({ kind: 'wrong-code', message: { ns: 'security', key: 'settings.totp.wrongCode' } });
    }
    // an answer that names no tries says the same
    expect(setupCodeRefusalOf(refusal(RET_CODES.codeIncorrect, 'security'), 'en', NOW)).toEqual({
      kind: 'wrong-code',
      message: { ns: 'security', key: 'settings.totp.wrongCode' },
    });
  });

  it('issue 39: at the last two tries it warns of the lock with the tries left; the lock itself is told', () => {
    expect(SETUP_LOCK_WARNING_FROM).toBe(2);
    for (const left of [2, 1]) {
      expect(
        setupCodeRefusalOf(refusal(RET_CODES.codeIncorrect, 'security', { attempts_left: left }), 'en', NOW),
      ).toEqual({ kind: 'wrong-code', message: { ns: 'errors', key: 'wrongCode.left', values: { count: left } } });
    }
    expect(
      setupCodeRefusalOf(refusal(RET_CODES.codeIncorrect, 'security', { attempts_left: 0 }), 'en', NOW),
    ).toMatchObject({ kind: 'refused', message: { ns: 'errors', key: 'wrongCode.locked' } });
    expect(setupCodeRefusalOf(networkFailure('security'), 'en', NOW)).toEqual({ kind: 'none' });
  });
});
