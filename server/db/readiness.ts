import type { Queryable } from './types';

/** Health: the database answers a read; throws when it does not. */
export async function probeRead(db: Queryable): Promise<void> {
  await db.query('select 1');
}

/** Health: the database takes a write (one row updated in place, so probes never grow a table); throws when it does not. */
export async function probeWrite(db: Queryable): Promise<void> {
  await db.query('update health_probe set checked_at = now() where id = 1');
}
