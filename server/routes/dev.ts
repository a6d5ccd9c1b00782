import type { FastifyInstance } from 'fastify';

import { readOutbox } from '../accounts/outbox';
import { ok } from '../envelope';
import type { RouteDeps } from './deps';

/**
 * Development helpers under /x-api/dev, registered only when dev routes are
 * on (outside production, or API_DEV_ROUTES=1); otherwise these paths are
 * plain 404 envelopes.
 */
export async function devRoutes(app: FastifyInstance, { db, accounts }: RouteDeps): Promise<void> {
  if (!accounts.devRoutes) return;

  /** The mails and SMS the api sent, newest first; `to` filters by recipient (email or +{dial}{digits}). */
  app.get<{ Querystring: { to?: string; limit?: number } }>(
    '/dev/outbox',
    {
      schema: {
        querystring: {
          type: 'object',
          properties: {
            to: { type: 'string', maxLength: 128 },
            limit: { type: 'integer', minimum: 1, maximum: 200 },
          },
        },
      },
    },
    async (req) => {
      const raw = req.query.to?.trim();
      // a '+' in a query string arrives as a space: digits alone are a mobile number
      const digits = raw?.replace(/[\s().+-]/g, '');
      const to = !raw
        ? undefined
        : raw.includes('@')
          ? raw.toLowerCase()
          : /^[0-9]+$/.test(digits ?? '')
            ? `+${digits}`
            : raw;
      return ok({ list: await readOutbox(db, to, req.query.limit ?? 50) });
    },
  );
}
