import { useCallback, useEffect, useState } from 'react';

import { passwordPublicKey } from '@/components/auth/password-public-key';
import { useAccountKinds } from '@/components/auth/use-account-kinds';
import { usePageCaptcha } from '@/components/auth/use-page-captcha';
import { useWebConfig } from '@/components/auth/use-web-config';
import type { AccountKind } from '@/config/auth';
import { CAPTCHA_SCENES } from '@/config/captcha-page';
import { SITES } from '@/config/sites';
import type { AccountValue } from '@/services/auth/account-rules';
import type { PageContextProps } from '@/services/page-props';

import { accountFromQuery, EMPTY_ACCOUNT } from './recovery-flow';

/**
 * Issue 27: what both recovery pages share: the account tabs the login
 * offers on this site, the captcha of the security verification (scene
 * 30093), the public key of the password, and the account fields filled
 * from the login's link (?email=, ?mobile=&country=), read after hydration
 * so the server's render and the first client render agree. A signed-in
 * visitor is not sent away: a person may reset a password while logged in.
 */
export function useRecoveryForm(page: PageContextProps) {
  const { web, status } = useWebConfig();
  const kinds = useAccountKinds(page.site, 'login', web, page.phonePermission);
  const { withCaptcha, solving } = usePageCaptcha({
    scene: CAPTCHA_SCENES.securityVerification,
    flow: 'login',
    siteRegulated: SITES[page.site].regulated,
    config: web,
  });
  /** LOGIN-4: throws FormMessageError (told in the form) until the key arrived. */
  const publicKey = useCallback((): string => passwordPublicKey({ web, status }), [web, status]);

  const [account, setAccount] = useState<AccountValue>(EMPTY_ACCOUNT);
  /** the query was read: the fields hold what they start with (focus may go to the one to fill) */
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const carried = accountFromQuery(window.location.search);
    if (carried) setAccount(carried);
    setReady(true);
  }, []);
  // a tab the site does not offer falls back to email
  const kind: AccountKind = kinds.includes(account.kind) ? account.kind : 'email';

  return { kinds, withCaptcha, solving, publicKey, account: { ...account, kind }, setAccount, ready };
}
