import { useCallback, useState } from 'react';

import { AUTH_CONFIG_KEYS } from '@/config/auth';
import { SITES } from '@/config/sites';
import type { CaptchaInfoFlow } from '@/services/captcha/captcha-info';
import type { Feedback, FeedbackDialog, FeedbackMessage } from '@/services/auth/auth-feedback';
import type { PageContextProps } from '@/services/page-props';

import { useAccountKinds } from './use-account-kinds';
import { useFinishSession } from './use-finish-session';
import { usePageCaptcha } from './use-page-captcha';
import { useSignedInRedirect } from './use-signed-in-redirect';
import { useWebConfig } from './use-web-config';

/**
 * What the login and sign-up forms share: the web config, the tabs the site
 * offers, the captcha of the form's scene, the redirect of a signed-in
 * visitor and of a new session, and the message or dialog of a refusal.
 */
export function useAuthForm(
  page: PageContextProps,
  mode: 'login' | 'register',
  captcha: { readonly scene: number; readonly flow: CaptchaInfoFlow },
) {
  const { web, status } = useWebConfig();
  const oauth = page.path === (mode === 'login' ? '/oauth-login' : '/oauth-register');
  const leaving = useSignedInRedirect(page, { oauth });
  const finishSession = useFinishSession(page, { oauth });
  const kinds = useAccountKinds(page.site, mode, web);
  const regulated = SITES[page.site].regulated;
  const { withCaptcha, solving } = usePageCaptcha({ ...captcha, siteRegulated: regulated, config: web });
  const [message, setMessage] = useState<FeedbackMessage | null>(null);
  const [dialog, setDialog] = useState<FeedbackDialog | null>(null);

  const show = useCallback((feedback: Feedback) => {
    if (feedback.kind === 'message') setMessage(feedback);
    if (feedback.kind === 'dialog') setDialog(feedback);
  }, []);

  /** LOGIN-4: the environment's public key, or null after telling the person the form is not ready. */
  const publicKey = useCallback((): string | null => {
    const key = web[AUTH_CONFIG_KEYS.rsaPublicKey];
    if (key) return key;
    setMessage({ kind: 'message', key: status === 'failed' ? 'errors.configMissing' : 'errors.notReady' });
    return null;
  }, [web, status]);

  return {
    web,
    oauth,
    leaving,
    finishSession,
    kinds,
    regulated,
    withCaptcha,
    solving,
    message,
    setMessage,
    dialog,
    setDialog,
    show,
    publicKey,
  };
}
