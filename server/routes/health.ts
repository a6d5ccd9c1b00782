import type { FastifyInstance } from 'fastify';

import type { Db } from '../db';
import { checkDataDir, READY_MIN_FREE_BYTES } from '../db/storage-check';
import { fail, ok } from '../envelope';

export const HEALTH_ERRORS = {
  unreadable: { code: 10503, message: 'Database unavailable' },
  unwritable: { code: 10507, message: 'Storage cannot be written' },
} as const;

/**
 * GET /x-api/health: ready means the database answers a read and takes a
 * write (one row updated in place), and, for the embedded database, its
 * directory takes a file and has room: PGlite keeps a small write in memory
 * until its log needs a new segment, so a full disk would only show later.
 * Any of these failing is 503, not "ok".
 */
export async function healthRoutes(
  app: FastifyInstance,
  { db, storageDir = null }: { db: Db; storageDir?: string | null },
): Promise<void> {
  app.get('/health', async (req, reply) => {
    try {
      await db.query('select 1');
    } catch {
      reply.code(503);
      return fail(HEALTH_ERRORS.unreadable.code, HEALTH_ERRORS.unreadable.message);
    }
    try {
      if (storageDir) checkDataDir(storageDir, undefined, READY_MIN_FREE_BYTES);
      await db.query('update health_probe set checked_at = now() where id = 1');
    } catch (error) {
      req.log.error({ err: error }, 'storage cannot be written');
      reply.code(503);
      return fail(HEALTH_ERRORS.unwritable.code, HEALTH_ERRORS.unwritable.message);
    }
    return ok({ status: 'ok', database: db.driver });
  });
}
