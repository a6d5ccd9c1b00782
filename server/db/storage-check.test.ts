import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { checkDataDir, MIN_FREE_BYTES, startupFailureMessage, type StorageFs } from '@/server/db/storage-check';

const errno = (code: string, message = code) => Object.assign(new Error(message), { code });

function fakeFs(overrides: Partial<StorageFs>): StorageFs {
  return {
    mkdirSync: () => undefined,
    existsSync: () => true,
    accessSync: () => undefined,
    writeFileSync: () => undefined,
    rmSync: () => undefined,
    statfsSync: () => ({ bavail: 1_000_000, bsize: 4096 }),
    ...overrides,
  };
}

describe('DATA_DIR at start-up', () => {
  it('a writable directory with room passes, and the probe file is gone afterwards', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'data-dir-'));
    try {
      expect(() => checkDataDir(path.join(dir, 'nested'))).not.toThrow();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('a path that is a file is named as not a directory', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'data-dir-'));
    const file = path.join(dir, 'taken');
    writeFileSync(file, 'x');
    try {
      expect(() => checkDataDir(path.join(file, 'pglite'))).toThrow(/^DATA_DIR .*taken\/pglite is not a directory$/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it.each([
    ['EROFS', /is on a read-only file system/],
    ['EACCES', /cannot be written by this user/],
    ['ENOSPC', /is full/],
  ])('a write refused with %s says so in one line', (code, said) => {
    const fs = fakeFs({
      writeFileSync: () => {
        throw errno(code);
      },
    });
    expect(() => checkDataDir('/srv/data', fs)).toThrow(said);
  });

  it('a read-only mount, which answers mkdir with ENOENT, is named as read-only', () => {
    const fs = fakeFs({
      mkdirSync: () => {
        throw errno('ENOENT', "ENOENT: no such file or directory, mkdir '/mnt/ro/data'");
      },
      existsSync: (file) => file === '/mnt/ro' || file === '/mnt' || file === '/',
      accessSync: (dir) => {
        if (dir === '/mnt/ro') throw errno('EROFS');
      },
    });
    expect(() => checkDataDir('/mnt/ro/data', fs)).toThrow('DATA_DIR /mnt/ro/data is on a read-only file system');
  });

  it('too little free space is refused with the figure', () => {
    const fs = fakeFs({ statfsSync: () => ({ bavail: 10, bsize: 4096 }) });
    expect(() => checkDataDir('/srv/data', fs)).toThrow(
      `DATA_DIR /srv/data has 0 MB free; the embedded database needs at least ${MIN_FREE_BYTES / 1024 / 1024} MB`,
    );
  });
});

describe('startupFailureMessage', () => {
  const pg = { databaseUrl: 'postgres://app:s3cret@db.internal:5432/exchange', dataDir: '.data' };

  it.each([
    ['ECONNREFUSED', 'nothing answers there'],
    ['ENOTFOUND', 'the host name does not resolve'],
    ['28P01', 'refused the user name or password'],
    ['3D000', 'the database does not exist'],
  ])('a Postgres failure %s names DATABASE_URL without its password', (code, said) => {
    const line = startupFailureMessage(errno(code), pg);
    expect(line).toContain('DATABASE_URL postgres://app:***@db.internal:5432/exchange');
    expect(line).toContain(said);
    expect(line).not.toContain('s3cret');
    expect(line).not.toContain('\n');
  });

  it("PGlite's errno 51 (its file system's ENOSPC) is a full DATA_DIR", () => {
    const error = Object.assign(new Error('ErrnoError'), { errno: 51 });
    expect(startupFailureMessage(error, { dataDir: '/srv/data' })).toBe(
      'DATA_DIR /srv/data is full: free some space or point DATA_DIR elsewhere',
    );
  });

  it('anything else keeps its own message', () => {
    expect(startupFailureMessage(new Error('RSA_PRIVATE_KEY is required in production'), { dataDir: '.data' })).toBe(
      'RSA_PRIVATE_KEY is required in production',
    );
  });
});
