import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Db } from '@/server/db';

import { openTestDatabase } from './harness';

/**
 * Issue 40: PGlite's statements go to the database in one exchange, their
 * parameters as text typed by PostgreSQL (server/db/pglite.ts), as the pg
 * driver sends them: both drivers read and write the same values, and
 * PGlite's still wait for a transaction in progress.
 */
for (const driver of ['pglite', 'pg'] as const) {
  describe(`the database driver [${driver}]`, () => {
    let db: Db;
    beforeAll(async () => {
      db = await openTestDatabase(driver);
    });
    afterAll(async () => {
      await db?.close();
    });

    it('parameters of every kind the api sends arrive as the values they are, and rows come back typed', async () => {
      const at = new Date('2026-03-04T05:06:07.089Z');
      const { rows } = await db.query<Record<string, unknown>>(
        `select $1::text[] as list, $2::timestamptz as at, $3::jsonb as doc, $4::boolean as yes, $5::boolean as no,
                $6::int as n, $7::bigint as big, $8::text as nothing, $9::text as plain, $10::text[] as empty,
                $11 = 'a''b' as inferred`,
        [
          ['email', 'a "quoted" \\ back', null, 'comma,{brace}'],
          at,
          { a: 1, b: ['x'] },
          true,
          false,
          42,
          '12345678901',
          null,
          'ünïcode ✓',
          [],
          "a'b",
        ],
      );
      expect(rows[0]).toEqual({
        list: ['email', 'a "quoted" \\ back', null, 'comma,{brace}'],
        at,
        doc: { a: 1, b: ['x'] },
        yes: true,
        no: false,
        n: 42,
        // int8: a string from pg, a number from PGlite, as before
        big: driver === 'pg' ? '12345678901' : 12345678901,
        nothing: null,
        plain: 'ünïcode ✓',
        empty: [],
        inferred: true,
      });
    });

    it('a failed statement throws its error and leaves the connection usable', async () => {
      await expect(db.query('select 1 / $1::int as x', [0])).rejects.toThrow(/division by zero/);
      expect((await db.query<{ x: number }>('select $1::int + 1 as x', [1])).rows).toEqual([{ x: 2 }]);
    });

    it('a statement outside a transaction in progress waits for it, and never sees its rows before the commit', async () => {
      await db.exec('create table driver_probe (n int)');
      let release!: () => void;
      const held = new Promise<void>((r) => {
        release = r;
      });
      let begun!: () => void;
      const inside = new Promise<void>((r) => {
        begun = r;
      });
      const tx = db.transaction(async (t) => {
        await t.query('insert into driver_probe (n) values ($1)', [1]);
        begun();
        await held;
        await t.query('insert into driver_probe (n) values ($1)', [2]);
      });
      await inside;
      const seen = db.query<{ n: number }>('select count(*)::int as n from driver_probe');
      await new Promise((r) => setTimeout(r, 50));
      release();
      await tx;
      // PGlite has one connection: the statement waited for the commit; PostgreSQL's read what was committed
      expect((await seen).rows[0].n).toBe(driver === 'pglite' ? 2 : 0);
    });
  });
}
