import Fastify, { type FastifyInstance } from 'fastify';

import type { Db } from './db';
import { API_ERRORS, fail } from './envelope';
import { loggerOptions } from './logging';
import { healthRoutes } from './routes/health';

export interface AppOptions {
  readonly db: Db;
  readonly logLevel?: string;
  /** where log lines go (stdout by default); tests capture them */
  readonly logStream?: { write(line: string): void };
}

/** The x-api server: every route under /x-api, every answer an envelope. */
export async function buildApp({ db, logLevel = 'info', logStream }: AppOptions): Promise<FastifyInstance> {
  const logger = { ...loggerOptions(logLevel), ...(logStream ? { stream: logStream } : {}) };
  const app = Fastify({ logger, trustProxy: true, bodyLimit: 64 * 1024 });

  app.setNotFoundHandler((_req, reply) => {
    reply.code(404).send(fail(API_ERRORS.notFound.code, API_ERRORS.notFound.message));
  });
  app.setErrorHandler((error: { statusCode?: number }, req, reply) => {
    const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 500;
    if (status >= 500) req.log.error({ err: error }, 'request failed');
    const { code, message } = status >= 500 ? API_ERRORS.internal : API_ERRORS.badRequest;
    reply.code(status).send(fail(code, message));
  });

  await app.register(healthRoutes, { prefix: '/x-api', db });
  return app;
}
