import { describe, expect, it } from 'vitest';

import { RET_CODES } from '@/services/errors/ret-codes';
import { readMessage, refusal } from '@/tests/support/request-errors';

import { attemptsLeftOf, codeLockMessage, wrongCodeOutcome } from './wrong-code';

const NOW = new Date('2026-03-01T10:00:00Z');
const wrong = (result?: unknown) => refusal(RET_CODES.codeIncorrect, 'security', result);

describe('the one wrong-code outcome (issue 38)', () => {
  it('issue 38: a wrong code with tries left says them, in the plural form of the count', () => {
    const outcome = wrongCodeOutcome(wrong({ attempts_left: 3 }), 'en', NOW);
    expect(outcome).toEqual({
      kind: 'retry',
      attemptsLeft: 3,
      message: { ns: 'errors', key: 'wrongCode.left', values: { count: 3 } },
    });
    expect(readMessage(outcome.message)).toBe('The code is incorrect. 3 attempts left before your account is locked.');
    expect(readMessage(wrongCodeOutcome(wrong({ attempts_left: 1 }), 'en', NOW).message)).toBe(
      'The code is incorrect. 1 attempt left before your account is locked.',
    );
  });

  it('issue 38: the code that locked the account (0 left) says until when, in the page language', () => {
    const end = Math.floor(new Date('2026-03-01T12:00:00Z').getTime() / 1000);
    const outcome = wrongCodeOutcome(wrong({ attempts_left: 0, locked_until: end }), 'en', NOW);
    expect(outcome.kind).toBe('locked');
    expect(outcome.message).toMatchObject({ ns: 'errors', key: 'wrongCode.lockedUntil' });
    expect(readMessage(outcome.message)).toMatch(/^Too many incorrect codes\. .* Try again after \S+/);
  });

  it('issue 38: a lock without its end (or one already over) says the lock alone', () => {
    expect(wrongCodeOutcome(wrong({ attempts_left: 0 }), 'en', NOW)).toEqual({
      kind: 'locked',
      message: { ns: 'errors', key: 'wrongCode.locked' },
    });
    const past = Math.floor(NOW.getTime() / 1000) - 60;
    expect(codeLockMessage({ locked_until: past }, 'en', NOW)).toEqual({ ns: 'errors', key: 'wrongCode.locked' });
  });

  it('issue 38: an answer that names no tries is the catalogue text of 30050, with its code', () => {
    const outcome = wrongCodeOutcome(wrong({}), 'en', NOW);
    expect(outcome).toMatchObject({
      kind: 'retry',
      attemptsLeft: null,
      message: { ns: 'errors', key: `codes.${RET_CODES.codeIncorrect}`, code: RET_CODES.codeIncorrect },
    });
  });

  it('issue 38: tries left are read defensively (they came over the network)', () => {
    expect(attemptsLeftOf({ attempts_left: 2 })).toBe(2);
    expect(attemptsLeftOf({ attempts_left: 0 })).toBe(0);
    for (const result of [
      undefined,
      null,
      'x',
      {},
      { attempts_left: '2' },
      { attempts_left: -1 },
      { attempts_left: 1.5 },
    ]) {
      expect(attemptsLeftOf(result)).toBeNull();
    }
  });
});
