import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import type { Db } from './types';

/** Where the numbered SQL files live: beside this module, or beside the built bundle. */
export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations', import.meta.url));

export interface Migration {
  readonly version: number;
  readonly name: string;
  readonly sql: string;
}

export function readMigrations(dir: string = MIGRATIONS_DIR): Migration[] {
  return readdirSync(dir)
    .filter((f) => /^\d+_[\w-]+\.sql$/.test(f))
    .sort()
    .map((file) => ({
      version: Number(file.split('_')[0]),
      name: file,
      sql: readFileSync(`${dir}/${file}`, 'utf8'),
    }));
}

/** Applies, in order and each in its own transaction, the migrations not yet applied. */
export async function migrate(db: Db, migrations: readonly Migration[] = readMigrations()): Promise<number[]> {
  await db.exec(`create table if not exists schema_migrations (
    version integer primary key,
    name text not null,
    applied_at timestamptz not null default now()
  )`);
  const { rows } = await db.query<{ version: number }>('select version from schema_migrations');
  const done = new Set(rows.map((r) => Number(r.version)));
  const applied: number[] = [];
  for (const m of migrations) {
    if (done.has(m.version)) continue;
    await db.transaction(async (tx) => {
      await tx.exec(m.sql);
      await tx.query('insert into schema_migrations (version, name) values ($1, $2)', [m.version, m.name]);
    });
    applied.push(m.version);
  }
  return applied;
}
