import { useTranslation } from 'next-i18next/pages';
import { useEffect, useState } from 'react';

import { Avatar } from '@/components/page/avatar';
import { fetchClientInfo, type OAuthClient } from '@/services/api/oauth';

/**
 * OAUTH-4: on /oauth-login and /oauth-register, which application the person
 * will continue to. It comes with the page (client-props.ts); a page that got
 * none from the api asks again from the browser.
 */
export function ClientBanner({ client: fromPage }: { readonly client: OAuthClient | null }) {
  const { t } = useTranslation('oauth');
  const [client, setClient] = useState<OAuthClient | null>(fromPage);
  useEffect(() => {
    if (fromPage) return;
    const id = new URLSearchParams(window.location.search).get('client_id');
    if (!id) return;
    fetchClientInfo(id).then(setClient, () => undefined);
  }, [fromPage]);
  if (!client) return null;
  return (
    <p className="auth-notice oauth-client-banner" data-testid="oauth-client-banner">
      {/* issue 25: the application's own mark beside its name; the text says who */}
      <span className="oauth-client-banner-logo" aria-hidden="true">
        <Avatar src={client.logo_url} name={client.name} alt="" size={32} />
      </span>
      {/* issue 39: the page's heading already says what to do; the banner says only for whom */}
      <span>{t('consent.requestedBy', { client: client.name })}</span>
    </p>
  );
}
