import pg from 'pg';

import type { Db, Queryable } from './types';

function wrap(conn: pg.Pool | pg.PoolClient): Queryable {
  return {
    async query<Row>(sql: string, params: readonly unknown[] = []) {
      const result = await conn.query(sql, [...params]);
      return { rows: result.rows as Row[] };
    },
    async exec(sql: string) {
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
