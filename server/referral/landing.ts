import type { Queryable } from '../db';

/** AFF-6: the value a share token stands for; '' when the token is unknown. */
export async function shareValue(db: Queryable, token: string): Promise<string> {
  const { rows } = await db.query<{ value: string }>('select value from share_infos where token = $1', [token]);
  return rows[0]?.value ?? '';
}

/**
 * AFF-6: the nickname and head image of a referral code's inviter ('' when
 * they have none). A country other than theirs finds no one; '' is any.
 */
export async function inviterCard(
  db: Queryable,
  inviterId: string,
  country: string,
): Promise<{ headimg: string; nickname: string }> {
  const { rows } = await db.query<{ nickname: string; headimg: string }>(
    `select inviter_nickname as nickname, inviter_headimg as headimg from referral_codes
      where inviter_id = $1 and ($2 = '' or inviter_country = $2) and enabled
      order by code limit 1`,
    [inviterId, country],
  );
  return { headimg: rows[0]?.headimg ?? '', nickname: rows[0]?.nickname ?? '' };
}
