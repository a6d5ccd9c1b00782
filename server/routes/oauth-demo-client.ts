import type { AddressInfo } from 'node:net';

import type { FastifyInstance, FastifyReply } from 'fastify';

import { upsertPublicClient } from '../oauth/client-store';
import {
  consentPageUrl,
  DEMO_CLIENT_ID,
  DEMO_CLIENT_PATH,
  DEMO_CLIENT_SCOPES,
  demoClientRegistration,
  demoRedirectUri,
  PendingSignIns,
  stateMatches,
  type DemoClientOptions,
} from '../oauth/demo-client';
import { accessDeniedPage, DEMO_PAGE_HEADERS, failurePage, homePage, signedInPage } from '../oauth/demo-client-pages';
import type { AccessTokenAnswer } from '../oauth/tokens';
import type { RouteDeps } from './deps';

/** The demo's own cookie: the id of the sign-in under way, readable by no script. */
const FLOW_COOKIE = 'demo_client_flow';
const FLOW_COOKIE_MAX_AGE = 600;
const CALL_TIMEOUT_MS = 5000;

function flowCookie(origin: string, maxAge: number) {
  return {
    maxAge,
    path: DEMO_CLIENT_PATH,
    httpOnly: true,
    sameSite: 'lax',
    secure: origin.startsWith('https:'),
  } as const;
}

/** http://host:port of a listening server, a wildcard address read as loopback. */
function listeningOrigin(address: AddressInfo | string | null): string | null {
  if (!address || typeof address === 'string') return null;
  const host = address.address === '0.0.0.0' ? '127.0.0.1' : address.address === '::' ? '::1' : address.address;
  return `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`;
}

function sendPage(reply: FastifyReply, status: number, html: string) {
  return reply.code(status).headers(DEMO_PAGE_HEADERS).send(html);
}

type Exchange = { ok: true; token: AccessTokenAnswer; claims: Record<string, unknown> } | { ok: false; reason: string };

/** What a third-party back end does with a code: the token request (form, PKCE verifier), then userinfo. */
async function signInWithCode(apiOrigin: string, code: string, origin: string, verifier: string): Promise<Exchange> {
  const tokenRes = await fetch(`${apiOrigin}/x-api/oauth/v1/public/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: demoRedirectUri(origin),
      client_id: DEMO_CLIENT_ID,
      code_verifier: verifier,
    }),
    signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
  });
  const token = (await tokenRes.json()) as Partial<AccessTokenAnswer> & { error?: string; error_description?: string };
  if (!tokenRes.ok || !token.access_token) {
    return { ok: false, reason: `The token request was refused: ${token.error ?? tokenRes.status}.` };
  }
  const userRes = await fetch(`${apiOrigin}/x-api/oauth/v1/public/userinfo`, {
    headers: { authorization: `Bearer ${token.access_token}`, accept: 'application/json' },
    signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
  });
  const claims = (await userRes.json()) as Record<string, unknown>;
  if (!userRes.ok) return { ok: false, reason: `The userinfo request was refused: ${String(claims.error)}.` };
  return { ok: true, token: token as AccessTokenAnswer, claims };
}

/**
 * The demo third-party client (development only, like the other dev routes):
 * `GET /demo-client/` offers "Sign in with …", `/start` sends the browser to
 * the web's consent page with state and a PKCE challenge, `/callback` checks
 * the state, exchanges the code over HTTP at the token endpoint, asks
 * userinfo and shows who signed in. Its registration (redirect URI of
 * `demoClient.origin`) is made sure of at every start.
 */
export async function oauthDemoClientRoutes(
  app: FastifyInstance,
  { db, accounts, demoClient }: RouteDeps & { demoClient: DemoClientOptions },
): Promise<void> {
  if (!accounts.devRoutes) return;
  await upsertPublicClient(db, demoClientRegistration(demoClient.origin));
  const signIns = new PendingSignIns();

  app.get('/', async (_req, reply) => sendPage(reply, 200, homePage(DEMO_CLIENT_SCOPES)));

  app.get('/start', async (_req, reply) => {
    const { id, pending } = signIns.start();
    return reply
      .code(302)
      .headers({ 'cache-control': 'no-store', 'referrer-policy': 'no-referrer' })
      .setCookie(FLOW_COOKIE, id, flowCookie(demoClient.origin, FLOW_COOKIE_MAX_AGE))
      .redirect(consentPageUrl(accounts.webOrigin, demoClient.origin, pending), 302);
  });

  app.get<{ Querystring: Record<string, unknown> }>('/callback', async (req, reply) => {
    const pending = signIns.take(req.cookies[FLOW_COOKIE]);
    reply.clearCookie(FLOW_COOKIE, flowCookie(demoClient.origin, 0));
    if (!pending) {
      return sendPage(reply, 400, failurePage('No sign-in is under way in this browser, or it took too long.'));
    }
    // the state is checked first, for errors too: an answer to someone else's request is not ours to read
    if (!stateMatches(pending.state, req.query.state)) {
      return sendPage(reply, 400, failurePage('The answer does not belong to the sign-in this browser started.'));
    }
    const { error, code } = req.query;
    if (error === 'access_denied') return sendPage(reply, 200, accessDeniedPage());
    if (error !== undefined)
      return sendPage(reply, 400, failurePage(`The authorization was refused: ${String(error)}.`));
    if (typeof code !== 'string' || !code) return sendPage(reply, 400, failurePage('The answer carries no code.'));

    const apiOrigin = demoClient.apiOrigin ?? listeningOrigin(app.server.address());
    if (!apiOrigin)
      return sendPage(reply, 502, failurePage('The api is not listening, so its token endpoint is out of reach.'));
    try {
      const result = await signInWithCode(apiOrigin, code, demoClient.origin, pending.codeVerifier);
      if (!result.ok) return sendPage(reply, 502, failurePage(result.reason));
      return sendPage(reply, 200, signedInPage(result.claims, result.token.scope));
    } catch (err) {
      req.log.warn({ err }, 'demo client: token exchange failed');
      return sendPage(reply, 502, failurePage('The token endpoint could not be reached.'));
    }
  });
}
