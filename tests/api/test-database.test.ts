import { randomBytes } from 'node:crypto';

import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import { openDatabase, type Db } from '@/server/db';

import { openTestDatabase, type Driver } from './harness';

/** A database migrated and seeded the way the server does it at start, from empty. */
async function openMigratedFromEmpty(driver: Driver): Promise<Db> {
  if (driver === 'pglite') return openDatabase({ databaseUrl: undefined, dataDir: '' }, { memory: true });
  const adminUrl = inject('databaseUrl');
  const name = `api_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return openDatabase({ databaseUrl: url.toString(), dataDir: '' });
}

/** What the schema is made of, and what the migrations and the seed left in it. */
async function describeSchema(db: Db) {
  const rows = async (sql: string) => (await db.query<Record<string, unknown>>(sql)).rows;
  const tables = await rows(
    "select table_name from information_schema.tables where table_schema = 'public' order by table_name",
  );
  const counts: Record<string, number> = {};
  for (const { table_name: table } of tables) {
    const [{ n }] = await rows(`select count(*)::int as n from "${String(table)}"`);
    counts[String(table)] = Number(n);
  }
  return {
    columns: await rows(
      `select table_name, column_name, data_type, column_default, is_nullable from information_schema.columns
       where table_schema = 'public' order by table_name, column_name`,
    ),
    indexes: await rows("select tablename, indexname, indexdef from pg_indexes where schemaname = 'public' order by 2"),
    constraints: await rows(
      `select conrelid::regclass::text as tbl, conname, pg_get_constraintdef(oid) as def from pg_constraint
       where connamespace = 'public'::regnamespace order by 1, 2`,
    ),
    sequences: await rows("select sequencename, last_value from pg_sequences where schemaname = 'public' order by 1"),
    migrations: await rows('select version, name from schema_migrations order by version'),
    counts,
  };
}

for (const driver of ['pglite', 'pg'] as const) {
  describe(`a test database [${driver}]`, () => {
    let copied: Db;
    let migrated: Db;
    beforeAll(async () => {
      copied = await openTestDatabase(driver);
      migrated = await openMigratedFromEmpty(driver);
    });
    afterAll(async () => {
      await copied?.close();
      await migrated?.close();
    });

    it('is the database the server migrates and seeds from empty: same tables, columns, indexes, constraints, migrations and rows', async () => {
      const expected = await describeSchema(migrated);
      expect(expected.migrations.length).toBeGreaterThan(20);
      expect(expected.counts.countries).toBeGreaterThan(0);
      expect(await describeSchema(copied)).toEqual(expected);
    });
  });
}
