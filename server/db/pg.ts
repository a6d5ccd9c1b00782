import { createHash } from 'node:crypto';

import pg from 'pg';

import type { Db, Queryable } from './types';

/**
 * A statement's name on the server: the same text is parsed and planned once
 * per connection, then only bound and run (issue 40: a login's dozen
 * statements, each parsed again, were a tenth of PostgreSQL's work per login).
 * Named by the text's digest, so two texts never share a name. The api's
 * texts are fixed; past MAX_NAMED distinct ones (a text built from data would
 * be one each time) the rest go unnamed, as before, so neither this map nor
 * the server's statements per connection grow without end.
 */
const MAX_NAMED = 500;
const names = new Map<string, string>();
export function statementName(sql: string): string | undefined {
  let name = names.get(sql);
  if (name === undefined && names.size < MAX_NAMED) {
    name = `s${createHash('sha256').update(sql).digest('base64url').slice(0, 24)}`;
    names.set(sql, name);
  }
  return name;
}

function wrap(conn: pg.Pool | pg.PoolClient): Queryable {
  return {
    async query<Row>(sql: string, params: readonly unknown[] = []) {
      const result = await conn.query({ name: statementName(sql), text: sql, values: [...params] });
      return { rows: result.rows as Row[] };
    },
    async exec(sql: string) {
      // several statements in one text (migrations) go as a simple query, which cannot be prepared
      await conn.query(sql);
    },
  };
}
/** A Postgres server reached through DATABASE_URL. */
export async function openPg(connectionString: string): Promise<Db> {
  const pool = new pg.Pool({ connectionString, max: 10 });
  await pool.query('select 1');
  return {
    driver: 'pg',
    ...wrap(pool),
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const result = await work(wrap(client));
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback');
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
