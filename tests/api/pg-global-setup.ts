/**
 * The api tests run against both storage drivers. The `pg` driver needs a
 * Postgres server: TEST_DATABASE_URL when given (CI starts Debian's
 * PostgreSQL), else a throwaway cluster started here from the local
 * PostgreSQL binaries and removed afterwards. It also builds the migrated,
 * seeded database every test file copies (tests/api/database-templates.ts).
 */
import type { TestProject } from 'vitest/node';

import { startThrowawayPostgres } from '../../scripts/throwaway-postgres';
import { buildDatabaseTemplates } from './database-templates';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const postgres = await startServer();
  const templates = await buildDatabaseTemplates(postgres.url).catch(async (error: unknown) => {
    await postgres.stop();
    throw error;
  });
  project.provide('databaseUrl', postgres.url);
  project.provide('pgliteImage', templates.pgliteImage);
  project.provide('pgTemplate', templates.pgTemplate);
  return async () => {
    await templates.remove();
    await postgres.stop();
  };
}

/** The server's admin url, and what stops it when it was started here. */
async function startServer(): Promise<{ url: string; stop: () => Promise<void> }> {
  if (process.env.TEST_DATABASE_URL) {
    return { url: process.env.TEST_DATABASE_URL, stop: async () => {} };
  }
  return startThrowawayPostgres(
    'The api tests need PostgreSQL for the pg driver: set TEST_DATABASE_URL, or install it (apt-get install postgresql).',
  );
}

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string;
    pgliteImage: string;
    pgTemplate: string;
  }
}
