import { useEffect, useState } from 'react';

import { RESEND_COOLDOWN_SECONDS } from '@/config/x-api';
import { resendSecondsLeft } from '@/services/auth/account-rules';

/**
 * Issue 38: the one resend countdown of every code form (the code field of
 * sign-up, recovery and the re-proof dialog, the second step of a login, the
 * security settings): whole seconds until another code may be asked for,
 * from when the last one went out (`sentAt`, ms; null: none yet, 0 left),
 * ticking once a second and stopping at 0. A code sent again (a new
 * `sentAt`) starts it over. `sentAtFor` (services/auth/reproof.ts) turns the
 * api's `resend_in` into a `sentAt`.
 */
export function useCountdown(sentAt: number | null, cooldownSeconds: number = RESEND_COOLDOWN_SECONDS): number {
  const [now, setNow] = useState(() => Date.now());
  const left = resendSecondsLeft(sentAt, now, cooldownSeconds);
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setNow(Date.now()), 1000);
    return () => clearTimeout(timer);
  }, [left, now]);
  return left;
}
