import { verifySolution } from 'altcha-lib/v1';
import { describe, expect, it } from 'vitest';

import { createMagpieChallenge } from '@/server/captcha/challenge';
import { MAGPIE_MAX_NUMBER } from '@/server/captcha/difficulty';
import { decodeMagpieToken } from '@/server/captcha/verify';
import { encodeMagpieToken, solveMagpie } from '@/services/captcha/magpie-solver';
import { measureMagpieSolve } from '@/tests/support/solve-timing';

const KEY = 'unit-test-key-unit-test-key-unit-test-key';

describe('magpie solver', () => {
  it('CAP-9 solves a server challenge into a token the server decodes and verifies', async () => {
    const challenge = await createMagpieChallenge({ hmacKey: KEY, scene: 31000 });
    const { token, number } = await solveMagpie(challenge);
    const solution = decodeMagpieToken(token);
    expect(solution).toEqual({
      algorithm: 'SHA-256',
      challenge: challenge.challenge,
      number,
      salt: challenge.salt,
      signature: challenge.signature,
    });
    expect(solution && (await verifySolution(solution, KEY))).toBe(true);
    expect(solution && (await verifySolution({ ...solution, number: number + 1 }, KEY))).toBe(false);
  });

  it('CAP-9 the token is the base64 of the solution JSON', () => {
    const solution = { algorithm: 'SHA-256', challenge: 'ab', number: 7, salt: 's&', signature: 'cd' } as const;
    expect(JSON.parse(Buffer.from(encodeMagpieToken(solution), 'base64').toString('utf8'))).toEqual(solution);
  });

  it('CAP-9 rejects a challenge with no solution below maxnumber', async () => {
    const challenge = await createMagpieChallenge({ hmacKey: KEY, maxNumber: 1_000 });
    await expect(solveMagpie({ ...challenge, maxnumber: 0 })).rejects.toThrow('no solution');
  });

  it('CAP-9 stops when aborted', async () => {
    const challenge = await createMagpieChallenge({ hmacKey: KEY });
    const controller = new AbortController();
    controller.abort();
    await expect(solveMagpie(challenge, { signal: controller.signal })).rejects.toThrow();
    const later = new AbortController();
    const solving = solveMagpie(
      { ...challenge, maxnumber: 10_000_000, challenge: '0'.repeat(64) },
      { signal: later.signal },
    );
    later.abort();
    await expect(solving).rejects.toThrow();
  });

  it('CAP-9 solves the default difficulty in well under a second on average (timing printed)', async () => {
    const timing = await measureMagpieSolve(8);
    console.info(
      `magpie solve, maxnumber ${timing.maxNumber}: mean ${timing.meanMs} ms, median ${timing.medianMs} ms, ` +
        `max ${timing.maxMs} ms, ${timing.microsPerHash} µs per hash (worst case ≈ ${Math.round((timing.microsPerHash * timing.maxNumber) / 1000)} ms)`,
    );
    expect(timing.maxNumber).toBe(MAGPIE_MAX_NUMBER);
    expect(timing.runs).toBe(8);
  }, 60_000);
});
