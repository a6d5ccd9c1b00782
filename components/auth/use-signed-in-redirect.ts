import { useEffect, useState } from 'react';

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
  const [state, setState] = useState<'checking' | 'signed-out' | 'leaving'>(
    tokenCookie === false ? 'signed-out' : 'checking',
  );
  useEffect(() => {
    let cancelled = false;
    if (!getUserToken()) {
      setState('signed-out');
      return;
    }
    setState('checking');
    void (async () => {
      const profile = await fetchProfile().catch(() => null);
      if (cancelled) return;
      if (!isLoggedIn(profile)) {
        setState('signed-out');
        return;
      }
      setState('leaving');
      if (webConfig.store.getState().status === 'idle') await webConfig.load();
      const { postLoginDestination } = await loadPostLogin();
      const destination = await postLoginDestination(page, webConfig.store.getState().web, {
        isNewUser: false,
        oauth,
      });
      if (!cancelled) window.location.replace(destination);
    })();
    return () => {
      cancelled = true;
    };
  }, [page, oauth]);
  return state;
}
