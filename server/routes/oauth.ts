import cors, { type FastifyCorsOptions } from '@fastify/cors';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import type { OAuthRefusal } from '@/contract/oauth/authorization-request';
import { oauthAuthorize } from '@/contract/oauth/authorize';
import { oauthClientInfo } from '@/contract/oauth/client-info';
import { oauthConfirmAuth } from '@/contract/oauth/confirm-auth';
import { oauthPreAuthorize } from '@/contract/oauth/pre-authorize';

import { currentUser, requireUser } from '../auth/guard';
import type { SessionUser } from '../auth/sessions';
import type { Db } from '../db';
import { fail, ok } from '../envelope';
import {
  checkAuthorizationRequest,
  requestedClientId,
  type AuthorizationCheck,
  type AuthorizationRequest,
} from '../oauth/authorization-request';
import { publicClientInfo } from '../oauth/client';
import { findClient, publicClientOrigins } from '../oauth/client-store';
import { exchangeAuthorizationCode, issueAuthorizationCode } from '../oauth/codes';
import { grantedScopes, recordConsent } from '../oauth/consents';
import { OAUTH_ERRORS, TOKEN_ERRORS, type TokenError } from '../oauth/errors';
import { parseFormBody } from '../oauth/form-body';
import { authorizationServerMetadata, METADATA_PATH } from '../oauth/metadata';
import { withQuery } from '../oauth/redirect-uri';
import { authenticateClient, readTokenRequest } from '../oauth/token-request';
import { findTokenGrant } from '../oauth/tokens';
import { userinfoClaims } from '../oauth/userinfo';
import { maskEmail, maskMobile } from '../user/mask';
import { route } from './contract-route';
import type { RouteDeps } from './deps';

/** Answers that carry codes, tokens or account details are never cached (RFC 6749 §5.1). */
const NO_STORE = { 'cache-control': 'no-store', pragma: 'no-cache' } as const;

type AuthorizationRefusal = Extract<AuthorizationCheck, { ok: false }>;

/** The endpoints third-party browser apps call themselves (CORS for registered public clients). */
const CORS_PATHS = ['/oauth/v1/public/token', '/oauth/v1/public/userinfo'];

/** The envelope of a refused authorization request; `result.redirect` only where the client may be sent back to. */
function refusal(check: AuthorizationRefusal) {
  const { code, message, error } = OAUTH_ERRORS[check.reason];
  return fail(code, message, {
    error,
    error_description: check.description,
    ...(check.redirect ? { redirect: check.redirect } : {}),
  } satisfies OAuthRefusal);
}

/** What the consent page shows: who asks, for what, where the answer goes, and who is signed in. */
function consentView(request: AuthorizationRequest, user: SessionUser) {
  return {
    client: publicClientInfo(request.client),
    scopes: request.scopes,
    redirect_origin: new URL(request.redirectUri).origin,
    account: { uid: user.uid, vague_email: maskEmail(user.email), vague_mobile: maskMobile(user.mobile) },
  };
}

/**
 * OAUTH-1..3, OAUTH-7: the authorization server. client_info and the three
 * private endpoints answer envelopes for the web's /oauth pages and are
 * declared in contract/oauth/; the token and userinfo endpoints and the
 * RFC 8414 metadata answer in the RFC shapes for third-party clients, so they
 * stay outside the contract (no envelope, no ret_code). See docs/oauth.md.
 */
export async function oauthRoutes(app: FastifyInstance, { db, accounts }: RouteDeps): Promise<void> {
  const auth = requireUser(db);

  // OAUTH-1: browser apps (public clients with PKCE) call the token and userinfo endpoints from their
  // own pages: those two answer CORS for the origins of registered public clients' redirect URIs; the
  // metadata document is public; the consent endpoints answer none (they act for the signed-in person)
  await app.register(cors, {
    delegator: async (req: FastifyRequest): Promise<FastifyCorsOptions> => {
      const path = (req.url ?? '').split('?')[0];
      if (path.endsWith(METADATA_PATH)) return { origin: '*', methods: ['GET'] };
      if (!CORS_PATHS.some((p) => path.endsWith(p))) return { origin: false };
      const origin = req.headers.origin;
      const allowed = typeof origin === 'string' && (await publicClientOrigins(db)).has(origin);
      return {
        origin: allowed ? origin : false,
        methods: ['GET', 'POST'],
        allowedHeaders: ['authorization', 'content-type'],
        maxAge: 600,
      };
    },
  });

  app.get(METADATA_PATH, async () => {
    return authorizationServerMetadata(accounts.webOrigin);
  });
  const check = async (params: Readonly<Record<string, unknown>>) =>
    checkAuthorizationRequest(params, await findClient(db, requestedClientId(params)));

  route(app, oauthClientInfo, {}, async (req) => {
    const clientId = req.query.client_id;
    const client = await findClient(db, typeof clientId === 'string' ? clientId : null);
    if (!client || !client.enabled) {
      const { code, message, error } = OAUTH_ERRORS.unknownClient;
      return fail(code, message, { error, error_description: 'client_id is unknown' } satisfies OAuthRefusal);
    }
    return ok(publicClientInfo(client));
  });

  route(app, oauthPreAuthorize, { onRequest: auth }, async (req, reply) => {
    reply.headers(NO_STORE);
    const checked = await check(req.query);
    if (!checked.ok) return refusal(checked);
    return ok(consentView(checked.request, currentUser(req)));
  });

  route(app, oauthAuthorize, { onRequest: auth }, async (req, reply) => {
    reply.headers(NO_STORE);
    const checked = await check(req.query);
    if (!checked.ok) return refusal(checked);
    const user = currentUser(req);
    const granted = await grantedScopes(db, user.id, checked.request.client.clientId);
    return ok({
      ...consentView(checked.request, user),
      granted_scopes: granted,
      previously_granted: checked.request.scopes.every((s) => granted.includes(s)),
    });
  });

  route(app, oauthConfirmAuth, { onRequest: auth }, async (req, reply) => {
    reply.headers(NO_STORE);
    const { approve, ...params } = req.body;
    // everything is checked again: the page's earlier answers prove nothing about this request
    const checked = await check(params);
    if (!checked.ok) return refusal(checked);
    const { request } = checked;
    if (!approve) {
      return ok({ redirect_uri: withQuery(request.redirectUri, { error: 'access_denied', state: request.state }) });
    }
    const user = currentUser(req);
    const code = await issueAuthorizationCode(db, request, user.id);
    await recordConsent(db, user.id, request.client.clientId, request.scopes);
    return ok({ redirect_uri: withQuery(request.redirectUri, { code, state: request.state }) });
  });

  await app.register(clientEndpoints, { db });
}

function sendTokenError(reply: FastifyReply, { error, description }: TokenError) {
  reply.code(TOKEN_ERRORS[error]).headers(NO_STORE);
  if (error === 'invalid_client') reply.header('www-authenticate', 'Basic realm="x-api", charset="UTF-8"');
  return { error, error_description: description };
}

/** RFC 6750 §2.1: the access token of an `Authorization: Bearer` header, null when there is none. */
function bearerToken(req: FastifyRequest): string | null {
  const match = /^Bearer ([A-Za-z0-9._~+/-]+=*)$/i.exec(req.headers.authorization?.trim() ?? '');
  return match ? match[1] : null;
}

/**
 * The endpoints third-party clients call, in their own plugin scope: the
 * form-body parser and the RFC-shaped error answers apply here only, so no
 * envelope endpoint accepts a cross-site form post.
 */
async function clientEndpoints(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, parseFormBody(String(body)));
  });
  app.setErrorHandler((error: { statusCode?: number }, req, reply) => {
    if (!error.statusCode || error.statusCode >= 500) {
      req.log.error({ err: error }, 'request failed');
      reply.code(500).headers(NO_STORE).send({ error: 'server_error', error_description: 'Internal error' });
      return;
    }
    // unreadable JSON, an unsupported content type, a body too large
    reply.send(sendTokenError(reply, { error: 'invalid_request', description: 'the request body could not be read' }));
  });

  app.post('/oauth/v1/public/token', async (req, reply) => {
    const read = readTokenRequest(req.body, req.headers.authorization);
    if (!read.ok) return sendTokenError(reply, read.error);
    const { request } = read;
    const authenticated = authenticateClient(await findClient(db, request.credentials.clientId), request.credentials);
    if (!authenticated.ok) return sendTokenError(reply, authenticated.error);
    const exchange = await exchangeAuthorizationCode(db, {
      code: request.code,
      clientId: authenticated.client.clientId,
      redirectUri: request.redirectUri,
      codeVerifier: request.codeVerifier,
    });
    if (!exchange.ok) return sendTokenError(reply, exchange.error);
    reply.headers(NO_STORE);
    return exchange.token;
  });

  app.get('/oauth/v1/public/userinfo', async (req, reply) => {
    reply.headers(NO_STORE);
    const token = bearerToken(req);
    if (!token) {
      // RFC 6750 §3.1: a request without credentials gets the challenge without an error code
      reply.code(401).header('www-authenticate', 'Bearer realm="x-api"');
      return { error: 'invalid_token', error_description: 'a Bearer access token is required' };
    }
    const grant = await findTokenGrant(db, token);
    if (!grant) {
      reply
        .code(401)
        .header(
          'www-authenticate',
          'Bearer realm="x-api", error="invalid_token", error_description="The access token is invalid, expired or revoked"',
        );
      return { error: 'invalid_token', error_description: 'The access token is invalid, expired or revoked' };
    }
    return userinfoClaims(grant.account, grant.scopes);
  });
}
