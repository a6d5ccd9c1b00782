import { useEffect, useRef } from 'react';

import { FormMessageError } from '@/services/errors/screen-errors';

import { quickLoginToken } from './login-flow';
import type { OpenSession } from './use-password-login';

/**
 * LOGIN-6: /login?tmp_token= logs in without the form, on arrival, once per
 * token (a token works once: a second render or React's double effect in
 * development must not spend it again). What follows is the login's own:
 * `openSession` tells a refusal in the form and continues a session as a
 * login does.
 */
export function useQuickLogin(enabled: boolean, openSession: OpenSession): void {
  const spent = useRef<string | null>(null);
  useEffect(() => {
    const token = quickLoginToken(window.location.search);
    if (!enabled || !token || spent.current === token) return;
    spent.current = token;
    // the call loads with a token to spend, not with every login page (issue 40); a failed load is told
    // in the form as the password login's is
    void openSession(async () => {
      const { quickLogin } = await import('@/services/api/auth').catch(() => {
        throw new FormMessageError({ ns: 'auth', key: 'errors.configMissing' });
      });
      return quickLogin(token);
    });
  }, [enabled, openSession]);
}
