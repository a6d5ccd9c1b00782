import { createChallenge, extractParams } from 'altcha-lib/v1';

import { MAGPIE_CHALLENGE_TTL_MS } from '@/config/captcha';
import type { MagpieChallenge } from '@/contract/captcha/captcha-info';

import { magpieMaxNumber } from './difficulty';
import { captchaHmacKey } from './secret';

export interface ChallengeOptions {
  /** binds the challenge to a scene; verification then refuses any other */
  readonly scene?: number;
  readonly now?: number;
  readonly hmacKey?: string;
  readonly maxNumber?: number;
}

/** A fresh signed proof-of-work challenge that expires in 5 minutes. */
export async function createMagpieChallenge({
  scene,
  now = Date.now(),
  hmacKey = captchaHmacKey(),
  maxNumber = magpieMaxNumber(),
}: ChallengeOptions = {}): Promise<MagpieChallenge> {
  const params: Record<string, string> = scene === undefined ? {} : { scene: String(scene) };
  const challenge = await createChallenge({
    algorithm: 'SHA-256',
    hmacKey,
    maxnumber: maxNumber,
    expires: new Date(now + MAGPIE_CHALLENGE_TTL_MS),
    params,
  });
  return {
    algorithm: 'SHA-256',
    challenge: challenge.challenge,
    salt: challenge.salt,
    maxnumber: challenge.maxnumber ?? maxNumber,
    signature: challenge.signature,
  };
}

/** The signed parameters carried in the salt (`expires`, `scene`). */
export function challengeParams(salt: string): { expiresAt: number | null; scene: number | null } {
  const params = extractParams({ algorithm: 'SHA-256', challenge: '', salt, signature: '' });
  const expires = Number(params.expires);
  const scene = params.scene === undefined ? NaN : Number(params.scene);
  return {
    expiresAt: Number.isInteger(expires) && expires > 0 ? expires * 1000 : null,
    scene: Number.isInteger(scene) ? scene : null,
  };
}
