import { useEffect, useState } from 'react';

import { useLoader } from '@/components/hooks/use-loader';
import { fetchProfile, isLoggedIn } from '@/services/api/user';
import type { PostLoginPage } from '@/services/auth/post-login';
import { getUserToken } from '@/services/identity';
import { webConfig } from '@/stores/config-store';

import { loadPostLogin } from './use-finish-session';

/** Where a signed-in visitor goes: the post-login policy, with the web configuration it reads. */
async function signedInDestination(page: PostLoginPage, oauth: boolean): Promise<string> {
  if (webConfig.store.getState().status === 'idle') await webConfig.load();
  const { postLoginDestination } = await loadPostLogin();
  return postLoginDestination(page, webConfig.store.getState().web, { isNewUser: false, oauth });
}

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

  // a signed-in visitor leaves at once; nothing is loaded for the screen, so a plain effect (an unmounted page,
  // or one whose page changed meanwhile, does not navigate)
  useEffect(() => {
    if (!leaving) return;
    const superseded = new AbortController();
    void signedInDestination(page, oauth).then((destination) => {
      if (!superseded.signal.aborted) window.location.replace(destination);
    });
    return () => superseded.abort();
  }, [leaving, page, oauth]);

  if (!mayHoldToken) return 'signed-out';
  if (signedIn.status === 'loading') return 'checking';
  return leaving ? 'leaving' : 'signed-out';
}
