import { randomBytes } from 'node:crypto';

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import { ATTRIBUTION_FIELDS } from '@/config/redirects';

import { normalizeEmail } from '../accounts/account-names';
import { attributionFrom, recordAttribution } from '../accounts/attribution';
import { CAPTCHA_FAILED, captchaPasses } from '../accounts/captcha-check';
import { finishFlow, startFlow } from '../accounts/oidc-flow';
import { claimEncryptedPassword, encryptedPasswordProperties } from '../accounts/password-transport';
import { sessionResult, startSession } from '../accounts/session-reply';
import { verifyIdToken, type IdTokenClaims, type ThirdPartyProvider } from '../accounts/thirdparty';
import { findUserByAccount, insertUser, statusRefusal } from '../accounts/users';
import { hashToken } from '../auth/sessions';
import type { Db } from '../db';
import { fail, ok } from '../envelope';
import { maskEmail } from '../user/mask';
import type { RouteDeps } from './deps';
import { passwordRefusal } from './login';

export const THIRDPARTY_ERRORS = {
  notConfigured: { code: 10001, message: 'Third-party login is not configured' },
  invalidToken: { code: 10001, message: 'Third-party sign-in could not be verified' },
  noEmail: { code: 10001, message: 'The provider did not share a verified email address' },
  badRedirect: { code: 10001, message: 'redirect_uri is not a sign-in return page of this site' },
  /** an account with the provider's email exists: the person links it with that account's password */
  linkRequired: { code: 33201, message: 'An account with this email exists. Confirm its password to link.' },
  /** the sign-in round trip is unknown, used, too old, or another browser's */
  flowExpired: { code: 33202, message: 'This sign-in has expired. Start again.' },
  linkExpired: { code: 33203, message: 'This link request has expired. Start the sign-in again.' },
} as const;

/** LOGIN-6: a round trip through the provider may take this long; a link request, this long. */
const FLOW_TTL_SECONDS = 600;
const LINK_TTL_SECONDS = 600;
const FLOW_COOKIE = 'tp_flow';
/** The pages a provider sends the person back to (ROUTE-2). */
const RETURN_PATHS = /^\/(?:[a-z]{2,3}-[A-Za-z0-9]{2,4}\/|en\/)?(?:authorized|tr-authorized)$/;
/** REG-5, REDIR-11: the attribution a third-party sign-up keeps from the page it started on. */
type Attribution = Partial<Record<(typeof ATTRIBUTION_FIELDS)[number], string>>;

function pickAttribution(input: unknown): Attribution {
  const picked: Attribution = {};
  if (!input || typeof input !== 'object') return picked;
  for (const key of ATTRIBUTION_FIELDS) {
    const value = (input as Record<string, unknown>)[key];
    if (typeof value === 'string' && value.length > 0 && value.length <= 256) picked[key] = value;
  }
  return picked;
}

function providerNamed(providers: Readonly<Record<string, ThirdPartyProvider>>, raw: string) {
  const name = raw.toLowerCase();
  return Object.hasOwn(providers, name) ? { name, provider: providers[name] } : null;
}

/** A return page on the web's origin or one of its regional hosts. */
export function allowedRedirect(value: string, webOrigin: string): URL | null {
  let url: URL;
  let web: URL;
  try {
    url = new URL(value);
    web = new URL(webOrigin);
  } catch {
    return null;
  }
  if (url.username || url.password || url.search || url.hash) return null;
  if (url.protocol !== web.protocol || url.port !== web.port) return null;
  const sameSite = url.hostname === web.hostname || url.hostname.endsWith(`.${web.hostname}`);
  return sameSite && RETURN_PATHS.test(url.pathname) ? url : null;
}

/**
 * LOGIN-6: a verified identity becomes a session. A linked identity logs
 * its account in; an unlinked one whose verified email has no account yet
 * creates one (no password, with the attribution of the page it started
 * on); an email that already has an account is never linked silently: the
 * answer asks for that account's password (33201 with a link token).
 */
async function loginWithClaims(
  db: Db,
  req: FastifyRequest,
  reply: FastifyReply,
  name: string,
  claims: IdTokenClaims,
  attribution: Attribution,
) {
  const linked = await db.query<{
    id: string;
    uid: string;
    status: number;
    banned_at: Date | null;
    self_help_ban: boolean;
  }>(
    `select u.id, u.uid, u.status, u.banned_at, u.self_help_ban
       from user_identities i join users u on u.id = i.user_id
      where i.provider = $1 and i.subject = $2`,
    [name, claims.sub],
  );
  const row = linked.rows[0];
  if (row) {
    const refusal = statusRefusal(row);
    if (refusal) return fail(refusal.code, refusal.message, refusal.result);
    const token = await startSession(db, req, reply, row.id);
    return ok(sessionResult(token, row, { useThirdparty: true }));
  }
  const email = claims.emailVerified ? normalizeEmail(claims.email) : null;
  if (!email) return fail(THIRDPARTY_ERRORS.noEmail.code, THIRDPARTY_ERRORS.noEmail.message);
  const created = await db.transaction(async (tx) => {
    const made = await insertUser(tx, {
      account: { kind: 'email', email },
      passwordHash: null,
      lang: 'en',
      siteId: 'BYBIT',
    });
    if (!made) return null;
    await tx.query('insert into user_identities (provider, subject, user_id) values ($1, $2, $3)', [
      name,
      claims.sub,
      made.id,
    ]);
    // AFF-1: how the person arrived, kept on the account
    await recordAttribution(tx, made.id, attributionFrom(attribution, new Date()));
    return made;
  });
  if (created) {
    const token = await startSession(db, req, reply, created.id);
    return ok(sessionResult(token, created, { isNewUser: true, useThirdparty: true }));
  }
  // the email has an account: linking needs its password
  const linkToken = randomBytes(32).toString('base64url');
  await db.query(
    `insert into thirdparty_link_requests (token_hash, provider, subject, email, expires_at)
     values ($1, $2, $3, $4, now() + make_interval(secs => $5::int))`,
    [hashToken(linkToken), name, claims.sub, email, LINK_TTL_SECONDS],
  );
  return fail(THIRDPARTY_ERRORS.linkRequired.code, THIRDPARTY_ERRORS.linkRequired.message, {
    link_token: linkToken,
    email: maskEmail(email),
    provider: name,
  });
}

interface LoginBody {
  provider: string;
  id_token?: string;
  code?: string;
  state?: string;
  iss?: string;
}

/** ROUTE-2, LOGIN-6: third-party login (code flow and bare id_token), and linking an existing account. */
export async function thirdPartyRoutes(app: FastifyInstance, { db, accounts }: RouteDeps): Promise<void> {
  const providers = accounts.thirdParty;
  const notConfigured = () => fail(THIRDPARTY_ERRORS.notConfigured.code, THIRDPARTY_ERRORS.notConfigured.message);

  // LOGIN-6: the browser starts here; the provider comes back to /authorized with code and state
  app.post<{ Body: { provider: string; redirect_uri: string; attribution?: Record<string, unknown> } }>(
    '/user/public/thirdparty/authorize',
    {
      schema: {
        body: {
          type: 'object',
          required: ['provider', 'redirect_uri'],
          properties: {
            provider: { type: 'string', minLength: 1, maxLength: 32 },
            redirect_uri: { type: 'string', minLength: 1, maxLength: 512 },
            attribution: { type: 'object', maxProperties: 32 },
          },
        },
      },
    },
    async (req, reply) => {
      const found = providerNamed(providers, req.body.provider);
      if (!found?.provider.clientSecret) return notConfigured();
      const redirect = allowedRedirect(req.body.redirect_uri, accounts.webOrigin);
      if (!redirect) return fail(THIRDPARTY_ERRORS.badRedirect.code, THIRDPARTY_ERRORS.badRedirect.message);
      let started;
      try {
        started = await startFlow(found.name, found.provider, redirect.href);
      } catch (error) {
        req.log.warn({ err: error, provider: found.name }, 'third-party provider discovery failed');
        return fail(10016, 'The sign-in provider is not reachable right now');
      }
      const browserSecret = randomBytes(32).toString('base64url');
      await db.query("delete from thirdparty_flows where expires_at < now() - interval '1 day'");
      await db.query(
        `insert into thirdparty_flows (state_hash, provider, browser_secret_hash, nonce, code_verifier, redirect_uri,
                                       attribution, expires_at)
         values ($1, $2, $3, $4, $5, $6, $7::jsonb, now() + make_interval(secs => $8::int))`,
        [
          hashToken(started.secrets.state),
          found.name,
          hashToken(browserSecret),
          started.secrets.nonce,
          started.secrets.codeVerifier,
          redirect.href,
          JSON.stringify(pickAttribution(req.body.attribution)),
          FLOW_TTL_SECONDS,
        ],
      );
      reply.setCookie(FLOW_COOKIE, browserSecret, {
        path: '/',
        httpOnly: true,
        // the provider sends the person back with a top-level GET: Lax cookies come along
        sameSite: 'lax',
        secure: req.protocol === 'https',
        maxAge: FLOW_TTL_SECONDS,
      });
      return ok({ url: started.url });
    },
  );

  app.post<{ Body: LoginBody }>(
    '/user/public/login/thirdparty',
    {
      schema: {
        body: {
          type: 'object',
          required: ['provider'],
          properties: {
            provider: { type: 'string', minLength: 1, maxLength: 32 },
            id_token: { type: 'string', minLength: 1, maxLength: 8192 },
            code: { type: 'string', minLength: 1, maxLength: 2048 },
            state: { type: 'string', minLength: 1, maxLength: 512 },
            iss: { type: 'string', maxLength: 512 },
          },
        },
      },
    },
    async (req, reply) => {
      const found = providerNamed(providers, req.body.provider);
      if (!found) return notConfigured();
      const { name, provider } = found;
      // a bare id_token (the app's own sign-in): verified against the provider's keys
      if (req.body.id_token) {
        const claims = await verifyIdToken(provider, req.body.id_token);
        if (!claims) return fail(THIRDPARTY_ERRORS.invalidToken.code, THIRDPARTY_ERRORS.invalidToken.message);
        return loginWithClaims(db, req, reply, name, claims, {});
      }
      const { code, state } = req.body;
      const secret = req.cookies[FLOW_COOKIE];
      if (!code || !state || !secret)
        return fail(THIRDPARTY_ERRORS.flowExpired.code, THIRDPARTY_ERRORS.flowExpired.message);
      // the round trip is used once, by the browser that started it
      const { rows } = await db.query<{
        nonce: string;
        code_verifier: string;
        redirect_uri: string;
        attribution: Attribution;
      }>(
        `update thirdparty_flows set used_at = now()
          where state_hash = $1 and provider = $2 and browser_secret_hash = $3 and used_at is null and expires_at > now()
          returning nonce, code_verifier, redirect_uri, attribution`,
        [hashToken(state), name, hashToken(secret)],
      );
      const flow = rows[0];
      if (!flow) return fail(THIRDPARTY_ERRORS.flowExpired.code, THIRDPARTY_ERRORS.flowExpired.message);
      reply.clearCookie(FLOW_COOKIE, { path: '/' });
      const callback = new URL(flow.redirect_uri);
      callback.searchParams.set('code', code);
      callback.searchParams.set('state', state);
      if (req.body.iss) callback.searchParams.set('iss', req.body.iss);
      const claims = await finishFlow(
        name,
        provider,
        callback,
        { state, nonce: flow.nonce, codeVerifier: flow.code_verifier },
        (error) => req.log.warn({ err: error, provider: name }, 'third-party code exchange failed'),
      );
      if (!claims) return fail(THIRDPARTY_ERRORS.invalidToken.code, THIRDPARTY_ERRORS.invalidToken.message);
      return loginWithClaims(db, req, reply, name, claims, flow.attribution ?? {});
    },
  );

  // LOGIN-6: the existing account's password links the identity, with the login's captcha and lock
  app.post<{ Body: Record<string, unknown> & { link_token: string } }>(
    '/user/public/login/thirdparty/link',
    {
      schema: {
        body: {
          type: 'object',
          required: ['link_token'],
          properties: { link_token: { type: 'string', minLength: 1, maxLength: 256 }, ...encryptedPasswordProperties },
        },
      },
    },
    async (req, reply) => {
      if (!(await captchaPasses(db, req.body, 31001))) return fail(CAPTCHA_FAILED.code, CAPTCHA_FAILED.message);
      const pw = await claimEncryptedPassword(db, req.body, accounts.rsa);
      if (!pw.ok) return fail(pw.code, pw.message);
      const tokenHash = hashToken(req.body.link_token);
      const { rows } = await db.query<{ provider: string; subject: string; email: string }>(
        `select provider, subject, email from thirdparty_link_requests
          where token_hash = $1 and used_at is null and expires_at > now()`,
        [tokenHash],
      );
      const request = rows[0];
      if (!request) return fail(THIRDPARTY_ERRORS.linkExpired.code, THIRDPARTY_ERRORS.linkExpired.message);
      const user = await findUserByAccount(db, { kind: 'email', email: request.email });
      if (!user) return fail(THIRDPARTY_ERRORS.linkExpired.code, THIRDPARTY_ERRORS.linkExpired.message);
      const wrong = await passwordRefusal(db, user, pw.password);
      if (wrong) return wrong;
      const refusal = statusRefusal(user);
      if (refusal) return fail(refusal.code, refusal.message, refusal.result);
      // the request is used once; the identity links to one account
      const linked = await db.transaction(async (tx) => {
        const used = await tx.query(
          'update thirdparty_link_requests set used_at = now() where token_hash = $1 and used_at is null returning 1',
          [tokenHash],
        );
        if (used.rows.length === 0) return false;
        const inserted = await tx.query(
          `insert into user_identities (provider, subject, user_id) values ($1, $2, $3)
           on conflict do nothing returning 1`,
          [request.provider, request.subject, user.id],
        );
        return inserted.rows.length > 0;
      });
      if (!linked) return fail(THIRDPARTY_ERRORS.linkExpired.code, THIRDPARTY_ERRORS.linkExpired.message);
      const token = await startSession(db, req, reply, user.id);
      return ok(sessionResult(token, user, { useThirdparty: true }));
    },
  );
}
