import { randomBytes } from 'node:crypto';

import { hashToken } from '../auth/sessions';
import type { Db, Queryable } from '../db';
import type { AuthorizationRequest } from './authorization-request';
import type { TokenError } from './errors';
import { verifierMatches } from './pkce';
import { formatScopes } from './scopes';
import { issueAccessToken, revokeTokensFromCode, type AccessTokenAnswer } from './tokens';

/** OAUTH-7: an authorization code works once, within a minute (RFC 9700 §4.2.1 wants short-lived). */
export const CODE_TTL_SECONDS = 60;

const MAX_CODE_LENGTH = 256;

/**
 * Issues a single-use code (256 random bits; only its SHA-256 is stored) bound
 * to the client, redirect URI, account, scopes and PKCE challenge of `request`.
 */
export async function issueAuthorizationCode(
  db: Queryable,
  request: AuthorizationRequest,
  userId: number | string,
): Promise<string> {
  const code = randomBytes(32).toString('base64url');
  await db.query("delete from oauth_codes where expires_at < now() - interval '1 day'");
  await db.query(
    `insert into oauth_codes
       (code_hash, client_id, user_id, redirect_uri, scope, code_challenge, code_challenge_method, expires_at)
     values ($1, $2, $3, $4, $5, $6, $7, now() + make_interval(secs => $8::int))`,
    [
      hashToken(code),
      request.client.clientId,
      userId,
      request.redirectUri,
      formatScopes(request.scopes),
      request.codeChallenge,
      request.codeChallenge ? 'S256' : null,
      CODE_TTL_SECONDS,
    ],
  );
  return code;
}

/** What a code was bound to when it was issued. */
export interface BoundCode {
  readonly clientId: string;
  readonly redirectUri: string;
  readonly codeChallenge: string | null;
  readonly expired: boolean;
}

/** What a token request presents with the code (the client already authenticated). */
export interface CodePresentation {
  readonly code: string;
  readonly clientId: string;
  readonly redirectUri: string;
  readonly codeVerifier: string | null;
}

/**
 * Why a presented code may not be exchanged, or null: expired, another
 * client's, another redirect URI, or a missing or wrong PKCE verifier. A
 * verifier for a code issued without a challenge is refused too (RFC 9700
 * §2.1.1: it is how PKCE downgrade attacks are noticed).
 */
export function codeRefusal(bound: BoundCode, presented: Omit<CodePresentation, 'code'>): string | null {
  if (bound.expired) return 'authorization code expired';
  if (bound.clientId !== presented.clientId) return 'authorization code was issued to another client';
  if (bound.redirectUri !== presented.redirectUri) return 'redirect_uri differs from the authorization request';
  if (bound.codeChallenge) {
    if (!presented.codeVerifier) return 'code_verifier is required';
    if (!verifierMatches(presented.codeVerifier, bound.codeChallenge)) {
      return 'code_verifier does not match the code_challenge';
    }
  } else if (presented.codeVerifier) {
    return 'code_verifier sent for a code issued without code_challenge';
  }
  return null;
}

interface CodeRow {
  client_id: string;
  user_id: string | number;
  redirect_uri: string;
  scope: string;
  code_challenge: string | null;
  used: boolean;
  expired: boolean;
}

export type CodeExchange =
  { readonly ok: true; readonly token: AccessTokenAnswer } | { readonly ok: false; readonly error: TokenError };

const invalidGrant = (description: string): CodeExchange => ({
  ok: false,
  error: { error: 'invalid_grant', description },
});

/**
 * OAUTH-7: exchanges a code for an access token. The first token request
 * naming a code spends it, whether or not it succeeds; a second one is a
 * replay: refused, and the tokens issued from the code are revoked.
 */
export async function exchangeAuthorizationCode(db: Db, presented: CodePresentation): Promise<CodeExchange> {
  if (presented.code.length > MAX_CODE_LENGTH) return invalidGrant('unknown authorization code');
  const codeHash = hashToken(presented.code);
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<CodeRow>(
      `select client_id, user_id, redirect_uri, scope, code_challenge,
              used_at is not null as used, expires_at <= now() as expired
         from oauth_codes where code_hash = $1 for update`,
      [codeHash],
    );
    const row = rows[0];
    if (!row) return invalidGrant('unknown authorization code');
    if (row.used) {
      await revokeTokensFromCode(tx, codeHash);
      return invalidGrant('authorization code already used; the tokens issued from it are revoked');
    }
    await tx.query('update oauth_codes set used_at = now() where code_hash = $1', [codeHash]);
    const refusal = codeRefusal(
      {
        clientId: row.client_id,
        redirectUri: row.redirect_uri,
        codeChallenge: row.code_challenge,
        expired: row.expired,
      },
      presented,
    );
    if (refusal) return invalidGrant(refusal);
    const token = await issueAccessToken(tx, {
      clientId: row.client_id,
      userId: row.user_id,
      scope: row.scope,
      codeHash,
    });
    return { ok: true, token };
  });
}
