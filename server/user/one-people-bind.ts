import type { Queryable } from '../db';

/** SEC-4: the uid bound to the account as the same person, or null. */
export async function boundUid(db: Queryable, userId: string | number): Promise<string | null> {
  const { rows } = await db.query<{ bind_uid: string }>('select bind_uid from one_people_bind where user_id = $1', [
    userId,
  ]);
  return rows[0]?.bind_uid ?? null;
}

export async function uidExists(db: Queryable, uid: string): Promise<boolean> {
  const { rows } = await db.query('select 1 from users where uid = $1', [uid]);
  return rows.length > 0;
}

/** SEC-4: binds `bindUid` to the account, replacing the one bound before. */
export async function bindUid(db: Queryable, userId: string | number, uid: string): Promise<void> {
  await db.query(
    `insert into one_people_bind (user_id, bind_uid) values ($1, $2)
     on conflict (user_id) do update set bind_uid = excluded.bind_uid, updated_at = now()`,
    [userId, uid],
  );
}
