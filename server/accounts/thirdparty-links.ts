import { randomBytes } from 'node:crypto';

import type { ATTRIBUTION_FIELDS } from '@/config/redirects';

import { hashToken } from '../auth/sessions';
import type { Db, Queryable } from '../db';
import { attributionFrom, recordAttribution } from './attribution';
import type { FlowSecrets } from './oidc-flow';
import { insertUser, type AccountStatusRow, type CreatedUser } from './users';

/** LOGIN-6: a round trip through the provider may take this long; a link request, this long. */
export const FLOW_TTL_SECONDS = 600;
const LINK_TTL_SECONDS = 600;

/** REG-5, REDIR-11: the attribution a third-party sign-up keeps from the page it started on. */
export type SignupAttribution = Partial<Record<(typeof ATTRIBUTION_FIELDS)[number], string>>;

/** A provider's identity: the provider's name and its subject. */
export interface Identity {
  readonly provider: string;
  readonly subject: string;
}

/** The account an identity is linked to, as a login refuses or admits it; null when it is linked to none. */
export async function accountOfIdentity(db: Queryable, identity: Identity) {
  const { rows } = await db.query<AccountStatusRow>(
    `select u.id, u.uid, u.status, u.banned_at, u.self_help_ban
       from user_identities i join users u on u.id = i.user_id
      where i.provider = $1 and i.subject = $2`,
    [identity.provider, identity.subject],
  );
  return rows[0] ?? null;
}

/**
 * LOGIN-6, AFF-1: a new account for a verified email, without a password,
 * linked to the identity and keeping how the person arrived; null when the
 * email has an account already.
 */
export async function createIdentityAccount(
  db: Db,
  identity: Identity,
  email: string,
  attribution: SignupAttribution,
): Promise<CreatedUser | null> {
  return db.transaction(async (tx) => {
    const made = await insertUser(tx, {
      account: { kind: 'email', email },
      passwordHash: null,
      lang: 'en',
      siteId: 'BYBIT',
    });
    if (!made) return null;
    await tx.query('insert into user_identities (provider, subject, user_id) values ($1, $2, $3)', [
      identity.provider,
      identity.subject,
      made.id,
    ]);
    await recordAttribution(tx, made.id, attributionFrom(attribution, new Date()));
    return made;
  });
}

/** LOGIN-6: a request to link the identity to the account `email` has; returns its token (only the hash is kept). */
export async function createLinkRequest(db: Queryable, identity: Identity, email: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.query(
    `insert into thirdparty_link_requests (token_hash, provider, subject, email, expires_at)
     values ($1, $2, $3, $4, now() + make_interval(secs => $5::int))`,
    [hashToken(token), identity.provider, identity.subject, email, LINK_TTL_SECONDS],
  );
  return token;
}

/** The live, unused link request of `token`, or null. */
export async function linkRequestOf(
  db: Queryable,
  token: string,
): Promise<(Identity & { readonly email: string }) | null> {
  const { rows } = await db.query<{ provider: string; subject: string; email: string }>(
    `select provider, subject, email from thirdparty_link_requests
      where token_hash = $1 and used_at is null and expires_at > now()`,
    [hashToken(token)],
  );
  return rows[0] ?? null;
}

/**
 * LOGIN-6: uses the link request and links its identity to `userId`; false
 * when the request was used meanwhile or the identity is linked already.
 */
export async function linkIdentity(db: Db, token: string, identity: Identity, userId: string | number) {
  return db.transaction(async (tx) => {
    const used = await tx.query(
      'update thirdparty_link_requests set used_at = now() where token_hash = $1 and used_at is null returning 1',
      [hashToken(token)],
    );
    if (used.rows.length === 0) return false;
    const inserted = await tx.query(
      `insert into user_identities (provider, subject, user_id) values ($1, $2, $3)
       on conflict do nothing returning 1`,
      [identity.provider, identity.subject, userId],
    );
    return inserted.rows.length > 0;
  });
}

/** What a started round trip keeps until the browser comes back. */
export interface StoredFlow {
  readonly nonce: string;
  readonly code_verifier: string;
  readonly redirect_uri: string;
  readonly attribution: SignupAttribution;
}

/** LOGIN-6: keeps a started round trip, tied to the browser by `browserSecret` (its cookie). */
export async function saveFlow(
  db: Queryable,
  flow: {
    readonly provider: string;
    readonly secrets: FlowSecrets;
    readonly browserSecret: string;
    readonly redirectUri: string;
    readonly attribution: SignupAttribution;
  },
): Promise<void> {
  await db.query("delete from thirdparty_flows where expires_at < now() - interval '1 day'");
  await db.query(
    `insert into thirdparty_flows (state_hash, provider, browser_secret_hash, nonce, code_verifier, redirect_uri,
                                   attribution, expires_at)
     values ($1, $2, $3, $4, $5, $6, $7::jsonb, now() + make_interval(secs => $8::int))`,
    [
      hashToken(flow.secrets.state),
      flow.provider,
      hashToken(flow.browserSecret),
      flow.secrets.nonce,
      flow.secrets.codeVerifier,
      flow.redirectUri,
      JSON.stringify(flow.attribution),
      FLOW_TTL_SECONDS,
    ],
  );
}

/**
 * LOGIN-6: the round trip of `state`, used once and by the browser that
 * started it (one update decides); null when it is unknown, used, too old
 * or another browser's.
 */
export async function takeFlow(
  db: Queryable,
  provider: string,
  state: string,
  browserSecret: string,
): Promise<StoredFlow | null> {
  const { rows } = await db.query<StoredFlow>(
    `update thirdparty_flows set used_at = now()
      where state_hash = $1 and provider = $2 and browser_secret_hash = $3 and used_at is null and expires_at > now()
      returning nonce, code_verifier, redirect_uri, attribution`,
    [hashToken(state), provider, hashToken(browserSecret)],
  );
  return rows[0] ?? null;
}
