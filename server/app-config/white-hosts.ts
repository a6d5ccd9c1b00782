import type { Queryable } from '../db';
import { readConfigValue, WEB_PROJECT } from './web-config';

/** The string list held by a config value, or [] when it is not a JSON list of strings. */
export function parseHostList(value: string | undefined): string[] {
  if (!value) return [];
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) ? parsed.filter((h): h is string => typeof h === 'string' && h.length > 0) : [];
  } catch {
    return [];
  }
}

/** REDIR-8: the origins of the white_hosts table, then those of the web project's white_hosts key, once each. */
export async function readWhiteHosts(db: Queryable): Promise<string[]> {
  const [configured, table] = await Promise.all([
    readConfigValue(db, WEB_PROJECT, 'white_hosts'),
    db.query<{ host: string }>('select host from white_hosts order by host'),
  ]);
  return [...new Set([...table.rows.map((r) => r.host), ...parseHostList(configured)])];
}
