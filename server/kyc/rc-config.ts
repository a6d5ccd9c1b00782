import type { Queryable } from '../db';

/** CMP-6: a site's regulation countries and whether it requires KYC; null for an unknown site. */
export async function findRcConfig(
  db: Queryable,
  siteId: string,
): Promise<{ siteId: string; rcList: string[]; needKyc: boolean } | null> {
  const { rows } = await db.query<{ site_id: string; rc_list: unknown; need_kyc: boolean }>(
    'select site_id, rc_list, need_kyc from kyc_rc_config where site_id = $1',
    [siteId],
  );
  const row = rows[0];
  if (!row) return null;
  const rcList: unknown = typeof row.rc_list === 'string' ? JSON.parse(row.rc_list) : row.rc_list;
  return { siteId: row.site_id, rcList: Array.isArray(rcList) ? rcList.map(String) : [], needKyc: row.need_kyc };
}
