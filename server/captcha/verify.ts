import { verifySolution } from 'altcha-lib/v1';

import { CAPTCHA_KEY_VERSION, isCaptchaType, type MagpieSolution } from '@/config/captcha';

import type { Db, Queryable } from '../db';
import { challengeParams } from './challenge';
import { captchaHmacKey } from './secret';
import { verifyThirdPartyCaptcha, type ThirdPartyDeps } from './third-party';

export interface VerifyDeps extends ThirdPartyDeps {
  readonly now: () => number;
  readonly hmacKey: () => string;
}

const defaultDeps: VerifyDeps = {
  env: process.env,
  fetch: (...args) => fetch(...args),
  now: () => Date.now(),
  hmacKey: () => captchaHmacKey(),
};

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const HEX = /^[0-9a-f]+$/;

/** The solved challenge inside a magpie token, or null when it is not one. */
export function decodeMagpieToken(token: unknown): MagpieSolution | null {
  if (typeof token !== 'string' || token.length === 0 || token.length > 4096) return null;
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(token, 'base64').toString('utf8'));
  } catch {
    return null;
  }
  if (!isRecord(decoded)) return null;
  const { algorithm, challenge, number, salt, signature } = decoded;
  // only the algorithm we issue: the payload must not choose a weaker one
  if (algorithm !== 'SHA-256') return null;
  if (typeof challenge !== 'string' || !HEX.test(challenge)) return null;
  if (typeof signature !== 'string' || !HEX.test(signature)) return null;
  if (typeof salt !== 'string' || salt.length === 0) return null;
  if (typeof number !== 'number' || !Number.isSafeInteger(number) || number < 0) return null;
  return { algorithm, challenge, number, salt, signature };
}

/**
 * Marks a solved challenge spent; false when it already was (a replay). The
 * spent challenges past their time are dropped in the same statement (one
 * query per login, issue 40); never this one's, which has not expired (its
 * expiry was checked before), so the insert alone is the check.
 */
async function spendChallenge(db: Queryable, signature: string, expiresAt: number, now: number): Promise<boolean> {
  const { rows } = await db.query<{ signature: string }>(
    `with expired as (delete from captcha_used_tokens where expires_at < $3 and signature <> $1)
     insert into captcha_used_tokens (signature, expires_at) values ($1, $2)
     on conflict (signature) do nothing returning signature`,
    [signature, new Date(expiresAt), new Date(now)],
  );
  return rows.length === 1;
}

async function verifyMagpie(db: Db, info: unknown, scene: number, deps: VerifyDeps): Promise<boolean> {
  if (!isRecord(info) || info.scene !== scene) return false;
  const solution = decodeMagpieToken(info.token);
  if (!solution) return false;
  const params = challengeParams(solution.salt);
  const now = deps.now();
  // every challenge we issue expires; one without `expires` is not ours
  if (params.expiresAt === null || params.expiresAt <= now) return false;
  if (params.scene !== null && params.scene !== scene) return false;
  // signature of the challenge and hash of salt + number (expiry checked above, with our clock)
  if (!(await verifySolution(solution, deps.hmacKey(), false))) return false;
  return spendChallenge(db, solution.signature, params.expiresAt, now);
}

/**
 * CAP-1, CAP-9: whether the captcha fields of a request body prove a solved
 * captcha for `scene`. Magpie tokens are checked here (signature, solution,
 * expiry, scene, single use); third-party answers only with their server
 * keys (third-party.ts). Any malformed body is simply false.
 */
export async function verifyCaptchaPayload(
  db: Db,
  body: unknown,
  scene: number,
  deps: VerifyDeps = defaultDeps,
): Promise<boolean> {
  if (!isRecord(body) || body.key_version !== CAPTCHA_KEY_VERSION || !isCaptchaType(body.type)) return false;
  if (body.type === 'magpie') return verifyMagpie(db, body.magpie_verify_info, scene, deps);
  return verifyThirdPartyCaptcha(body.type, body, deps);
}
