import type { Queryable } from '../db';

/** A code's state as kept: made, scanned, confirmed (and not yet collected), cancelled, or collected by its browser. */
export type StoredStatus = 'new' | 'scanned' | 'confirmed' | 'cancelled' | 'used';

/** What the confirming device is told about the one that showed the code. */
export interface ScanInfo {
  device: string;
  country: string;
  ip_masked: string;
  created_at: Date;
  expires_at: Date;
}

/** LOGIN-7: a new code for the browser holding `secretHash`'s secret, after clearing codes a day past their end. */
export async function createQrLogin(
  db: Queryable,
  code: { uuid: string; secretHash: string; device: string; country: string; ipMasked: string; ttlSeconds: number },
): Promise<Date> {
  await db.query("delete from qr_logins where expires_at < now() - interval '1 day'");
  const { rows } = await db.query<{ expires_at: Date }>(
    `insert into qr_logins (uuid, browser_secret_hash, device, country, ip_masked, expires_at)
     values ($1, $2, $3, $4, $5, now() + make_interval(secs => $6::int)) returning expires_at`,
    [code.uuid, code.secretHash, code.device, code.country, code.ipMasked, code.ttlSeconds],
  );
  return rows[0].expires_at;
}

/**
 * A confirmed, live code collected by its own browser: the confirming
 * account's id, once. The update decides between parallel polls.
 */
export async function collectConfirmed(db: Queryable, uuid: string, secretHash: string): Promise<string | null> {
  const { rows } = await db.query<{ user_id: string }>(
    `update qr_logins set status = 'used', used_at = now()
      where uuid = $1 and browser_secret_hash = $2 and status = 'confirmed' and expires_at > now()
      returning scanned_by::text as user_id`,
    [uuid, secretHash],
  );
  return rows[0]?.user_id ?? null;
}

/** Where a code stands for the browser holding its secret; null when it is not that browser's or unknown. */
export async function codeState(db: Queryable, uuid: string, secretHash: string) {
  const { rows } = await db.query<{ status: StoredStatus; expired: boolean; expire_time: number }>(
    `select status, expires_at <= now() as expired, extract(epoch from expires_at)::bigint as expire_time
       from qr_logins where uuid = $1 and browser_secret_hash = $2`,
    [uuid, secretHash],
  );
  return rows[0] ?? null;
}

/** The account takes the code; scanning again on the same device (a reload) shows the same request. */
export async function markScanned(db: Queryable, uuid: string, userId: string | number): Promise<ScanInfo | null> {
  const { rows } = await db.query<ScanInfo>(
    `update qr_logins set status = 'scanned', scanned_by = $2, scanned_at = coalesce(scanned_at, now())
      where uuid = $1 and expires_at > now()
        and (status = 'new' or (status = 'scanned' and scanned_by = $2))
      returning device, country, ip_masked, created_at, expires_at`,
    [uuid, userId],
  );
  return rows[0] ?? null;
}

/** The account that scanned the code lets the other browser in; it stays collectable for at least `graceSeconds`. */
export async function markConfirmed(
  db: Queryable,
  uuid: string,
  userId: string | number,
  graceSeconds: number,
): Promise<boolean> {
  const { rows } = await db.query(
    `update qr_logins
        set status = 'confirmed', confirmed_at = now(),
            expires_at = greatest(expires_at, now() + make_interval(secs => $3::int))
      where uuid = $1 and status = 'scanned' and scanned_by = $2 and expires_at > now()
      returning uuid`,
    [uuid, userId, graceSeconds],
  );
  return rows.length > 0;
}

/** The request is refused: by the account that scanned it, or before anyone did. */
export async function markCancelled(db: Queryable, uuid: string, userId: string | number): Promise<boolean> {
  const { rows } = await db.query(
    `update qr_logins set status = 'cancelled'
      where uuid = $1 and status in ('new', 'scanned') and (scanned_by is null or scanned_by = $2)
      returning uuid`,
    [uuid, userId],
  );
  return rows.length > 0;
}

/** Whether the code is gone or past its end (else another device has it). */
export async function isGoneOrExpired(db: Queryable, uuid: string): Promise<boolean> {
  const { rows } = await db.query<{ expired: boolean }>(
    'select expires_at <= now() as expired from qr_logins where uuid = $1',
    [uuid],
  );
  return !rows[0] || rows[0].expired;
}
