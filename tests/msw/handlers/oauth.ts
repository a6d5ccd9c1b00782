import { oauthAuthorizeFacts } from '@/contract/oauth/authorize.facts';
import { oauthClientInfoFacts } from '@/contract/oauth/client-info.facts';
import { oauthConfirmAuthFacts } from '@/contract/oauth/confirm-auth.facts';
import { oauthPreAuthorizeFacts } from '@/contract/oauth/pre-authorize.facts';

import { answer } from '../answer';
import { ok } from '../envelope';

export const OAUTH_CLIENT = { client_id: 'demo-client', name: 'Demo Portfolio', logo_url: '' } as const;
export const OAUTH_REDIRECT_URI = 'https://client.example.test/callback';

/** What GET /oauth/v1/private/authorize answers for a trusted request (server/routes/oauth.ts consentView). */
export const OAUTH_CONSENT = {
  client: OAUTH_CLIENT,
  scopes: ['openid', 'email', 'read:account'],
  redirect_origin: 'https://client.example.test',
  account: { uid: '1001', vague_email: 'al***@example.test', vague_mobile: '' },
  granted_scopes: [],
  previously_granted: false,
} as const;

/**
 * OAUTH-2, OAUTH-3: the envelope endpoints of the authorization flow,
 * answering success; confirm_auth sends the browser back with a code, or
 * with access_denied when the person denied. Not part of
 * tests/msw/server.ts's defaults: tests add them with `server.use(...oauthHandlers)`.
 */
export const oauthHandlers = [
  answer(oauthClientInfoFacts, () => ok(OAUTH_CLIENT)),
  answer(oauthPreAuthorizeFacts, () => ok(OAUTH_CONSENT)),
  answer(oauthAuthorizeFacts, () => ok(OAUTH_CONSENT)),
  answer(oauthConfirmAuthFacts, async ({ request }) => {
    const body = (await request.json()) as { approve?: boolean; state?: string };
    const answer = new URL(OAUTH_REDIRECT_URI);
    if (body.approve) answer.searchParams.set('code', 'auth-code-1');
    else answer.searchParams.set('error', 'access_denied');
    if (body.state) answer.searchParams.set('state', body.state);
    return ok({ redirect_uri: answer.href });
  }),
];
