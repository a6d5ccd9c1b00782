/**
 * One migrated, seeded database built once per run, that every api test
 * file copies instead of building its own: for PGlite an image of its data
 * directory (starting from it takes ~0.5 s, initdb ~3 s, then the
 * migrations), for Postgres a template database that `create database …
 * template` copies. tests/api/harness.ts opens the copies.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

import { openDatabase } from '@/server/db';
import { migrate } from '@/server/db/migrate';
import { pgliteDb } from '@/server/db/pglite';
import { seed } from '@/server/db/seed';

export interface DatabaseTemplates {
  /** A file holding the PGlite data directory (`dumpDataDir('none')`). */
  pgliteImage: string;
  /** The template database's name on the server at `databaseUrl`. */
  pgTemplate: string;
  remove(): Promise<void>;
}

async function buildPgliteImage(file: string): Promise<void> {
  const pglite = new PGlite();
  try {
    const db = pgliteDb(pglite);
    await migrate(db);
    await seed(db);
    // written to the data files, so a copy starts without replaying the log
    await pglite.exec('checkpoint');
    const image = await pglite.dumpDataDir('none');
    writeFileSync(file, Buffer.from(await image.arrayBuffer()));
  } finally {
    await pglite.close();
  }
}

async function adminQuery(adminUrl: string, sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

/** A name of its own per run: two runs may share a server (TEST_DATABASE_URL). */
async function buildPgTemplate(adminUrl: string, name: string): Promise<void> {
  await adminQuery(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  // closed before any copy: Postgres copies a template no one is connected to
  const db = await openDatabase({ databaseUrl: url.toString(), dataDir: '' });
  await db.close();
}

export async function buildDatabaseTemplates(adminUrl: string): Promise<DatabaseTemplates> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'api-test-image-'));
  const pgliteImage = path.join(dir, 'pglite.tar');
  const pgTemplate = `api_template_${randomBytes(6).toString('hex')}`;
  const remove = async () => {
    rmSync(dir, { recursive: true, force: true });
    await adminQuery(adminUrl, `drop database if exists ${pgTemplate}`);
  };
  try {
    await Promise.all([buildPgliteImage(pgliteImage), buildPgTemplate(adminUrl, pgTemplate)]);
  } catch (error) {
    await remove().catch(() => {});
    throw error;
  }
  return { pgliteImage, pgTemplate, remove };
}
