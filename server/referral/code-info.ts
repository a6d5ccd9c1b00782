import type { Queryable } from '../db';

const CODE = /^[A-Za-z0-9_-]{1,32}$/;

/**
 * REG-11, AFF-5: a referral code as /s1/code/info tells it: valid while
 * enabled (any case), its scene and template, and who invites with it.
 */
export async function readReferralCode(db: Queryable, code: string) {
  const trimmed = code.trim();
  const { rows } = CODE.test(trimmed)
    ? await db.query<{
        scene: number;
        tpl: string;
        inviter_id: string | null;
        inviter_nickname: string | null;
        inviter_country: string | null;
      }>(
        `select scene, tpl, inviter_id, inviter_nickname, inviter_country from referral_codes
          where upper(code) = upper($1) and enabled`,
        [trimmed],
      )
    : { rows: [] };
  const row = rows[0];
  return {
    valid: !!row,
    scene: row ? Number(row.scene) : 0,
    tpl: row?.tpl ?? '',
    info: { success: !!row },
    // AFF-5: who invites with a referral code (scene 2), for the landing to name them
    inviter: row?.inviter_id
      ? { id: row.inviter_id, nickname: row.inviter_nickname ?? '', country: row.inviter_country ?? '' }
      : null,
  };
}
