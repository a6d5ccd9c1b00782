import { randomBytes } from 'node:crypto';

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import { CAPTCHA_SCENES } from '@/config/captcha';
import { ATTRIBUTION_FIELDS } from '@/config/redirects';
import { RET_CODES, type RetCode } from '@/contract/ret-codes';
import { thirdPartyAuthorize } from '@/contract/thirdparty/authorize';
import { thirdPartyLink } from '@/contract/thirdparty/link';
import { thirdPartyLogin } from '@/contract/thirdparty/login';
import type { LinkRequiredDetails } from '@/contract/thirdparty/provider';

import { normalizeEmail } from '../accounts/account-names';
import { admissionAnswer, admit, admitAccount } from '../accounts/admission';
import { countPasswordAttempt, forgetAttempt, nameAttempt } from '../accounts/attempts';
import { CAPTCHA_FAILED, captchaPasses } from '../accounts/captcha-check';
import { finishFlow, startFlow } from '../accounts/oidc-flow';
import { passwordRefusal } from '../accounts/password-check';
import { claimEncryptedPassword } from '../accounts/password-transport';
import { verifyIdToken, type IdTokenClaims } from '../accounts/thirdparty';
import {
  accountOfIdentity,
  createIdentityAccount,
  createLinkRequest,
  FLOW_TTL_SECONDS,
  linkIdentity,
  linkRequestOf,
  saveFlow,
  takeFlow,
  type SignupAttribution,
} from '../accounts/thirdparty-links';
import { findUserByAccount, statusRefusal } from '../accounts/users';
import type { Db } from '../db';
import { API_ERRORS, fail, ok } from '../envelope';
import type { Entry } from '../security/gate-types';
import { maskEmail } from '../user/mask';
import { route } from './contract-route';
import type { RouteDeps } from './deps';

export const THIRDPARTY_ERRORS = {
  notConfigured: { code: RET_CODES.badRequest, message: 'Third-party login is not configured' },
  invalidToken: { code: RET_CODES.badRequest, message: 'Third-party sign-in could not be verified' },
  noEmail: { code: RET_CODES.badRequest, message: 'The provider did not share a verified email address' },
  badRedirect: { code: RET_CODES.badRequest, message: 'redirect_uri is not a sign-in return page of this site' },
  unreachable: { code: RET_CODES.serviceError, message: 'The sign-in provider is not reachable right now' },
  /** an account with the provider's email exists: the person links it with that account's password */
  linkRequired: {
    code: RET_CODES.thirdPartyLinkRequired,
    message: 'An account with this email exists. Confirm its password to link.',
  },
  /** the sign-in round trip is unknown, used, too old, or another browser's */
  flowExpired: { code: RET_CODES.thirdPartyFlowExpired, message: 'This sign-in has expired. Start again.' },
  ipLimit: API_ERRORS.networkLimit,
  linkExpired: {
    code: RET_CODES.thirdPartyLinkExpired,
    message: 'This link request has expired. Start the sign-in again.',
  },
} as const;

const FLOW_COOKIE = 'tp_flow';
/** The pages a provider sends the person back to (ROUTE-2). */
const RETURN_PATHS = /^\/(?:[a-z]{2,3}-[A-Za-z0-9]{2,4}\/|en\/)?(?:authorized|tr-authorized)$/;

function pickAttribution(input: Readonly<Record<string, unknown>> | undefined): SignupAttribution {
  const picked: SignupAttribution = {};
  if (!input) return picked;
  for (const key of ATTRIBUTION_FIELDS) {
    const value = input[key];
    if (typeof value === 'string' && value.length > 0 && value.length <= 256) picked[key] = value;
  }
  return picked;
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

function failWith<C extends RetCode>(error: { readonly code: C; readonly message: string }) {
  return fail(error.code, error.message);
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
  provider: string,
  claims: IdTokenClaims,
  attribution: SignupAttribution,
  entry: Entry,
) {
  const identity = { provider, subject: claims.sub };
  const linked = await accountOfIdentity(db, identity);
  if (linked) {
    const extras = { useThirdparty: true };
    const admission = await admit(db, req, reply, linked.id, entry, { proof: 'thirdParty', extras });
    if (admission) return admissionAnswer(admission, extras);
  }
  const email = claims.emailVerified ? normalizeEmail(claims.email) : null;
  if (!email) return failWith(THIRDPARTY_ERRORS.noEmail);
  const created = await createIdentityAccount(db, identity, email, attribution);
  if (created) {
    // the account was made from the provider's verified identity just now
    const extras = { isNewUser: true, useThirdparty: true };
    const admission = await admit(db, req, reply, created.id, entry, { proof: 'registration', extras });
    if (admission) return admissionAnswer(admission, extras);
  }
  // the email has an account: linking needs its password
  const details: LinkRequiredDetails = {
    link_token: await createLinkRequest(db, identity, email),
    email: maskEmail(email),
    provider,
  };
  return fail(THIRDPARTY_ERRORS.linkRequired.code, THIRDPARTY_ERRORS.linkRequired.message, details);
}

/** ROUTE-2, LOGIN-6: third-party login (code flow and bare id_token), and linking an existing account. */
export async function thirdPartyRoutes(app: FastifyInstance, { db, accounts, entryOf }: RouteDeps): Promise<void> {
  const providers = accounts.thirdParty;
  const providerNamed = (raw: string) => {
    const name = raw.toLowerCase();
    return Object.hasOwn(providers, name) ? { name, provider: providers[name] } : null;
  };

  // LOGIN-6: the browser starts here; the provider comes back to /authorized with code and state
  route(app, thirdPartyAuthorize, {}, async (req, reply) => {
    const found = providerNamed(req.body.provider);
    if (!found?.provider.clientSecret) return failWith(THIRDPARTY_ERRORS.notConfigured);
    const redirect = allowedRedirect(req.body.redirect_uri, accounts.webOrigin);
    if (!redirect) return failWith(THIRDPARTY_ERRORS.badRedirect);
    let started;
    try {
      started = await startFlow(found.name, found.provider, redirect.href);
    } catch (error) {
      req.log.warn({ err: error, provider: found.name }, 'third-party provider discovery failed');
      return failWith(THIRDPARTY_ERRORS.unreachable);
    }
    const browserSecret = randomBytes(32).toString('base64url');
    await saveFlow(db, {
      provider: found.name,
      secrets: started.secrets,
      browserSecret,
      redirectUri: redirect.href,
      attribution: pickAttribution(req.body.attribution),
    });
    reply.setCookie(FLOW_COOKIE, browserSecret, {
      path: '/',
      httpOnly: true,
      // the provider sends the person back with a top-level GET: Lax cookies come along
      sameSite: 'lax',
      secure: req.protocol === 'https',
      maxAge: FLOW_TTL_SECONDS,
    });
    return ok({ url: started.url });
  });

  route(app, thirdPartyLogin, {}, async (req, reply) => {
    const found = providerNamed(req.body.provider);
    if (!found) return failWith(THIRDPARTY_ERRORS.notConfigured);
    const { name, provider } = found;
    // a bare id_token (the app's own sign-in): verified against the provider's keys
    if (req.body.id_token) {
      const claims = await verifyIdToken(provider, req.body.id_token);
      if (!claims) return failWith(THIRDPARTY_ERRORS.invalidToken);
      return loginWithClaims(db, req, reply, name, claims, {}, entryOf(req));
    }
    const { code, state } = req.body;
    const secret = req.cookies[FLOW_COOKIE];
    if (!code || !state || !secret) return failWith(THIRDPARTY_ERRORS.flowExpired);
    const flow = await takeFlow(db, name, state, secret);
    if (!flow) return failWith(THIRDPARTY_ERRORS.flowExpired);
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
    if (!claims) return failWith(THIRDPARTY_ERRORS.invalidToken);
    return loginWithClaims(db, req, reply, name, claims, flow.attribution ?? {}, entryOf(req));
  });

  // LOGIN-6: the existing account's password links the identity, with the login's captcha and lock
  route(app, thirdPartyLink, {}, async (req, reply) => {
    // LOGIN-5: a password check like the login's, counted against the network the same way
    const attempt = await countPasswordAttempt(db, req.ip, accounts.ipLimit);
    if (!attempt) return failWith(THIRDPARTY_ERRORS.ipLimit);
    if (!(await captchaPasses(db, req.body, CAPTCHA_SCENES.thirdPartyLogin))) {
      return fail(CAPTCHA_FAILED.code, CAPTCHA_FAILED.message);
    }
    const pw = await claimEncryptedPassword(db, req.body, accounts.rsa, `link:${req.body.link_token}`);
    if (!pw.ok) return fail(pw.code, pw.message);
    const request = await linkRequestOf(db, req.body.link_token);
    if (!request) return failWith(THIRDPARTY_ERRORS.linkExpired);
    const user = await findUserByAccount(db, { kind: 'email', email: request.email });
    if (!user) return failWith(THIRDPARTY_ERRORS.linkExpired);
    await nameAttempt(db, attempt, `email:${request.email}`);
    const wrong = await passwordRefusal(db, user, pw.password);
    if (wrong) return wrong;
    const refusal = statusRefusal(user);
    if (refusal) return fail(refusal.code, refusal.message, refusal.result);
    // the request is used once; the identity links to one account
    if (!(await linkIdentity(db, req.body.link_token, request, user.id))) {
      return failWith(THIRDPARTY_ERRORS.linkExpired);
    }
    await forgetAttempt(db, attempt);
    const extras = { useThirdparty: true };
    const gate = { proof: 'password', extras } as const;
    return admissionAnswer(await admitAccount(db, req, reply, user, entryOf(req), gate), extras);
  });
}
