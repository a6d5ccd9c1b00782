import { useEffect, useRef } from 'react';

import { LINK_POLL_MS } from '@/config/auth';
import { verifyResult } from '@/services/api/register';

/**
 * REG-2: while the activation link waits to be opened, asks every
 * LINK_POLL_MS whether it was; once it was, `onVerified` runs (the step
 * moves on, which ends the poll). No answer changes nothing: the api's
 * notice tells an unreachable api and the poll goes on.
 */
export function useLinkVerification(uuid: string, onVerified: () => void): void {
  // the newest callback, without restarting the poll when its identity changes
  const latest = useRef(onVerified);
  useEffect(() => {
    latest.current = onVerified;
  });

  useEffect(() => {
    const controller = new AbortController();
    const timer = setInterval(() => {
      verifyResult(uuid).then(
        (verified) => {
          // an answer arriving after the step moved on moves nothing
          if (verified && !controller.signal.aborted) latest.current();
        },
        () => undefined,
      );
    }, LINK_POLL_MS);
    return () => {
      clearInterval(timer);
      controller.abort();
    };
  }, [uuid]);
}
