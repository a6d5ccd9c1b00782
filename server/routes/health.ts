import type { FastifyInstance } from 'fastify';

import type { Db } from '../db';
import { fail, ok } from '../envelope';

/** GET /x-api/health: the process answers and the database does too. */
export async function healthRoutes(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  app.get('/health', async (_req, reply) => {
    try {
      await db.query('select 1');
      return ok({ status: 'ok', database: db.driver });
    } catch {
      reply.code(503);
      return fail(10503, 'Database unavailable');
    }
  });
}
