import type { FastifyInstance } from 'fastify';

import type { MagpieChallenge } from '@/config/captcha';

import { createMagpieChallenge } from '../captcha/challenge';
import { ok } from '../envelope';
import type { RouteDeps } from './deps';

interface CaptchaInfoQuery {
  type?: string;
  login_name?: string;
  scene?: number;
}

/** CAP-8 answer; gt/challenge/sGt/sChallenge belong to geetest, empty offline. */
export interface CaptchaInfo {
  gt: string;
  challenge: string;
  success: 0 | 1;
  newCaptcha: boolean;
  sGt: string;
  sChallenge: string;
  magpie: MagpieChallenge;
}

const querystring = {
  type: 'object',
  properties: {
    type: { type: 'string', maxLength: 64 },
    login_name: { type: 'string', maxLength: 256 },
    // optional: binds the challenge to the scene it will be shown for
    scene: { type: 'integer', minimum: 0 },
  },
} as const;

/**
 * CAP-8, CAP-9: captcha-info for login (v3 path) and sign-up (user path).
 * Public. There is no geetest server offline, so `success` is 0 and the
 * geetest fields are empty; `magpie` is a fresh signed proof-of-work
 * challenge (the newer captcha, `newCaptcha: true`).
 */
export async function captchaRoutes(app: FastifyInstance, _deps: RouteDeps): Promise<void> {
  const captchaInfo = async (req: { query: CaptchaInfoQuery }) => {
    const info: CaptchaInfo = {
      gt: '',
      challenge: '',
      success: 0,
      newCaptcha: true,
      sGt: '',
      sChallenge: '',
      magpie: await createMagpieChallenge({ scene: req.query.scene }),
    };
    return ok(info);
  };
  app.get<{ Querystring: CaptchaInfoQuery }>('/v3/public/user/captcha-info', { schema: { querystring } }, captchaInfo);
  app.get<{ Querystring: CaptchaInfoQuery }>('/user/public/captcha-info', { schema: { querystring } }, captchaInfo);
}
