import { isValidPassword, PASSWORD_RULES_MESSAGE } from '@/config/password-rules';

import type { Queryable } from '../db';
import { DEMO_USER } from '../db/seed-data';
import { hashPassword } from './password-hash';

/**
 * DEMO_PASSWORD: gives the seeded demo account a password so it can log in
 * (development, demos, e2e). Only an account without a password gets one: a
 * password set through the product is never replaced.
 */
export async function applyDemoPassword(db: Queryable, password: string | undefined): Promise<boolean> {
  if (!password) return false;
  if (!isValidPassword(password)) throw new Error(`DEMO_PASSWORD: ${PASSWORD_RULES_MESSAGE}`);
  const { rows } = await db.query(
    'update users set password_hash = $2 where uid = $1 and password_hash is null returning id',
    [DEMO_USER.uid, await hashPassword(password)],
  );
  return rows.length > 0;
}
