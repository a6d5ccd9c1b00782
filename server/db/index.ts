import path from 'node:path';

import type { ApiConfig } from '../config';
import { migrate } from './migrate';
import { openPg } from './pg';
import { openPglite } from './pglite';
import { seed } from './seed';
import type { Db } from './types';

export type { Db, Queryable } from './types';

/** DATA_DIR value that keeps the embedded database in memory (tests, e2e). */
export const MEMORY_DATA_DIR = ':memory:';

/**
 * The configured database, migrated and seeded: DATABASE_URL when set, else
 * PGlite under DATA_DIR; `memory` forces an in-memory PGlite (tests).
 */
export async function openDatabase(
  config: Pick<ApiConfig, 'databaseUrl' | 'dataDir'>,
  options: { memory?: boolean } = {},
): Promise<Db> {
  const db = config.databaseUrl
    ? await openPg(config.databaseUrl)
    : await openPglite(
        options.memory || config.dataDir === MEMORY_DATA_DIR ? null : path.resolve(config.dataDir, 'pglite'),
      );
  await migrate(db);
  await seed(db);
  return db;
}
