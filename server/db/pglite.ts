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

/** The storage interface over a started PGlite. */
export function pgliteDb(pg: PGlite): Db {
  return {
    driver: 'pglite',
    ...wrap(pg),
    transaction: (work) => pg.transaction((tx) => work(wrap(tx))),
    close: () => pg.close(),
  };
}

/**
 * Embedded Postgres: under `dataDir` on disk, or in memory when dataDir is
 * null. An in-memory one starts from `image` when given (a `dumpDataDir`
 * tarball): the api tests copy one migrated database instead of paying
 * initdb and the migrations in every file.
 */
export async function openPglite(dataDir: string | null, image?: Blob): Promise<Db> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const pg = dataDir ? new PGlite(dataDir) : image ? new PGlite({ loadDataDir: image }) : new PGlite();
  await pg.waitReady;
  return pgliteDb(pg);
}
