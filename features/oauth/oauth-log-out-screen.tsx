import { useTranslation } from 'next-i18next/pages';
import { useEffect } from 'react';

import { logout } from '@/services/api/auth';
import { forgetProfile } from '@/services/api/user';
import { clearUserToken } from '@/services/identity';
import type { PageContextProps } from '@/services/page-props';

/** OAUTH-6: logs out, then returns to the OAuth flow (log in again with the same query). */
export function OAuthLogOutScreen({ page }: { readonly page: PageContextProps }) {
  const { t } = useTranslation('oauth');
  useEffect(() => {
    void (async () => {
      await logout().catch(() => undefined);
      clearUserToken();
      forgetProfile();
      window.location.replace(`/${page.locale}/oauth-login${window.location.search}`);
    })();
  }, [page.locale]);
  return (
    <p className="auth-status" role="status">
      {t('consent.loggingOut')}
    </p>
  );
}
