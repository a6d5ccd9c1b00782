import { accessSync, constants, existsSync, mkdirSync, rmSync, statfsSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** PGlite needs room for its files and write-ahead log; below this the api does not start. */
export const MIN_FREE_BYTES = 64 * 1024 * 1024;
/** A running api with less room than this is not ready (PGlite fails its next WAL segment). */
export const READY_MIN_FREE_BYTES = 16 * 1024 * 1024;

export interface StorageFs {
  mkdirSync(dir: string, options: { recursive: true }): unknown;
  existsSync(file: string): boolean;
  /** throws when `dir` cannot be written (W_OK) */
  accessSync(dir: string, mode: number): void;
  writeFileSync(file: string, data: string): void;
  rmSync(file: string, options: { force: true }): void;
  statfsSync(dir: string): { bavail: number | bigint; bsize: number | bigint };
}

const nodeFs: StorageFs = { mkdirSync, existsSync, accessSync, writeFileSync, rmSync, statfsSync };

/**
 * Why a directory could not be made: a read-only mount answers `mkdir` with
 * ENOENT; asking the nearest existing parent whether it can be written
 * gives the real cause (EROFS, EACCES).
 */
function realCause(error: unknown, where: string, fs: StorageFs): unknown {
  if (code(error) !== 'ENOENT') return error;
  let parent = path.dirname(where);
  while (!fs.existsSync(parent) && parent !== path.dirname(parent)) parent = path.dirname(parent);
  try {
    fs.accessSync(parent, constants.W_OK);
  } catch (cause) {
    return cause;
  }
  return error;
}

function code(error: unknown): string {
  const e = error as { code?: unknown; errno?: unknown };
  if (typeof e?.code === 'string') return e.code;
  // PGlite's emscripten file system reports errno numbers (51 is ENOSPC there)
  if (e?.errno === 51) return 'ENOSPC';
  return '';
}

/**
 * DATA_DIR before anything opens it: it can be made, written and has room.
 * Throws one line that names the directory and the cause, instead of the
 * `ENOENT mkdir` or `ErrnoError errno 51` PGlite would die with later.
 */
export function checkDataDir(dir: string, fs: StorageFs = nodeFs, minFreeBytes: number = MIN_FREE_BYTES): void {
  const where = path.resolve(dir);
  try {
    fs.mkdirSync(where, { recursive: true });
    const probe = path.join(where, `.write-probe-${process.pid}`);
    fs.writeFileSync(probe, 'ok');
    fs.rmSync(probe, { force: true });
  } catch (error) {
    throw new Error(storageMessage(realCause(error, where, fs), where));
  }
  const { bavail, bsize } = fs.statfsSync(where);
  const free = Number(bavail) * Number(bsize);
  if (free < minFreeBytes) {
    throw new Error(
      `DATA_DIR ${where} has ${Math.floor(free / 1024 / 1024)} MB free; the embedded database needs at least ${minFreeBytes / 1024 / 1024} MB`,
    );
  }
}

function storageMessage(error: unknown, where: string): string {
  switch (code(error)) {
    case 'ENOSPC':
      return `DATA_DIR ${where} is full: free some space or point DATA_DIR elsewhere`;
    case 'EROFS':
      return `DATA_DIR ${where} is on a read-only file system: point DATA_DIR at a writable directory`;
    case 'EACCES':
    case 'EPERM':
      return `DATA_DIR ${where} cannot be written by this user: fix its permissions or point DATA_DIR elsewhere`;
    case 'ENOTDIR':
    case 'EEXIST':
      return `DATA_DIR ${where} is not a directory`;
    default:
      return `DATA_DIR ${where} cannot be used: ${(error as Error)?.message ?? String(error)}`;
  }
}

/** A DATABASE_URL without its password, fit for a log line. */
function redactUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return '(unparsable URL)';
  }
}

/**
 * Why the api could not start, in one line: storage (full, read-only, not
 * writable) or the Postgres server (unreachable, unknown host, refused
 * credentials, no such database); otherwise the error's own message.
 */
export function startupFailureMessage(error: unknown, config: { databaseUrl?: string; dataDir: string }): string {
  const e = error as { code?: unknown; message?: unknown };
  const message = typeof e?.message === 'string' ? e.message : String(error);
  if (message.startsWith('DATA_DIR ')) return message;
  const db = config.databaseUrl ? `DATABASE_URL ${redactUrl(config.databaseUrl)}` : null;
  const errCode = code(error);
  if (db) {
    if (errCode === 'ECONNREFUSED') return `${db}: nothing answers there (is PostgreSQL running?)`;
    if (errCode === 'ENOTFOUND' || errCode === 'EAI_AGAIN') return `${db}: the host name does not resolve`;
    if (errCode === 'ETIMEDOUT') return `${db}: the server did not answer in time`;
    if (errCode === '28P01' || errCode === '28000') return `${db}: the server refused the user name or password`;
    if (errCode === '3D000') return `${db}: the database does not exist`;
  }
  if (['ENOSPC', 'EROFS', 'EACCES', 'EPERM'].includes(errCode))
    return storageMessage(error, path.resolve(config.dataDir));
  return message;
}
