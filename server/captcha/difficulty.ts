/**
 * CAP-9 difficulty: the secret number is drawn from 1..maxnumber, so a
 * solver tries maxnumber / 2 SHA-256 hashes on average. The page's solver
 * (services/captcha/magpie-solver.ts, WebCrypto with 32 digests in flight)
 * measured 16-20 µs per hash on this 2-core machine under load, so 30 000
 * means ~0.3 s on average and ~0.6 s at worst
 * (services/captcha/magpie-solver.test.ts prints the figures).
 * CAPTCHA_MAX_NUMBER overrides it (1 000..10 000 000).
 */
export const MAGPIE_MAX_NUMBER = 30_000;

const MAX_NUMBER_RANGE = { min: 1_000, max: 10_000_000 } as const;

export function magpieMaxNumber(env: Record<string, string | undefined> = process.env): number {
  const raw = env.CAPTCHA_MAX_NUMBER;
  if (!raw) return MAGPIE_MAX_NUMBER;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < MAX_NUMBER_RANGE.min || value > MAX_NUMBER_RANGE.max) {
    throw new Error(
      `CAPTCHA_MAX_NUMBER must be an integer from ${MAX_NUMBER_RANGE.min} to ${MAX_NUMBER_RANGE.max}: ${raw}`,
    );
  }
  return value;
}
