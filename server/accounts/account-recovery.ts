import { randomBytes } from 'node:crypto';

import { RECOVERY_SENDS_PER_DAY, RESEND_COOLDOWN_SECONDS } from '@/config/x-api';
import { RET_CODES } from '@/contract/ret-codes';

import { hashToken } from '../auth/sessions';
import type { Queryable } from '../db';
import { API_ERRORS } from '../envelope';
import { forgetTrustedDevices } from '../security/devices';
import { SECURITY_CODE_TTL_MINUTES, type CodeChannel, type CodePurpose } from '../security/security-codes';

/**
 * Issue 27: the password reset of /app/user/retrieve and the recovery of a
 * lost second factor of /app/user/security-item-find, the storage side: one
 * request (row of account_recoveries) per token, which works once.
 */

/** A password reset lives this long: its code (10 minutes), then the time to choose a password. */
export const RESET_TTL_MINUTES = 30;
/** A recovery lives this long after the password was proven. */
export const RECOVER_TTL_MINUTES = 15;
/**
 * The first step of a reset answers no sooner than this, whether the account
 * exists (a code is written and sent) or not (nothing is): the time of the
 * answer tells nothing either.
 */
export const RESET_SEND_MIN_MS = 400;

export const RECOVERY_ERRORS = {
  expired: { code: RET_CODES.recoveryExpired, message: 'This request has expired or was already used. Start again.' },
  tooSoon: API_ERRORS.tooSoon,
  sendLimit: {
    code: RET_CODES.recoverySendLimit,
    message: 'Too many codes were sent today. Try again tomorrow.',
  },
  wrongCode: API_ERRORS.wrongCode,
  locked: { code: RET_CODES.codeAttemptsUsed, message: API_ERRORS.codesLocked.message },
  codeExpired: API_ERRORS.codeExpired,
  authenticatorRequired: {
    code: RET_CODES.authenticatorCodeRequired,
    message: 'Enter the code of your authenticator app',
  },
  samePassword: { code: RET_CODES.samePassword, message: 'Choose a password other than your current one' },
  nothingToRecover: {
    code: RET_CODES.nothingToRecover,
    message: 'This account has no two-step verification to turn off. Log in with your password.',
  },
} as const;

export type RecoveryKind = 'password' | 'secondFactor';

/** A live request (not used, not expired), as its token names it. */
export interface RecoveryRow {
  readonly token_hash: string;
  /** null: a password reset of an account that does not exist */
  readonly user_id: string | null;
  readonly account_key: string;
  readonly code_channel: CodeChannel | null;
  readonly verified: boolean;
  /** the code of a reset (sent or not) is past its 10 minutes */
  readonly code_expired: boolean;
}

/** A new request; its token is returned once. */
export async function openRecovery(
  db: Queryable,
  request: {
    readonly kind: RecoveryKind;
    readonly userId: string | number | null;
    readonly accountKey: string;
    readonly codeChannel: CodeChannel | null;
    readonly minutes: number;
  },
): Promise<{ readonly token: string; readonly tokenHash: string }> {
  const token = randomBytes(32).toString('base64url');
  const tokenHash = hashToken(token);
  await db.query("delete from account_recoveries where expires_at < now() - interval '1 day'");
  await db.query(
    `insert into account_recoveries (token_hash, kind, user_id, account_key, code_channel, expires_at)
     values ($1, $2, $3, $4, $5, now() + make_interval(mins => $6::int))`,
    [tokenHash, request.kind, request.userId, request.accountKey, request.codeChannel, request.minutes],
  );
  return { token, tokenHash };
}

/** The live request of `kind` the token names, or null. */
export async function liveRecovery(db: Queryable, kind: RecoveryKind, token: string): Promise<RecoveryRow | null> {
  const { rows } = await db.query<RecoveryRow>(
    `select token_hash, user_id::text as user_id, account_key, code_channel, verified_at is not null as verified,
            created_at + make_interval(mins => $3::int) <= now() as code_expired
       from account_recoveries
      where token_hash = $1 and kind = $2 and used_at is null and expires_at > now()`,
    [hashToken(token), kind, SECURITY_CODE_TTL_MINUTES],
  );
  return rows[0] ?? null;
}

/** The reset's code was right: its password may be set now. */
export async function markRecoveryVerified(db: Queryable, tokenHash: string): Promise<void> {
  await db.query('update account_recoveries set verified_at = now() where token_hash = $1 and used_at is null', [
    tokenHash,
  ]);
}

/**
 * Uses the request: true for one call only, whatever the interleaving (a
 * reset's only once its code was right). Run inside the transaction that
 * does what the request was for, so a refused use undoes it.
 */
export async function useRecovery(db: Queryable, tokenHash: string, kind: RecoveryKind): Promise<boolean> {
  const { rows } = await db.query(
    `update account_recoveries set used_at = now()
      where token_hash = $1 and used_at is null and expires_at > now()
        and ($2 <> 'password' or verified_at is not null)
      returning token_hash`,
    [tokenHash, kind],
  );
  return rows.length === 1;
}

/**
 * The one-a-minute rule of reset requests, per account name whether or not
 * an account has it: true when this request may go on (and the minute
 * starts again), in one statement, so of parallel requests one passes.
 */
export async function claimResetSend(db: Queryable, accountKey: string): Promise<boolean> {
  const { rows } = await db.query(
    `insert into password_reset_sends as s (account_key, sent_at) values ($1, now())
     on conflict (account_key) do update set sent_at = now()
      where s.sent_at <= now() - make_interval(secs => $2::int)
     returning s.account_key`,
    [accountKey, RESEND_COOLDOWN_SECONDS],
  );
  return rows.length === 1;
}

/**
 * Issue 36 item 6: the daily cap of codes sent by the recovery pages
 * (RECOVERY_SENDS_PER_DAY): true when one more may go out under `sendKey`
 * (and it is counted), in one statement, so that of any number of requests
 * at once at most the cap pass. A day begins with its first send; a send a
 * day or more later begins a new one.
 */
export async function claimDailySend(db: Queryable, sendKey: string): Promise<boolean> {
  const { rows } = await db.query(
    `insert into recovery_send_days as d (send_key, day_started_at, sends) values ($1, now(), 1)
     on conflict (send_key) do update set
       day_started_at = case when d.day_started_at <= now() - interval '1 day' then now() else d.day_started_at end,
       sends = case when d.day_started_at <= now() - interval '1 day' then 1 else d.sends + 1 end
      where d.day_started_at <= now() - interval '1 day' or d.sends < $2
     returning d.send_key`,
    [sendKey, RECOVERY_SENDS_PER_DAY],
  );
  return rows.length === 1;
}

/** Whether the day's sends under `sendKey` are used up (read only: a request refused for it counts nothing). */
export async function dailySendsUsedUp(db: Queryable, sendKey: string): Promise<boolean> {
  const { rows } = await db.query(
    `select 1 from recovery_send_days
      where send_key = $1 and day_started_at > now() - interval '1 day' and sends >= $2`,
    [sendKey, RECOVERY_SENDS_PER_DAY],
  );
  return rows.length > 0;
}

/** The daily cap's key of a password reset: the account name, whether or not an account has it. */
export const resetSendKey = (accountKey: string) => `reset:${accountKey}`;
/** The daily cap's key of a lost-factor recovery's codes: the account. */
export const recoverSendKey = (userId: string | number) => `recover:${userId}`;

/** Whether a live code of `purpose` by `channel` exists (it may be right); none: expired, or used. */
export async function hasLiveCode(db: Queryable, purpose: string, channel: CodeChannel): Promise<boolean> {
  const { rows } = await db.query(
    `select 1 from security_codes
      where purpose = $1 and channel = $2 and used_at is null and expires_at > now() limit 1`,
    [purpose, channel],
  );
  return rows.length > 0;
}

/**
 * After a password reset or a recovery, nothing that was open keeps working:
 * every session of the account ends, logins waiting for their second step
 * and quick-login tokens are closed, no browser stays trusted, the account's
 * other requests are used up, and (issue 36 item 2) its passkeys and the
 * passkey requests under way are deleted: a passkey a thief added would
 * otherwise still log in. How many passkeys were removed.
 */
export async function endAccountAccess(db: Queryable, userId: string | number): Promise<{ passkeysRemoved: number }> {
  await db.query('delete from sessions where user_id = $1', [userId]);
  await db.query('update login_challenges set used_at = now() where user_id = $1 and used_at is null', [userId]);
  await db.query('update quick_tokens set used_at = now() where user_id = $1 and used_at is null', [userId]);
  await db.query('update account_recoveries set used_at = now() where user_id = $1 and used_at is null', [userId]);
  await forgetTrustedDevices(db, userId);
  const { rows } = await db.query('delete from passkeys where user_id = $1 returning credential_id', [userId]);
  await db.query('delete from passkey_ceremonies where user_id = $1', [userId]);
  return { passkeysRemoved: rows.length };
}

/** The purpose (and words) of a reset's code: one per account, so a new request replaces the code before. */
export function resetCodePurpose(userId: string | number): CodePurpose {
  return {
    key: `password-reset:${userId}`,
    subject: 'Reset your password',
    text: (code, minutes) =>
      `Your code to reset your password is ${code}. It expires in ${minutes} minutes. If you did not ask to reset your password, ignore this message: your password stays as it is.`,
  };
}

/** The purpose of a recovery's email or SMS code: the recovery's own. */
export function recoverCodePurpose(tokenHash: string): CodePurpose {
  return {
    key: `recover:${tokenHash}`,
    subject: 'Turn off two-step verification',
    text: (code, minutes) =>
      `Your code to turn off two-step verification is ${code}. It expires in ${minutes} minutes. If you did not ask for it, someone knows your password: reset it now.`,
  };
}
