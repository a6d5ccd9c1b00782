import type { Queryable } from '../db';
import { parseStoredScopes, type OAuthScope } from './scopes';

/** The scopes the account approved for the client so far (none: never approved). */
export async function grantedScopes(db: Queryable, userId: number, clientId: string): Promise<OAuthScope[]> {
  const { rows } = await db.query<{ scopes: unknown }>(
    'select scopes from oauth_consents where user_id = $1 and client_id = $2',
    [userId, clientId],
  );
  const raw = rows[0]?.scopes;
  const list = typeof raw === 'string' ? (JSON.parse(raw) as unknown) : raw;
  return Array.isArray(list) ? parseStoredScopes(list.filter((s) => typeof s === 'string').join(' ')) : [];
}

/** Adds `scopes` to what the account approved for the client. */
export async function recordConsent(
  db: Queryable,
  userId: number,
  clientId: string,
  scopes: readonly OAuthScope[],
): Promise<void> {
  await db.query(
    `insert into oauth_consents (user_id, client_id, scopes) values ($1, $2, $3::jsonb)
     on conflict (user_id, client_id) do update
       set scopes = (select jsonb_agg(distinct s) from jsonb_array_elements(oauth_consents.scopes || excluded.scopes) s),
           updated_at = now()`,
    [userId, clientId, JSON.stringify(scopes)],
  );
}
