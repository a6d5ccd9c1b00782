import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';

import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, inject } from 'vitest';

import { buildApp } from '@/server/app';
import type { Db } from '@/server/db';
import { openPg } from '@/server/db/pg';
import { openPglite } from '@/server/db/pglite';

export type Driver = 'pglite' | 'pg';

export interface ApiHarness {
  app: FastifyInstance;
  db: Db;
}

/**
 * A fresh database on the shared Postgres server, so files never share
 * state: a copy of the run's migrated, seeded template.
 */
async function createPgDatabase(): Promise<string> {
  const adminUrl = inject('databaseUrl');
  const name = `api_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name} template ${inject('pgTemplate')}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * A fresh migrated, seeded database of its own on `driver`: a copy of the
 * one tests/api/database-templates.ts builds per run, seconds faster than
 * initdb and the migrations in every file. The copy is what openDatabase
 * makes from empty (tests/api/test-database.test.ts), so migrate and seed
 * are not run again: a second seed would move the users' id sequence on.
 */
export async function openTestDatabase(driver: Driver = 'pglite'): Promise<Db> {
  return driver === 'pglite'
    ? openPglite(null, new Blob([readFileSync(inject('pgliteImage'))]))
    : openPg(await createPgDatabase());
}

/**
 * Runs `suite` once per storage driver against a migrated, seeded database
 * and the real Fastify app; requests go over `app.inject` (HTTP semantics,
 * no socket). The X-Country override header is honoured.
 */
export function describeEachDriver(title: string, suite: (h: ApiHarness, driver: Driver) => void): void {
  for (const driver of ['pglite', 'pg'] as const) {
    describe(`${title} [${driver}]`, () => {
      const harness = {} as ApiHarness;
      beforeAll(async () => {
        harness.db = await openTestDatabase(driver);
        // the new-device check is proven by tests of its own (tests/api/second-step.test.ts): here a login is one request
        harness.app = await buildApp({
          db: harness.db,
          logLevel: 'silent',
          countryOverride: true,
          security: { newDeviceCheck: false },
        });
      });
      afterAll(async () => {
        await harness.app?.close();
        await harness.db?.close();
      });
      suite(harness, driver);
    });
  }
}
