import type { MagpieChallenge } from '@/contract/captcha/captcha-info';

import type { CaptchaProvider } from './captcha-runner';
import { solveMagpie } from './magpie-solver';
import { magpiePayload } from './payloads';

export interface MagpieProviderOptions {
  /** a fresh challenge for the scene, e.g. `fetchCaptchaInfo(...).then((info) => info.magpie)` */
  readonly fetchChallenge: (scene: number) => Promise<MagpieChallenge | undefined>;
  readonly solve?: typeof solveMagpie;
}

/**
 * The in-house captcha as a runner provider: nothing to load, so it is
 * always ready; executing fetches a challenge and solves it. A missing
 * challenge or a failed fetch rejects, and the runner falls back.
 */
export function createMagpieProvider({ fetchChallenge, solve = solveMagpie }: MagpieProviderOptions): CaptchaProvider {
  return {
    type: 'magpie',
    isReady: () => true,
    async execute(scene) {
      const challenge = await fetchChallenge(scene);
      if (!challenge) throw new Error('captcha-info returned no magpie challenge');
      const { token } = await solve(challenge);
      return magpiePayload(token, scene);
    },
  };
}
