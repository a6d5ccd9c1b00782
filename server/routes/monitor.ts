import type { FastifyInstance } from 'fastify';

import { monitorEvents } from '@/contract/monitor/events';
import { RET_CODES } from '@/contract/ret-codes';

import { attemptRank, recordAttempt } from '../accounts/attempts';
import { fail, ok } from '../envelope';
import { recordMonitorEvent } from '../monitor/events';
import { route } from './contract-route';
import type { RouteDeps } from './deps';

/** SEC-6: events one client address may report in 10 minutes, as a multiple of the login limit (API_IP_LIMIT). */
const EVENTS_PER_IP_LIMIT = 2;

export const MONITOR_ERRORS = {
  tooMany: { code: RET_CODES.ipLimit, message: 'Too many events from this network, try again later' },
} as const;

/**
 * SEC-6: the collector of the pages' monitoring client (a script that did not
 * load, a slow request). Public; each client address is limited, so a page
 * cannot fill the table.
 */
export async function monitorRoutes(app: FastifyInstance, { db, accounts }: RouteDeps): Promise<void> {
  route(app, monitorEvents, {}, async (req) => {
    const attempt = await recordAttempt(db, 'monitor', req.ip);
    if ((await attemptRank(db, 'monitor', req.ip, attempt)) > accounts.ipLimit * EVENTS_PER_IP_LIMIT) {
      return fail(MONITOR_ERRORS.tooMany.code, MONITOR_ERRORS.tooMany.message);
    }
    await recordMonitorEvent(db, req.body);
    // no id: a sequence number would tell anyone how much the site reports
    return ok({});
  });
}
