import type { RequestOf } from '@/contract/endpoint';
import type { monitorEvents } from '@/contract/monitor/events';

import type { Queryable } from '../db';

/** SEC-6: events are kept this long; older ones are purged as new ones arrive. */
const KEEP_DAYS = 30;

/** SEC-6: keeps one event of the pages' monitoring client, and forgets those past their time. */
export async function recordMonitorEvent(db: Queryable, event: RequestOf<typeof monitorEvents>): Promise<void> {
  await db.query('delete from monitor_events where created_at < now() - make_interval(days => $1::int)', [KEEP_DAYS]);
  await db.query('insert into monitor_events (name, data, page) values ($1, $2::jsonb, $3)', [
    event.name,
    JSON.stringify(event.data),
    event.page ?? '',
  ]);
}
