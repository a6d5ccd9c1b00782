import type { FastifyInstance } from 'fastify';

import { requireUser } from '../auth/guard';
import { fail, ok } from '../envelope';
import type { RouteDeps } from './deps';

interface RcQuery {
  site_id: string;
}

/** CMP-6: the KYC regulation-country config of a site. Private. */
export async function kycRoutes(app: FastifyInstance, { db }: RouteDeps): Promise<void> {
  app.get<{ Querystring: RcQuery }>(
    '/v3/private/kyc/get-rc-config',
    {
      onRequest: requireUser(db),
      schema: {
        querystring: {
          type: 'object',
          required: ['site_id'],
          properties: { site_id: { type: 'string', minLength: 1, maxLength: 32 } },
        },
      },
    },
    async (req) => {
      const siteId = req.query.site_id.trim().toUpperCase();
      const { rows } = await db.query<{ site_id: string; rc_list: unknown; need_kyc: boolean }>(
        'select site_id, rc_list, need_kyc from kyc_rc_config where site_id = $1',
        [siteId],
      );
      const row = rows[0];
      if (!row) return fail(10001, 'Invalid site_id');
      const rcList = typeof row.rc_list === 'string' ? JSON.parse(row.rc_list) : row.rc_list;
      return ok({
        siteId: row.site_id,
        rcList: Array.isArray(rcList) ? rcList.map(String) : [],
        needKyc: row.need_kyc,
      });
    },
  );
}
