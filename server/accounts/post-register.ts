import type { Queryable } from '../db';

/** REG-11: a partner's report on a new account (cabital), kept with the account. */
export async function recordPostRegisterEvent(
  db: Queryable,
  userId: string | number,
  event: { readonly channel: string; readonly uuid: string; readonly status: string },
): Promise<void> {
  await db.query('insert into post_register_events (user_id, channel, uuid, status) values ($1, $2, $3, $4)', [
    userId,
    event.channel,
    event.uuid,
    event.status,
  ]);
}
