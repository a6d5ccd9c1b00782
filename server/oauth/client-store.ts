import { randomBytes } from 'node:crypto';

import type { Queryable } from '../db';
import { hashClientSecret, type OAuthClient } from './client';
import { redirectUriProblem } from './redirect-uri';
import { isOAuthScope, type OAuthScope } from './scopes';

interface ClientRow {
  client_id: string;
  name: string;
  logo_url: string;
  client_type: 'public' | 'confidential';
  secret_hash: string | null;
  allowed_scopes: unknown;
  redirect_uris: unknown;
  enabled: boolean;
}

function stringList(value: unknown): string[] {
  const list = typeof value === 'string' ? (JSON.parse(value) as unknown) : value;
  return Array.isArray(list) ? list.filter((v): v is string => typeof v === 'string') : [];
}

function toClient(row: ClientRow): OAuthClient {
  return {
    clientId: row.client_id,
    name: row.name,
    logoUrl: row.logo_url,
    type: row.client_type,
    secretHash: row.secret_hash,
    allowedScopes: stringList(row.allowed_scopes),
    redirectUris: stringList(row.redirect_uris),
    enabled: row.enabled,
  };
}

/** Client ids are short printable tokens; anything else is not ours and is not looked up. */
const CLIENT_ID = /^[A-Za-z0-9._~-]{1,64}$/;

export async function findClient(db: Queryable, clientId: string | null | undefined): Promise<OAuthClient | null> {
  if (!clientId || !CLIENT_ID.test(clientId)) return null;
  const { rows } = await db.query<ClientRow>(
    `select client_id, name, logo_url, client_type, secret_hash, allowed_scopes, redirect_uris, enabled
       from oauth_clients where client_id = $1`,
    [clientId],
  );
  return rows[0] ? toClient(rows[0]) : null;
}

export interface NewClient {
  readonly clientId?: string;
  readonly name: string;
  readonly logoUrl?: string;
  readonly type: 'public' | 'confidential';
  readonly allowedScopes: readonly OAuthScope[];
  readonly redirectUris: readonly string[];
}

function assertRegistrable(client: Pick<NewClient, 'clientId' | 'allowedScopes' | 'redirectUris'>): void {
  if (client.clientId !== undefined && !CLIENT_ID.test(client.clientId)) {
    throw new Error(`client_id must be 1-64 unreserved characters: ${client.clientId}`);
  }
  const unknown = client.allowedScopes.find((s) => !isOAuthScope(s));
  if (unknown) throw new Error(`unknown scope: ${unknown}`);
  if (client.redirectUris.length === 0) throw new Error('a client needs at least one redirect URI');
  for (const uri of client.redirectUris) {
    const problem = redirectUriProblem(uri);
    if (problem) throw new Error(`redirect URI ${uri}: ${problem}`);
  }
}

/**
 * Registers a client; a confidential one gets a fresh 256-bit secret, shown
 * here once and stored only as its hash.
 */
export async function registerClient(
  db: Queryable,
  client: NewClient,
): Promise<{ clientId: string; clientSecret: string | null }> {
  assertRegistrable(client);
  const clientId = client.clientId ?? randomBytes(12).toString('base64url');
  const clientSecret = client.type === 'confidential' ? randomBytes(32).toString('base64url') : null;
  await db.query(
    `insert into oauth_clients (client_id, name, logo_url, client_type, secret_hash, allowed_scopes, redirect_uris)
     values ($1, $2, $3, $4, $5, $6::jsonb, $7::jsonb)`,
    [
      clientId,
      client.name,
      client.logoUrl ?? '',
      client.type,
      clientSecret ? hashClientSecret(clientSecret) : null,
      JSON.stringify(client.allowedScopes),
      JSON.stringify(client.redirectUris),
    ],
  );
  return { clientId, clientSecret };
}

/**
 * Creates the public client `client` if it does not exist, else adds the
 * redirect URIs it lacks; its name, logo and scopes, once stored, are left as
 * they are. Idempotent: safe at every start.
 */
export async function upsertPublicClient(db: Queryable, client: NewClient & { clientId: string }): Promise<void> {
  if (client.type !== 'public') throw new Error('upsertPublicClient registers public clients only');
  assertRegistrable(client);
  await db.query(
    `insert into oauth_clients (client_id, name, logo_url, client_type, allowed_scopes, redirect_uris)
     values ($1, $2, $3, 'public', $4::jsonb, $5::jsonb)
     on conflict (client_id) do update
       set redirect_uris = oauth_clients.redirect_uris || (
         select coalesce(jsonb_agg(uri), '[]'::jsonb) from jsonb_array_elements(excluded.redirect_uris) uri
          where not oauth_clients.redirect_uris @> jsonb_build_array(uri))
     where not oauth_clients.redirect_uris @> excluded.redirect_uris`,
    [
      client.clientId,
      client.name,
      client.logoUrl ?? '',
      JSON.stringify(client.allowedScopes),
      JSON.stringify(client.redirectUris),
    ],
  );
}

/**
 * The origins of the redirect URIs of enabled public clients: the browser
 * apps that may call the token and userinfo endpoints from their pages (CORS).
 */
export async function publicClientOrigins(db: Queryable): Promise<Set<string>> {
  const { rows } = await db.query<Pick<ClientRow, 'redirect_uris'>>(
    "select redirect_uris from oauth_clients where client_type = 'public' and enabled",
  );
  const origins = new Set<string>();
  for (const row of rows) {
    for (const uri of stringList(row.redirect_uris)) {
      try {
        origins.add(new URL(uri).origin);
      } catch {
        // a registered URI is checked when it is stored; an unparsable one names no origin
      }
    }
  }
  return origins;
}
