import { mkdirSync } from 'node:fs';

import { parse, PGlite, protocol } from '@electric-sql/pglite';

import type { Db, QueryResult, Queryable } from './types';

function wrap(conn: Pick<PGlite, 'query' | 'exec'>): Queryable {
  return {
    async query<Row>(sql: string, params: readonly unknown[] = []) {
      const result = await conn.query<Row>(sql, [...params]);
      return { rows: result.rows };
    },
    async exec(sql: string) {
      await conn.exec(sql);
    },
  };
}

/** An array as a PostgreSQL array literal: every element quoted, NULL for null (what node-postgres sends). */
function arrayLiteral(values: readonly unknown[]): string {
  const items = values.map((v) => {
    if (v === null || v === undefined) return 'NULL';
    if (Array.isArray(v)) return arrayLiteral(v);
    const text = paramText(v) ?? '';
    return `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
  });
  return `{${items.join(',')}}`;
}

/**
 * A parameter as the text PostgreSQL reads for the type it infers from the
 * statement, as node-postgres sends it (the pg driver, so both drivers pass
 * the same text): dates as ISO instants, arrays as array literals, bytes as
 * bytea hex, other objects as JSON, the rest as their string.
 */
function paramText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (value instanceof Uint8Array) return `\\x${Buffer.from(value).toString('hex')}`;
  if (Array.isArray(value)) return arrayLiteral(value);
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

function concat(parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

/**
 * One statement outside a transaction in a single exchange with the
 * database (issue 40): parse, bind, describe, execute and sync sent
 * together, parameters in text with their types inferred by PostgreSQL, as
 * node-postgres does. PGlite's own `query` asks for the parameter types
 * first and takes six exchanges; a login's dozen statements spent most of
 * the database's time on the api's thread in them. It holds the same locks
 * as `query` (no transaction open, one statement at a time) and reads the
 * rows with PGlite's parsers.
 */
async function queryAtOnce<Row>(pg: PGlite, sql: string, params: readonly unknown[]): Promise<QueryResult<Row>> {
  const { serialize } = protocol;
  const message = concat([
    serialize.parse({ text: sql }),
    serialize.bind({ values: params.map(paramText) }),
    serialize.describe({ type: 'P' }),
    serialize.execute({}),
    serialize.sync(),
  ]);
  const { messages } = await pg._runExclusiveTransaction(() => pg._runExclusiveQuery(() => pg.execProtocol(message)));
  const [result] = parse.parseResults(messages, pg.parsers);
  return { rows: (result?.rows ?? []) as Row[] };
}

/** The storage interface over a started PGlite. */
export function pgliteDb(pg: PGlite): Db {
  return {
    driver: 'pglite',
    query: (sql, params = []) => queryAtOnce(pg, sql, params),
    exec: async (sql) => {
      await pg.exec(sql);
    },
    transaction: (work) => pg.transaction((tx) => work(wrap(tx))),
    close: () => pg.close(),
  };
}

/**
 * Embedded Postgres: under `dataDir` on disk, or in memory when dataDir is
 * null. An in-memory one starts from `image` when given (a `dumpDataDir`
 * tarball): the api tests copy one migrated database instead of paying
 * initdb and the migrations in every file.
 */
export async function openPglite(dataDir: string | null, image?: Blob): Promise<Db> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const pg = dataDir ? new PGlite(dataDir) : image ? new PGlite({ loadDataDir: image }) : new PGlite();
  await pg.waitReady;
  return pgliteDb(pg);
}
