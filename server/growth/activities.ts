import type { Queryable } from '../db';

/** AFF-8: a growth activity as configured. */
export interface GrowthActivity {
  enabled: boolean;
  reward_amount: string;
  reward_currency: string;
  ends_at: Date;
}

/** AFF-8: the growth_activities row called `name`, or null when none is configured. */
export async function growthActivity(db: Queryable, name: string): Promise<GrowthActivity | null> {
  const { rows } = await db.query<GrowthActivity>(
    'select enabled, reward_amount, reward_currency, ends_at from growth_activities where name = $1',
    [name],
  );
  return rows[0] ?? null;
}
