import type { Queryable } from '../db';

/** AFF-2: one entry of a landing's group list; the web keeps types 0 and 1, the api answers them all. */
export interface GroupItem {
  content: string;
  type: number;
}

export interface AffiliateRow {
  id: string;
  nickname: string;
  headimg: string;
  personal_signature: string;
  content: string;
  code: string;
  anonymous: boolean;
}

/** The well-formed entries of a stored list (the column can be edited by hand). */
function groupItemsOf(items: unknown): GroupItem[] {
  const list: unknown = typeof items === 'string' ? JSON.parse(items) : items;
  if (!Array.isArray(list)) return [];
  return list.flatMap((item: unknown) => {
    if (!item || typeof item !== 'object') return [];
    const { content, type } = item as Record<string, unknown>;
    return typeof content === 'string' && Number.isInteger(type) ? [{ content, type: type as number }] : [];
  });
}

/** AFF-2, AFF-3: an affiliate by id (all digits, AFF-4); undefined when there is none. */
export async function findAffiliate(db: Queryable, id: string): Promise<AffiliateRow | undefined> {
  const { rows } = await db.query<AffiliateRow>(
    'select id, nickname, headimg, personal_signature, content, code, anonymous from affiliates where id = $1',
    [id],
  );
  return rows[0];
}

/** AFF-2: the entries of the link's group when the affiliate has it, else of their default group (''). */
export async function affiliateGroupItems(db: Queryable, affiliateId: string, groupId: string): Promise<GroupItem[]> {
  const { rows } = await db.query<{ items: unknown }>(
    `select items from affiliate_groups where affiliate_id = $1 and group_id in ($2, '')
      order by group_id = $2 desc limit 1`,
    [affiliateId, groupId],
  );
  return groupItemsOf(rows[0]?.items);
}
