import type { FastifyInstance } from 'fastify';

import { health } from '@/contract/health/health';
import { RET_CODES } from '@/contract/ret-codes';

import type { Db } from '../db';
import { probeRead, probeWrite } from '../db/readiness';
import { checkDataDir, READY_MIN_FREE_BYTES } from '../db/storage-check';
import { fail, ok } from '../envelope';
import { route } from './contract-route';

export const HEALTH_ERRORS = {
  unreadable: { code: RET_CODES.databaseUnavailable, message: 'Database unavailable' },
  unwritable: { code: RET_CODES.storageReadOnly, message: 'Storage cannot be written' },
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
  route(app, health, {}, async (req, reply) => {
    try {
      await probeRead(db);
    } catch {
      reply.code(503);
      return fail(HEALTH_ERRORS.unreadable.code, HEALTH_ERRORS.unreadable.message);
    }
    try {
      if (storageDir) checkDataDir(storageDir, undefined, READY_MIN_FREE_BYTES);
      await probeWrite(db);
    } catch (error) {
      req.log.error({ err: error }, 'storage cannot be written');
      reply.code(503);
      return fail(HEALTH_ERRORS.unwritable.code, HEALTH_ERRORS.unwritable.message);
    }
    return ok({ status: 'ok', database: db.driver });
  });
}
