import { useCallback } from 'react';

import type { SessionResult } from '@/services/api/auth';
import { forgetProfile } from '@/services/api/user';
import type { PostLoginPage } from '@/services/auth/post-login';
import { setUserToken } from '@/services/identity';

import { useWebConfig } from './use-web-config';

/**
 * The redirect policy (REDIR-*) and what reads the browser for it, needed
 * only once a session is open or a signed-in visitor is sent on: a chunk of
 * its own, not part of the sign-in pages' first load.
 */
export const loadPostLogin = () => import('@/services/auth/post-login');

/**
 * LOGIN-8: a session was opened: keep its token (7-day cookie), forget any
 * profile read while signed out, and go where the redirect policy says.
 * Resolves after navigation started; the page stays busy meanwhile.
 */
export function useFinishSession(page: PostLoginPage, options: { readonly oauth?: boolean } = {}) {
  const { web } = useWebConfig();
  const oauth = options.oauth ?? false;
  return useCallback(
    async (session: SessionResult) => {
      setUserToken(session.token);
      forgetProfile();
      const { postLoginDestination } = await loadPostLogin();
      const destination = await postLoginDestination(page, web, { isNewUser: session.is_new_user, oauth });
      window.location.assign(destination);
    },
    [page, web, oauth],
  );
}
