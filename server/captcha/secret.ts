import { randomBytes } from 'node:crypto';

import { magpieMaxNumber } from './difficulty';

type Env = Record<string, string | undefined>;

/** the key must be long enough that guessing it is out of reach */
const MIN_KEY_LENGTH = 32;

let developmentKey: string | null = null;

/**
 * CAP-9: the HMAC key that signs magpie challenges. CAPTCHA_HMAC_KEY when
 * set; outside production a random key made once per process (challenges do
 * not survive a restart, which is fine in development and tests).
 */
export function captchaHmacKey(env: Env = process.env): string {
  const configured = env.CAPTCHA_HMAC_KEY;
  if (configured) return configured;
  if (env.NODE_ENV === 'production') throw new Error(captchaConfigProblem(env) ?? 'CAPTCHA_HMAC_KEY is not set');
  developmentKey ??= randomBytes(32).toString('hex');
  return developmentKey;
}

/** What is wrong with the captcha settings, or null when the api may start. */
export function captchaConfigProblem(env: Env = process.env): string | null {
  const key = env.CAPTCHA_HMAC_KEY;
  if (env.NODE_ENV !== 'production') return null;
  if (!key) {
    return 'CAPTCHA_HMAC_KEY is not set: in production the captcha challenges must be signed with a fixed secret (e.g. `openssl rand -hex 32`)';
  }
  if (key.length < MIN_KEY_LENGTH) return `CAPTCHA_HMAC_KEY is too short: use at least ${MIN_KEY_LENGTH} characters`;
  return null;
}

/**
 * Call at start-up: a production api without a proper captcha key refuses
 * to start; a malformed CAPTCHA_MAX_NUMBER is refused in any environment.
 */
export function assertCaptchaConfig(env: Env = process.env): void {
  const problem = captchaConfigProblem(env);
  if (problem) throw new Error(problem);
  magpieMaxNumber(env);
}
