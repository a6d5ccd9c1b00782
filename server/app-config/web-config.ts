import type { Queryable } from '../db';

/** UI-6: the project the web reads, and the one a request without `project` gets. */
export const WEB_PROJECT = 'web';

export interface ConfigEntry {
  name: string;
  value: string;
}

/** UI-6: the entries of a project, by name; only the named keys when `keys` is given. */
export async function readConfigEntries(
  db: Queryable,
  project: string,
  keys: readonly string[] | undefined,
): Promise<ConfigEntry[]> {
  const { rows } = await db.query<ConfigEntry>(
    `select name, value from app_config
      where project = $1 and ($2::jsonb is null or name in (select jsonb_array_elements_text($2::jsonb)))
      order by name`,
    [project, keys ? JSON.stringify(keys) : null],
  );
  return rows;
}

/** One entry of a project; undefined when it has none. */
export async function readConfigValue(db: Queryable, project: string, name: string): Promise<string | undefined> {
  const { rows } = await db.query<{ value: string }>('select value from app_config where project = $1 and name = $2', [
    project,
    name,
  ]);
  return rows[0]?.value;
}

/** Rows in the order of the requested keys (duplicates once), or as they are when no keys were asked for. */
export function inKeyOrder<T>(rows: readonly T[], keyOf: (row: T) => string, keys: readonly string[] | undefined): T[] {
  if (!keys) return [...rows];
  const byKey = new Map(rows.map((r) => [keyOf(r), r]));
  return [...new Set(keys)].flatMap((k) => {
    const row = byKey.get(k);
    return row ? [row] : [];
  });
}
