import type { GetServerSidePropsContext } from 'next';

import type { OAuthClient } from '@/services/api/oauth';
import type { PageApi, PageProps } from '@/services/page-props';

export interface OAuthClientPageProps extends PageProps {
  /** OAUTH-4: the application the person will continue to; null when unknown or the api gave none */
  readonly oauthClient: OAuthClient | null;
}

/**
 * OAUTH-4: /oauth-login and /oauth-register carry the client of the request,
 * so the banner naming it comes with the page instead of pushing the form
 * down when a browser request answers (routePageProps' `extend`), from the
 * web's keeper of clients (services/server/page-oauth-client).
 */
export async function oauthClientProps(
  _props: PageProps,
  ctx: GetServerSidePropsContext,
  api: PageApi,
): Promise<{ readonly oauthClient: OAuthClient | null }> {
  const id = typeof ctx.query.client_id === 'string' ? ctx.query.client_id : '';
  const oauthClient = id ? await api.oauthClient(id) : null;
  return { oauthClient };
}
