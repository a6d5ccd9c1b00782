import type { FastifyInstance } from 'fastify';

import { ok } from '../envelope';
import { emptyBodyAsObject } from './config';
import type { RouteDeps } from './deps';

/** AFF-8: the growth_activities row of the Korea new-user activity. */
const KOREA_HOME = 'korea_home';

interface ActivityRow {
  enabled: boolean;
  reward_amount: string;
  reward_currency: string;
  ends_at: Date;
}

/** AFF-8: growth activities the landings advertise. Public. */
export async function growthRoutes(app: FastifyInstance, { db }: RouteDeps): Promise<void> {
  /**
   * The Korea new-user activity (landings in ko-KR show it). An activity
   * past its end time, or not configured at all, is not enabled.
   */
  app.post(
    '/fht/growth/activity-api/v1/korea/home',
    { preValidation: emptyBodyAsObject, schema: { body: { type: 'object' } } },
    async () => {
      const { rows } = await db.query<ActivityRow>(
        'select enabled, reward_amount, reward_currency, ends_at from growth_activities where name = $1',
        [KOREA_HOME],
      );
      const row = rows[0];
      if (!row) return ok({ enabled: false, reward: { amount: '0', currency: '' }, endTime: 0 });
      const endTime = new Date(row.ends_at).getTime();
      return ok({
        enabled: row.enabled && endTime > Date.now(),
        reward: { amount: row.reward_amount, currency: row.reward_currency },
        endTime,
      });
    },
  );
}
