/**
 * A throwaway PostgreSQL cluster from the local binaries (Debian's
 * /usr/lib/postgresql/<version>/bin), on a free port, removed when stopped:
 * the api tests' `pg` driver (tests/api/pg-global-setup.ts) and the login
 * bench (scripts/bench-logins.ts) when no server is given.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';

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

/** A TCP port nothing listens on at the moment of asking. */
export function freePort(): Promise<number> {
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

/**
 * Starts a cluster (trust authentication, superuser `postgres`); its admin
 * url and what stops it and removes its files. `missing` is the error's text
 * when PostgreSQL is not installed.
 */
export async function startThrowawayPostgres(
  missing: string,
): Promise<{ url: string; stop: () => Promise<void>; serverPid: () => number | null }> {
  const bin = findPgBin();
  if (!bin) throw new Error(missing);
  const asRoot = process.getuid?.() === 0;
  const wrap = (cmd: string, args: string[]): [string, string[]] =>
    asRoot ? ['runuser', ['-u', 'postgres', '--', cmd, ...args]] : [cmd, args];
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'api-test-pg-'));
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
  const server: ChildProcess = spawn(cmd, args, { stdio: 'ignore' });
  server.unref();
  await waitForPort(port, 20_000);
  const stop = async () => {
    if (server.exitCode === null) {
      const exited = new Promise((r) => server.once('exit', r));
      const [stopCmd, stopArgs] = wrap(path.join(bin, 'pg_ctl'), ['-D', dataDir, 'stop', '-m', 'fast', '-w']);
      execFileSync(stopCmd, stopArgs, { stdio: 'ignore' });
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  // the postmaster's pid is the first line of its pid file (the spawned process may be runuser's)
  const serverPid = () => {
    try {
      return Number(readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]) || null;
    } catch {
      return null;
    }
  };
  return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, stop, serverPid };
}
