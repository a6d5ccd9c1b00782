import type { FastifyInstance } from 'fastify';

import type { Db } from '../db';
import { fail, ok } from '../envelope';

export const HEALTH_ERRORS = {
  unreadable: { code: 10503, message: 'Database unavailable' },
  unwritable: { code: 10507, message: 'Storage cannot be written' },
} as const;

/**
 * GET /x-api/health: ready means the database answers a read and takes a
 * write (one row updated in place), so a full disk or a read-only volume
 * is reported as 503, not "ok".
 */
export async function healthRoutes(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  app.get('/health', async (req, reply) => {
    try {
      await db.query('select 1');
    } catch {
      reply.code(503);
      return fail(HEALTH_ERRORS.unreadable.code, HEALTH_ERRORS.unreadable.message);
    }
    try {
      await db.query('update health_probe set checked_at = now() where id = 1');
    } catch (error) {
      req.log.error({ err: error }, 'storage cannot be written');
      reply.code(503);
      return fail(HEALTH_ERRORS.unwritable.code, HEALTH_ERRORS.unwritable.message);
    }
    return ok({ status: 'ok', database: db.driver });
  });
}
