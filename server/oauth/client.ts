import { createHash, timingSafeEqual } from 'node:crypto';

/** A registered client as the authorization server sees it. */
export interface OAuthClient {
  readonly clientId: string;
  readonly name: string;
  readonly logoUrl: string;
  /** public clients (browser, mobile apps) have no secret and must use PKCE */
  readonly type: 'public' | 'confidential';
  /** SHA-256 (hex) of a confidential client's secret; null for public clients */
  readonly secretHash: string | null;
  readonly allowedScopes: readonly string[];
  /** compared as exact strings */
  readonly redirectUris: readonly string[];
  readonly enabled: boolean;
}

/** What anyone may know about a client (client_info, the consent page): never its secret or URIs. */
export interface PublicClientInfo {
  readonly client_id: string;
  readonly name: string;
  readonly logo_url: string;
}

export function publicClientInfo(client: OAuthClient): PublicClientInfo {
  return { client_id: client.clientId, name: client.name, logo_url: client.logoUrl };
}

export function hashClientSecret(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex');
}

/** Whether `secret` is the confidential client's secret; hashes compared in constant time. */
export function clientSecretMatches(client: OAuthClient, secret: string): boolean {
  if (client.type !== 'confidential' || !client.secretHash) return false;
  const given = Buffer.from(hashClientSecret(secret), 'hex');
  const stored = Buffer.from(client.secretHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}
