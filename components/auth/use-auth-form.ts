import { useCallback } from 'react';

import { SITES } from '@/config/sites';
import type { CaptchaInfoFlow } from '@/services/captcha/captcha-info';
import type { PageContextProps } from '@/services/page-props';

import { passwordPublicKey } from './password-public-key';
import { useAccountKinds } from './use-account-kinds';
import { useFinishSession } from './use-finish-session';
import { usePageCaptcha } from './use-page-captcha';
import { useSignedInRedirect } from './use-signed-in-redirect';
import { useWebConfig } from './use-web-config';

/**
 * What the login and sign-up forms share: the web config, the tabs the site
 * offers, the captcha of the form's scene, the redirect of a signed-in
 * visitor and of a new session, and the public key of the password.
 */
export function useAuthForm(
  page: PageContextProps,
  mode: 'login' | 'register',
  captcha: { readonly scene: number; readonly flow: CaptchaInfoFlow },
) {
  const { web, status } = useWebConfig();
  const oauth = page.path === (mode === 'login' ? '/oauth-login' : '/oauth-register');
  const leaving = useSignedInRedirect(page, { oauth, tokenCookie: page.tokenCookie });
  const finishSession = useFinishSession(page, { oauth });
  const kinds = useAccountKinds(page.site, mode, web, page.phonePermission);
  const regulated = SITES[page.site].regulated;
  const { withCaptcha, solving } = usePageCaptcha({ ...captcha, siteRegulated: regulated, config: web });
  /** LOGIN-4: the environment's public key; throws FormMessageError (told in the form) until it arrived. */
  const publicKey = useCallback((): string => passwordPublicKey({ web, status }), [web, status]);

  return {
    web,
    oauth,
    leaving,
    finishSession,
    kinds,
    regulated,
    withCaptcha,
    solving,
    publicKey,
  };
}
