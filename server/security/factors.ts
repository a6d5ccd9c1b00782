import type { Queryable } from '../db';
import { forgetTrustedDevices } from './devices';
import { dropRecoveryCodes } from './recovery-codes';

/**
 * Issue 26: a person who lost a second factor proved who they are another
 * way (security-item-find): every second factor of the account is turned
 * off, its recovery codes dropped, and no browser stays trusted.
 */
export async function turnOffSecondFactors(db: Queryable, userId: number | string): Promise<void> {
  await db.query(
    `update users set totp_secret = null, totp_pending_secret = null, has_google2fa = false,
            email_2fa = false, sms_2fa = false, code_err_count = 0
      where id = $1`,
    [userId],
  );
  await dropRecoveryCodes(db, userId);
  await forgetTrustedDevices(db, userId);
}

/** Whether the account has any second factor on (the authenticator, email or SMS codes). */
export async function hasSecondFactor(db: Queryable, userId: number | string): Promise<boolean> {
  const { rows } = await db.query<{ on: boolean }>(
    'select (totp_secret is not null or email_2fa or sms_2fa) as on from users where id = $1',
    [userId],
  );
  return rows[0]?.on ?? false;
}
