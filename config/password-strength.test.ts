import { describe, expect, it } from 'vitest';

import { PASSWORD_SCORE_MAX, scorePassword, strengthOf } from '@/config/password-strength';

describe('password strength', () => {
  it('rates nothing typed and well-known passwords weak, whatever their dress', () => {
    expect(scorePassword('')).toEqual({ score: 0, strength: 'weak' });
    for (const known of ['password', 'Password1', 'P@ssw0rd!', 'Qwerty123!', 'Bybit2024!', 'Secret123', 'LetMeIn99']) {
      expect(scorePassword(known), known).toEqual({ score: 0, strength: 'weak' });
    }
  });

  it('earns a point for 8, 12 and 16 characters and for three and four kinds of characters', () => {
    expect(scorePassword('Kx9mPq2v').score).toBe(2);
    expect(scorePassword('Kx9mPq2vLt7w').score).toBe(3);
    expect(scorePassword('Kx9#mPq2vLt7w').score).toBe(4);
    expect(scorePassword('Zm8kLw2pRt5vNq7x').score).toBe(PASSWORD_SCORE_MAX);
    // one kind of character only: long but plain
    expect(scorePassword('kxmpqvltwzrn').score).toBe(1);
  });

  it('loses a point for keys or letters in order, a repeat, or the account name', () => {
    expect(scorePassword('Kx9mPq2vLt7w').score).toBe(3);
    expect(scorePassword('Kx9mPq2vL1234').score).toBe(2);
    expect(scorePassword('Kx9mPq2vLdcba').score).toBe(2);
    expect(scorePassword('Kx9mPq2vLaaaw').score).toBe(2);
    expect(scorePassword('Kx9mPqKx9mPq').score).toBe(2);
    expect(scorePassword('Kx9mPalice7w').score).toBe(3);
    expect(scorePassword('Kx9mPalice7w', 'alice.smith@example.test').score).toBe(2);
    // parts shorter than three characters are not counted
    expect(scorePassword('Kx9mPq2vLt7w', 'jo@ex.io').score).toBe(3);
  });

  it('never goes below 0 nor above the meter', () => {
    expect(scorePassword('aaaa').score).toBe(0);
    expect(scorePassword('Zm8#kLw2pRt5vNq7x!Yb3').score).toBe(PASSWORD_SCORE_MAX);
  });

  it('names the score: 0 and 1 weak, 2 fair, 3 good, 4 strong', () => {
    expect([0, 1, 2, 3, 4].map(strengthOf)).toEqual(['weak', 'weak', 'fair', 'good', 'strong']);
  });
});
