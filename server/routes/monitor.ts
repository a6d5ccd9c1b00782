import type { FastifyInstance } from 'fastify';

import { attemptRank, recordAttempt } from '../accounts/attempts';
import { fail, ok } from '../envelope';
import type { RouteDeps } from './deps';

/** SEC-6: events one client address may report in 10 minutes, as a multiple of the login limit (API_IP_LIMIT). */
const EVENTS_PER_IP_LIMIT = 2;
/** Events are kept this long; older ones are purged as new ones arrive. */
const KEEP_DAYS = 30;

export const MONITOR_ERRORS = {
  tooMany: { code: 31018, message: 'Too many events from this network, try again later' },
} as const;

interface MonitorEventBody {
  name: string;
  data: Record<string, string | number | boolean | null>;
  page?: string;
}

/**
 * SEC-6: the collector of the pages' monitoring client (a script that did not
 * load, a slow request). Public; each client address is limited, so a page
 * cannot fill the table.
 */
export async function monitorRoutes(app: FastifyInstance, { db, accounts }: RouteDeps): Promise<void> {
  app.post<{ Body: MonitorEventBody }>(
    '/monitor/v1/events',
    {
      schema: {
        body: {
          type: 'object',
          required: ['name', 'data'],
          properties: {
            name: { type: 'string', minLength: 1, maxLength: 64 },
            // flat facts only: at most 20 fields, each a short scalar
            data: {
              type: 'object',
              maxProperties: 20,
              propertyNames: { minLength: 1, maxLength: 64 },
              additionalProperties: { type: ['string', 'number', 'boolean', 'null'], maxLength: 512 },
            },
            page: { type: 'string', maxLength: 512 },
          },
        },
      },
    },
    async (req) => {
      const attempt = await recordAttempt(db, 'monitor', req.ip);
      if ((await attemptRank(db, 'monitor', req.ip, attempt)) > accounts.ipLimit * EVENTS_PER_IP_LIMIT) {
        return fail(MONITOR_ERRORS.tooMany.code, MONITOR_ERRORS.tooMany.message);
      }
      await db.query('delete from monitor_events where created_at < now() - make_interval(days => $1::int)', [
        KEEP_DAYS,
      ]);
      await db.query('insert into monitor_events (name, data, page) values ($1, $2::jsonb, $3)', [
        req.body.name,
        JSON.stringify(req.body.data),
        req.body.page ?? '',
      ]);
      // no id: a sequence number would tell anyone how much the site reports
      return ok({});
    },
  );
}
