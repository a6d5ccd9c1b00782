import type { OAuthClientInfo } from '@/contract/oauth/authorization-request';
import { oauthClientInfoFacts } from '@/contract/oauth/client-info.facts';

import { createKeptAnswers, processKeeper, type PageAnswerOptions } from './kept-answers';
import { askEndpoint } from './server-api';

/**
 * OAUTH-4 on the server: the client an /oauth-login or /oauth-register page
 * names, kept per client id as the web configuration is. Every visitor of an
 * OAuth page brings a `state` of their own, so no two of those pages share a
 * URL and none is sent again from the page memo: without this, each one waited
 * for the api. What is kept is what anyone may read (name, logo); the
 * authorization itself is decided by the api when the person consents. An
 * unknown id (null) is never kept.
 */
export function createPageOAuthClient({ apiOrigin, fetch, ...keep }: PageAnswerOptions) {
  return createKeptAnswers(
    (clientId): Promise<OAuthClientInfo | null> =>
      askEndpoint(oauthClientInfoFacts, { client_id: clientId }, { apiOrigin, fetch }),
    keep,
  );
}

const keeper = processKeeper(createPageOAuthClient);

/** The process's one keeper of OAuth clients, for the api and lifetime the environment names. */
export function pageOAuthClient(apiOrigin: string, ttlMs: number, clientId: string): Promise<OAuthClientInfo | null> {
  return keeper(apiOrigin, ttlMs)(clientId);
}
