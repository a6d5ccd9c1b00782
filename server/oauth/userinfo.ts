import { maskEmail, maskMobile } from '../user/mask';
import type { OAuthScope } from './scopes';
import type { TokenAccount } from './tokens';

/** The userinfo answer: `sub` always, the rest by scope (docs/oauth.md). */
export interface UserinfoClaims {
  /** the account's public id (uid) */
  readonly sub: string;
  readonly name?: string;
  readonly vague_email?: string;
  readonly vague_mobile?: string;
  readonly email?: string;
  readonly email_verified?: boolean;
  readonly kyc_person_level?: number;
  readonly lang?: string;
}

/**
 * What a token with `scopes` may learn about `account`: `sub` for any token
 * (the client must know who signed in; OpenID Connect Core §5.3.2 returns it
 * always), `profile` the display name and masked contacts, `email` the
 * address itself, `read:account` the KYC level and language.
 */
export function userinfoClaims(account: TokenAccount, scopes: readonly OAuthScope[]): UserinfoClaims {
  const has = (scope: OAuthScope) => scopes.includes(scope);
  return {
    sub: account.uid,
    ...(has('profile')
      ? { name: account.username, vague_email: maskEmail(account.email), vague_mobile: maskMobile(account.mobile) }
      : {}),
    ...(has('email') && account.email ? { email: account.email, email_verified: account.emailVerified } : {}),
    ...(has('read:account') ? { kyc_person_level: account.kycPersonLevel, lang: account.lang } : {}),
  };
}
