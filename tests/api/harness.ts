import { randomBytes } from 'node:crypto';

import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, inject } from 'vitest';

import { buildApp } from '@/server/app';
import { openDatabase, type Db } from '@/server/db';

export type Driver = 'pglite' | 'pg';

export interface ApiHarness {
  app: FastifyInstance;
  db: Db;
}

/** A fresh database on the shared Postgres server, so files never share state. */
async function createPgDatabase(): Promise<string> {
  const adminUrl = inject('databaseUrl');
  const name = `api_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
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
        harness.db =
          driver === 'pglite'
            ? await openDatabase({ databaseUrl: undefined, dataDir: '' }, { memory: true })
            : await openDatabase({ databaseUrl: await createPgDatabase(), dataDir: '' });
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
