import { createMagpieChallenge } from '@/server/captcha/challenge';
import { solveMagpie } from '@/services/captcha/magpie-solver';

export interface SolveTiming {
  readonly maxNumber: number;
  readonly runs: number;
  readonly meanMs: number;
  readonly medianMs: number;
  readonly maxMs: number;
  /** time per tried number, so the worst case (n = maxnumber) can be projected */
  readonly microsPerHash: number;
}

/**
 * Measures the page's solver (WebCrypto SHA-256 through altcha-lib) on fresh
 * server challenges. The numbers depend on the machine and its load; they
 * are printed by the solver test, not asserted.
 */
export async function measureMagpieSolve(runs: number, maxNumber?: number): Promise<SolveTiming> {
  const took: number[] = [];
  let tried = 0;
  let limit = 0;
  for (let i = 0; i < runs; i += 1) {
    const challenge = await createMagpieChallenge({ hmacKey: 'timing-key-timing-key-timing-key', maxNumber });
    limit = challenge.maxnumber;
    const started = performance.now();
    const { number } = await solveMagpie(challenge);
    took.push(performance.now() - started);
    tried += number + 1;
  }
  const sorted = [...took].sort((a, b) => a - b);
  const total = took.reduce((sum, ms) => sum + ms, 0);
  return {
    maxNumber: limit,
    runs,
    meanMs: Math.round(total / runs),
    medianMs: Math.round(sorted[Math.floor(runs / 2)]),
    maxMs: Math.round(sorted[runs - 1]),
    microsPerHash: Math.round(((total * 1000) / tried) * 10) / 10,
  };
}
