import type { FastifyInstance } from 'fastify';

import { regulationInfo } from '@/contract/compliance/regulation-info';
import { complianceStaticConfig } from '@/contract/compliance/static-config';
import { RET_CODES } from '@/contract/ret-codes';

import { complianceRules, complianceSettings, countryRegulation } from '../compliance/compliance';
import { fail, ok } from '../envelope';
import { route } from './contract-route';
import type { RouteDeps } from './deps';

/** CMP-4 regulation of the visitor's country; CMP-1/2/5 rules and static config. Public. */
export async function complianceRoutes(app: FastifyInstance, { db, visitorCountry }: RouteDeps): Promise<void> {
  route(app, regulationInfo, {}, async (req) => {
    const decision = visitorCountry(req);
    if (!decision.ok) return fail(RET_CODES.badRequest, decision.message);
    const regulation = await countryRegulation(db, decision.country);
    return ok({
      restrictOperate: regulation ? regulation.restrictOperate : false,
      regulationCountry: regulation ? regulation.regulationCountry : decision.country,
    });
  });

  route(app, complianceStaticConfig, {}, async () => {
    const [settings, rules] = await Promise.all([complianceSettings(db), complianceRules(db)]);
    return ok({ ...settings, rules });
  });
}
