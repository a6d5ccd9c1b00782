import { useCallback, useRef, useState } from 'react';

import type { CaptchaInfoFlow } from '@/services/captcha/captcha-info';
import type { CaptchaRunner } from '@/services/captcha/captcha-runner';
import type { CaptchaPayload } from '@/services/captcha/payloads';

/** The captcha code (runner, providers, the in-house solver) is needed only on submit: it loads then. */
const loadPageCaptcha = () => import('@/services/captcha/page-captcha');

/**
 * The captcha of one screen and scene (CAP-1..9): `withCaptcha(action)` solves
 * it, then resumes the action with the payload (CAP-3). `solving` is true
 * while the captcha runs, so the form can say so.
 */
export function usePageCaptcha(options: {
  readonly scene: number;
  readonly flow: CaptchaInfoFlow;
  readonly siteRegulated: boolean;
  readonly config: Readonly<Record<string, string>>;
}) {
  const { scene, flow, siteRegulated, config } = options;
  // made when first needed (never on the server), and anew when its inputs change
  const made = useRef<{ key: unknown[]; runner: CaptchaRunner } | null>(null);
  const runnerFor = useCallback(async () => {
    const key = [scene, flow, siteRegulated, config];
    if (!made.current || made.current.key.some((v, i) => v !== key[i])) {
      const { createPageCaptcha } = await loadPageCaptcha();
      // a second press while the code loaded made the runner already: keep that one (CAP-3, one captcha)
      if (!made.current || made.current.key.some((v, i) => v !== key[i])) {
        made.current = { key, runner: createPageCaptcha({ scene, flow, siteRegulated, config }) };
      }
    }
    return made.current.runner;
  }, [scene, flow, siteRegulated, config]);
  const [solving, setSolving] = useState(false);
  const withCaptcha = useCallback(
    async <T>(action: (payload: CaptchaPayload) => Promise<T>): Promise<T> => {
      setSolving(true);
      let payload: CaptchaPayload;
      try {
        payload = await (await runnerFor()).show();
      } finally {
        setSolving(false);
      }
      return action(payload);
    },
    [runnerFor],
  );
  return { withCaptcha, solving };
}
