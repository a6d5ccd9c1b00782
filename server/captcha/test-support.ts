import { createHash } from 'node:crypto';

import type { FastifyInstance } from 'fastify';

import { CAPTCHA_INFO_TYPE, CAPTCHA_KEY_VERSION, type MagpieSolution } from '@/config/captcha';
import type { MagpieChallenge } from '@/contract/captcha/captcha-info';

/**
 * For tests only: the secret number of a magpie challenge, found with Node's
 * synchronous SHA-256 (far quicker than one WebCrypto promise per try).
 */
export function solveMagpieChallenge(challenge: MagpieChallenge): MagpieSolution {
  for (let n = 0; n <= challenge.maxnumber; n += 1) {
    if (
      createHash('sha256')
        .update(challenge.salt + n)
        .digest('hex') === challenge.challenge
    ) {
      return {
        algorithm: challenge.algorithm,
        challenge: challenge.challenge,
        number: n,
        salt: challenge.salt,
        signature: challenge.signature,
      };
    }
  }
  throw new Error('magpie challenge has no solution below maxnumber');
}

/** The magpie token of a solved challenge: its JSON, base64-encoded. */
export function magpieToken(solution: MagpieSolution): string {
  return Buffer.from(JSON.stringify(solution)).toString('base64');
}

/**
 * For api tests: captcha body fields that pass `verifyCaptchaPayload` once
 * for `scene`: a challenge fetched from captcha-info through `app.inject`,
 * solved, and wrapped as the page sends it. Spread them into a request body.
 */
export async function solvedCaptchaFor(app: FastifyInstance, scene: number): Promise<Record<string, unknown>> {
  const res = await app.inject({
    method: 'GET',
    url: `/x-api/v3/public/user/captcha-info?type=${CAPTCHA_INFO_TYPE}&login_name=test&scene=${scene}`,
  });
  const body = res.json<{ ret_code: number; result: { magpie?: MagpieChallenge } }>();
  if (body.ret_code !== 0 || !body.result.magpie) throw new Error(`captcha-info failed: ${res.body}`);
  return {
    magpie_verify_info: { token: magpieToken(solveMagpieChallenge(body.result.magpie)), scene },
    type: 'magpie',
    key_version: CAPTCHA_KEY_VERSION,
  };
}
