/**
 * The api tests run against both storage drivers. The `pg` driver needs a
 * Postgres server: TEST_DATABASE_URL when given (CI starts Debian's
 * PostgreSQL), else a throwaway cluster started here from the local
 * PostgreSQL binaries and removed afterwards. It also builds the migrated,
 * seeded database every test file copies (tests/api/database-templates.ts).
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, chmodSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';

import type { TestProject } from 'vitest/node';

import { buildDatabaseTemplates } from './database-templates';

function findPgBin(): string | null {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root).sort((a, b) => Number(b) - Number(a));
  for (const v of versions) {
    const bin = path.join(root, v, 'bin');
    if (existsSync(path.join(bin, 'initdb'))) return bin;
  }
  return null;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

async function waitForPort(port: number, timeoutMs: number): Promise<void> {
  const { Client } = await import('pg');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const client = new Client({ host: '127.0.0.1', port, user: 'postgres', database: 'postgres' });
    try {
      await client.connect();
      await client.end();
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((r) => setTimeout(r, 200));
    }
  }
}

let server: ChildProcess | null = null;
let dataDir: string | null = null;

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
  const bin = findPgBin();
  if (!bin) {
    throw new Error(
      'The api tests need PostgreSQL for the pg driver: set TEST_DATABASE_URL, or install it (apt-get install postgresql).',
    );
  }
  const asRoot = process.getuid?.() === 0;
  const wrap = (cmd: string, args: string[]): [string, string[]] =>
    asRoot ? ['runuser', ['-u', 'postgres', '--', cmd, ...args]] : [cmd, args];
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'api-test-pg-'));
  chmodSync(dataDir, 0o777);
  if (asRoot) execFileSync('chown', ['postgres:postgres', dataDir]);
  const [initCmd, initArgs] = wrap(path.join(bin, 'initdb'), [
    '-D',
    dataDir,
    '-U',
    'postgres',
    '--auth=trust',
    '-E',
    'UTF8',
  ]);
  execFileSync(initCmd, initArgs, { stdio: 'ignore' });
  const port = await freePort();
  const [cmd, args] = wrap(path.join(bin, 'postgres'), [
    '-D',
    dataDir,
    '-p',
    String(port),
    '-h',
    '127.0.0.1',
    '-k',
    dataDir,
  ]);
  server = spawn(cmd, args, { stdio: 'ignore' });
  server.unref();
  await waitForPort(port, 20_000);
  const stop = async () => {
    const running = server;
    if (running && running.exitCode === null && dataDir) {
      const exited = new Promise((r) => running.once('exit', r));
      const [stopCmd, stopArgs] = wrap(path.join(bin, 'pg_ctl'), ['-D', dataDir, 'stop', '-m', 'fast', '-w']);
      execFileSync(stopCmd, stopArgs, { stdio: 'ignore' });
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
    }
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  };
  return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, stop };
}

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string;
    pgliteImage: string;
    pgTemplate: string;
  }
}
