import { useCallback, useMemo, useState } from 'react';

import type { CaptchaInfoFlow } from '@/services/captcha/captcha-info';
import type { CaptchaPayload } from '@/services/captcha/payloads';
import { createPageCaptcha } from '@/services/captcha/page-captcha';

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
  const runner = useMemo(
    () => createPageCaptcha({ scene, flow, siteRegulated, config }),
    [scene, flow, siteRegulated, config],
  );
  const [solving, setSolving] = useState(false);
  const withCaptcha = useCallback(
    async <T>(action: (payload: CaptchaPayload) => Promise<T>): Promise<T> => {
      setSolving(true);
      let payload: CaptchaPayload;
      try {
        payload = await runner.show();
      } finally {
        setSolving(false);
      }
      return action(payload);
    },
    [runner],
  );
  return { withCaptcha, solving };
}
