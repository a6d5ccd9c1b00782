import type { FastifyInstance } from 'fastify';

import { inviterHeadimg } from '@/contract/referral/headimg';
import { shareInfo } from '@/contract/referral/share-info';

import { ok } from '../envelope';
import { inviterCard, shareValue } from '../referral/landing';
import { route } from './contract-route';
import type { RouteDeps } from './deps';

/**
 * AFF-6: what a referral landing reads besides the code's info. Public.
 * Unknown tokens and inviters are not refusals: the landing simply has
 * nothing more to show (an empty value, no picture).
 */
export async function referralRoutes(app: FastifyInstance, { db }: RouteDeps): Promise<void> {
  route(app, shareInfo, {}, async (req) => ok({ value: await shareValue(db, req.query.token) }));

  /** The inviter of a referral code, by the id and country /s1/code/info names. */
  route(app, inviterHeadimg, {}, async (req) =>
    ok(await inviterCard(db, req.query.id, req.query.country?.toUpperCase() ?? '')),
  );
}
