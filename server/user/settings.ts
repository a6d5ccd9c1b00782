import type { Queryable } from '../db';

/** LOGIN-11, LOGIN-13: the trading environment the account's sessions use (0 real, 1 demo). */
export async function setTradeEnv(db: Queryable, userId: string | number, env: number): Promise<void> {
  await db.query('update users set trade_env = $2 where id = $1', [userId, env]);
}

/** AFF-1: how the person arrived, as recorded at sign-up; null when nothing was. */
export async function signupAttribution(
  db: Queryable,
  userId: string | number,
): Promise<Record<string, unknown> | null> {
  const { rows } = await db.query<{ signup_payload: Record<string, unknown> | null }>(
    'select signup_payload from users where id = $1',
    [userId],
  );
  return rows[0]?.signup_payload ?? null;
}

/** DLG-2: the country of residence identity verification recorded, or null. */
export async function kycCountry(db: Queryable, userId: string | number): Promise<string | null> {
  const { rows } = await db.query<{ kyc_country: string | null }>('select kyc_country from users where id = $1', [
    userId,
  ]);
  return rows[0]?.kyc_country ?? null;
}
