import type { FastifyInstance } from 'fastify';

import type { CaptchaInfo } from '@/contract/captcha/captcha-info';
import { loginCaptchaInfo } from '@/contract/captcha/login-captcha-info';
import { signupCaptchaInfo } from '@/contract/captcha/signup-captcha-info';

import { createMagpieChallenge } from '../captcha/challenge';
import { ok } from '../envelope';
import { route, type ContractRequest } from './contract-route';
import type { RouteDeps } from './deps';

/**
 * CAP-8, CAP-9: captcha-info for login (v3 path) and sign-up (user path),
 * one answer for both. Public. There is no geetest server offline, so
 * `success` is 0 and the geetest fields are empty; `magpie` is a fresh
 * signed proof-of-work challenge (the newer captcha, `newCaptcha: true`).
 */
export async function captchaRoutes(app: FastifyInstance, _deps: RouteDeps): Promise<void> {
  const captchaInfo = async (req: ContractRequest<typeof loginCaptchaInfo | typeof signupCaptchaInfo>) => {
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
  route(app, loginCaptchaInfo, {}, captchaInfo);
  route(app, signupCaptchaInfo, {}, captchaInfo);
}
