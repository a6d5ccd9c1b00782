import type { FastifyInstance } from 'fastify';

import { kycRcConfig } from '@/contract/kyc/rc-config';
import { RET_CODES } from '@/contract/ret-codes';

import { requireUser } from '../auth/guard';
import { fail, ok } from '../envelope';
import { findRcConfig } from '../kyc/rc-config';
import { route } from './contract-route';
import type { RouteDeps } from './deps';

/** CMP-6: the KYC regulation-country config of a site. Private. */
export async function kycRoutes(app: FastifyInstance, { db }: RouteDeps): Promise<void> {
  route(app, kycRcConfig, { onRequest: requireUser(db) }, async (req) => {
    // site ids are case-insensitive
    const config = await findRcConfig(db, req.query.site_id.trim().toUpperCase());
    if (!config) return fail(RET_CODES.badRequest, 'Invalid site_id');
    return ok(config);
  });
}
