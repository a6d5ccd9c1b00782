import { useEffect, useState } from 'react';

import { useLoader } from '@/components/hooks/use-loader';
import { fetchProfile, isLoggedIn } from '@/services/api/user';
import type { PostLoginPage } from '@/services/auth/post-login';
import { getUserToken } from '@/services/identity';
import { webConfig } from '@/stores/config-store';

import { loadPostLogin } from './use-finish-session';

interface Options {
  readonly oauth?: boolean;
  /** whether the page's request carried a token cookie (null: not known) */
  readonly tokenCookie?: boolean | null;
}

/**
 * Issue 4 §4: a visitor who is already signed in and opens a login or
 * register page is sent on at once, by the same redirect policy. Answers
 * 'checking' while a stored token is being checked, so the form is not
 * offered to someone about to leave. A request without a token cookie is
 * 'signed-out' from the server's render on: nothing renders again after
 * hydration unless the browser holds a token after all (a framed page's).
 */
export function useSignedInRedirect(page: PostLoginPage, { oauth = false, tokenCookie = null }: Options = {}) {
  const [mayHoldToken, setMayHoldToken] = useState(tokenCookie !== false);
  useEffect(() => {
    // the same value when the request said so already: React renders nothing again
    if (getUserToken()) setMayHoldToken(true);
  }, []);

  const signedIn = useLoader(
    async () => {
      if (!getUserToken()) return false;
      return isLoggedIn(await fetchProfile().catch(() => null));
    },
    [],
    { enabled: mayHoldToken },
  );
  const leaving = signedIn.status === 'done' && signedIn.data;

  useLoader(
    async (signal) => {
      if (webConfig.store.getState().status === 'idle') await webConfig.load();
      const { postLoginDestination } = await loadPostLogin();
      const destination = await postLoginDestination(page, webConfig.store.getState().web, {
        isNewUser: false,
        oauth,
      });
      if (!signal.aborted) window.location.replace(destination);
    },
    [page, oauth],
    { enabled: leaving },
  );

  if (!mayHoldToken) return 'signed-out';
  if (signedIn.status === 'loading') return 'checking';
  return leaving ? 'leaving' : 'signed-out';
}
