import { useTranslation } from 'next-i18next/pages';

import type { PageContextProps } from '@/services/page-props';

import { useOAuthLogOut } from './use-oauth-log-out';

/** OAUTH-6: logs out, then returns to the OAuth flow (useOAuthLogOut). */
export function OAuthLogOutScreen({ page }: { readonly page: PageContextProps }) {
  const { t } = useTranslation('oauth');
  useOAuthLogOut(page.locale);
  return (
    <p className="auth-status" role="status">
      {t('consent.loggingOut')}
    </p>
  );
}
