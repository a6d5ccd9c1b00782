import { createHash, randomBytes } from 'node:crypto';

import type { Queryable } from '../db';

/** Issue 26: recovery codes are issued ten at a time. */
export const RECOVERY_CODE_COUNT = 10;

const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** One code: ten characters in two groups (`k7m2p-xq9ra`), about 50 bits. */
function newRecoveryCode(): string {
  const bytes = randomBytes(10);
  const chars = [...bytes].map((b) => ALPHABET[b % ALPHABET.length]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

/** A code as typed: case, spaces and the dash do not matter. */
export function normalizeRecoveryCode(typed: string): string {
  return typed.toLowerCase().replace(/[^a-z0-9]/g, '');
}

function hashCode(userId: number | string, code: string): string {
  return createHash('sha256')
    .update(`${userId}:${normalizeRecoveryCode(code)}`, 'utf8')
    .digest('hex');
}

/** New codes for the account, replacing any it had: returned once, kept as hashes. */
export async function issueRecoveryCodes(db: Queryable, userId: number | string): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await db.query('delete from recovery_codes where user_id = $1', [userId]);
  for (const code of codes) {
    await db.query('insert into recovery_codes (user_id, code_hash) values ($1, $2)', [userId, hashCode(userId, code)]);
  }
  return codes;
}

/** Uses one of the account's codes: true once per code, whatever the interleaving. */
export async function useRecoveryCode(db: Queryable, userId: number | string, typed: string): Promise<boolean> {
  if (normalizeRecoveryCode(typed).length !== 10) return false;
  const { rows } = await db.query(
    `update recovery_codes set used_at = now()
      where user_id = $1 and code_hash = $2 and used_at is null returning id`,
    [userId, hashCode(userId, typed)],
  );
  return rows.length === 1;
}

export async function recoveryCodesLeft(db: Queryable, userId: number | string): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    'select count(*)::int as n from recovery_codes where user_id = $1 and used_at is null',
    [userId],
  );
  return Number(rows[0]?.n ?? 0);
}

export async function dropRecoveryCodes(db: Queryable, userId: number | string): Promise<void> {
  await db.query('delete from recovery_codes where user_id = $1', [userId]);
}
