import { randomBytes } from 'node:crypto';

import { USER_STATUS } from '../accounts/users';
import { hashToken } from '../auth/sessions';
import type { Queryable } from '../db';
import { parseStoredScopes, type OAuthScope } from './scopes';

/** OAUTH-7: access tokens are bearer tokens that live one hour. */
export const ACCESS_TOKEN_TTL_SECONDS = 3600;

/** Tokens are 32 random bytes in base64url (43 characters); anything far longer is not ours. */
const MAX_TOKEN_LENGTH = 256;

/** The token endpoint's success answer (RFC 6749 §5.1). */
export interface AccessTokenAnswer {
  readonly access_token: string;
  readonly token_type: 'Bearer';
  readonly expires_in: number;
  readonly scope: string;
}

/** Issues an access token (returned once; only its SHA-256 is stored), remembering the code it came from. */
export async function issueAccessToken(
  db: Queryable,
  grant: { clientId: string; userId: number | string; scope: string; codeHash: string },
): Promise<AccessTokenAnswer> {
  const token = randomBytes(32).toString('base64url');
  await db.query("delete from oauth_access_tokens where expires_at < now() - interval '1 day'");
  await db.query(
    `insert into oauth_access_tokens (token_hash, client_id, user_id, scope, code_hash, expires_at)
     values ($1, $2, $3, $4, $5, now() + make_interval(secs => $6::int))`,
    [hashToken(token), grant.clientId, grant.userId, grant.scope, grant.codeHash, ACCESS_TOKEN_TTL_SECONDS],
  );
  return { access_token: token, token_type: 'Bearer', expires_in: ACCESS_TOKEN_TTL_SECONDS, scope: grant.scope };
}

/** RFC 6749 §4.1.2: a code used twice takes the tokens issued from it with it. */
export async function revokeTokensFromCode(db: Queryable, codeHash: string): Promise<number> {
  const { rows } = await db.query(
    'update oauth_access_tokens set revoked_at = now() where code_hash = $1 and revoked_at is null returning 1',
    [codeHash],
  );
  return rows.length;
}

/** The account behind a live token, as userinfo may describe it. */
export interface TokenAccount {
  readonly uid: string;
  readonly username: string;
  readonly email: string | null;
  readonly emailVerified: boolean;
  readonly mobile: string | null;
  readonly kycPersonLevel: number;
  readonly lang: string;
}

export interface TokenGrant {
  readonly clientId: string;
  readonly scopes: readonly OAuthScope[];
  readonly account: TokenAccount;
}

interface GrantRow {
  client_id: string;
  scope: string;
  uid: string;
  username: string;
  email: string | null;
  email_verified: boolean;
  mobile: string | null;
  kyc_person_level: number;
  lang: string;
}

/**
 * The grant of a bearer token, or null when the token is unknown, expired or
 * revoked, its client was disabled, or its account is no longer active.
 */
export async function findTokenGrant(db: Queryable, token: string | null | undefined): Promise<TokenGrant | null> {
  if (!token || token.length > MAX_TOKEN_LENGTH) return null;
  const { rows } = await db.query<GrantRow>(
    `select t.client_id, t.scope, u.uid, u.username, u.email, u.email_verified, u.mobile, u.kyc_person_level, u.lang
       from oauth_access_tokens t
       join users u on u.id = t.user_id
       join oauth_clients c on c.client_id = t.client_id
      where t.token_hash = $1 and t.revoked_at is null and t.expires_at > now()
        and c.enabled and u.status = $2`,
    [hashToken(token), USER_STATUS.active],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    clientId: row.client_id,
    scopes: parseStoredScopes(row.scope),
    account: {
      uid: row.uid,
      username: row.username,
      email: row.email,
      emailVerified: row.email_verified,
      mobile: row.mobile,
      kycPersonLevel: Number(row.kyc_person_level),
      lang: row.lang,
    },
  };
}
