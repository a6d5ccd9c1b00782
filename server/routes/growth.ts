import type { FastifyInstance } from 'fastify';

import { koreaHome } from '@/contract/growth/korea-home';

import { ok } from '../envelope';
import { growthActivity } from '../growth/activities';
import { emptyBodyAsObject, route } from './contract-route';
import type { RouteDeps } from './deps';

/** AFF-8: the growth_activities row of the Korea new-user activity. */
const KOREA_HOME = 'korea_home';

/** AFF-8: growth activities the landings advertise. Public. */
export async function growthRoutes(app: FastifyInstance, { db }: RouteDeps): Promise<void> {
  route(app, koreaHome, { preValidation: emptyBodyAsObject }, async () => {
    const activity = await growthActivity(db, KOREA_HOME);
    if (!activity) return ok({ enabled: false, reward: { amount: '0', currency: '' }, endTime: 0 });
    const endTime = new Date(activity.ends_at).getTime();
    return ok({
      enabled: activity.enabled && endTime > Date.now(),
      reward: { amount: activity.reward_amount, currency: activity.reward_currency },
      endTime,
    });
  });
}
