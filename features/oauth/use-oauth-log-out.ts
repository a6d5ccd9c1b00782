import { useEffect } from 'react';

import { logout } from '@/services/api/auth';
import { forgetProfile } from '@/services/api/user';
import { clearUserToken } from '@/services/identity';

/**
 * OAUTH-6: on arrival, logs out (the session is forgotten here even when the
 * api does not answer), then returns to the OAuth flow: log in again with
 * the same query.
 */
export function useOAuthLogOut(locale: string): void {
  useEffect(() => {
    void (async () => {
      await logout().catch(() => undefined);
      clearUserToken();
      forgetProfile();
      window.location.replace(`/${locale}/oauth-login${window.location.search}`);
    })();
  }, [locale]);
}
