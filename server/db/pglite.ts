import { mkdirSync } from 'node:fs';

import { PGlite } from '@electric-sql/pglite';

import type { Db, Queryable } from './types';

function wrap(conn: Pick<PGlite, 'query' | 'exec'>): Queryable {
  return {
    async query<Row>(sql: string, params: readonly unknown[] = []) {
      const result = await conn.query<Row>(sql, [...params]);
      return { rows: result.rows };
    },
    async exec(sql: string) {
      await conn.exec(sql);
    },
  };
}

/** Embedded Postgres: under `dataDir` on disk, or in memory when dataDir is null. */
export async function openPglite(dataDir: string | null): Promise<Db> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const pg = dataDir ? new PGlite(dataDir) : new PGlite();
  await pg.waitReady;
  return {
    driver: 'pglite',
    ...wrap(pg),
    transaction: (work) => pg.transaction((tx) => work(wrap(tx))),
    close: () => pg.close(),
  };
}
