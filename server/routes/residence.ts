import type { FastifyInstance } from 'fastify';

import { residenceGuideConfig } from '@/contract/residence/guide-config';

import { ok } from '../envelope';
import { readResidenceGuide } from '../residence/guide';
import { route } from './contract-route';
import type { RouteDeps } from './deps';

/** DLG-2: the residence guide config (public). */
export async function residenceRoutes(app: FastifyInstance, { db }: RouteDeps): Promise<void> {
  route(app, residenceGuideConfig, {}, async () => ok(await readResidenceGuide(db)));
}
