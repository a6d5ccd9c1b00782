import { randomInt } from 'node:crypto';

import { MAX_PASSWORD_ERRORS } from '@/config/x-api';
import type { LockDetails } from '@/contract/fields/lock';
import { RET_CODES } from '@/contract/ret-codes';

import type { Queryable } from '../db';
import {
  LOCK_END_OR_NEW,
  LOCKED_NOW,
  liveCount,
  lockDetails,
  lockRow,
  NEW_LOCK_END,
  type LockSubject,
} from '../security/account-lock';
import { lockEndOf } from '../security/code-lock';
import { maskMobile } from '../user/mask';

/** User status values: 1 active, 2 banned (LOGIN-12), 3 terminated. */
/** 4: the account is being created or upgraded to a unified trading account (DLG-3). */
export const USER_STATUS = { active: 1, banned: 2, terminated: 3, upgrading: 4 } as const;

export const STATUS_ERRORS = {
  banned: { code: RET_CODES.accountBanned, message: 'Account banned' },
  terminated: { code: RET_CODES.accountTerminated, message: 'This account has been terminated.' },
  upgrading: {
    code: RET_CODES.accountUpgrading,
    message: 'Your account is being created. We will email you when it is ready.',
  },
} as const;

/**
 * Why an account may not open a session (after its credentials were proven),
 * or null: banned → 31003 with {is_self_help_baned, baned_time (seconds)},
 * terminated → 40029.
 */
/** What a login without a password reads of an account: who it is, and whether its status lets it in. */
export interface AccountStatusRow {
  id: string;
  uid: string;
  status: number;
  banned_at: Date | null;
  self_help_ban: boolean;
}

/** The codes an account's status refuses a login with. */
export type StatusRefusalCode = (typeof STATUS_ERRORS)[keyof typeof STATUS_ERRORS]['code'];

export function statusRefusal(user: {
  status: number;
  banned_at: Date | string | null;
  self_help_ban: boolean;
}): { code: StatusRefusalCode; message: string; result: object } | null {
  const status = Number(user.status);
  if (status === USER_STATUS.banned) {
    return {
      ...STATUS_ERRORS.banned,
      result: {
        is_self_help_baned: user.self_help_ban,
        baned_time: user.banned_at ? Math.floor(new Date(user.banned_at).getTime() / 1000) : 0,
      },
    };
  }
  if (status === USER_STATUS.terminated) return { ...STATUS_ERRORS.terminated, result: {} };
  // DLG-3: the page shows the dialog the refusal names
  if (status === USER_STATUS.upgrading) return { ...STATUS_ERRORS.upgrading, result: { dialog: 'UTA_UPGRADE_ERROR' } };
  return null;
}

export type AccountRef =
  | { readonly kind: 'email'; readonly email: string }
  | { readonly kind: 'mobile'; readonly countryCode: string; readonly mobile: string };

export interface LoginUserRow {
  id: string | number;
  uid: string;
  password_hash: string | null;
  status: number;
  pass_err_count: number;
  locked_until: Date | string | null;
  banned_at: Date | string | null;
  self_help_ban: boolean;
  /** the site the account registered on (DLG-5) */
  site_id: string;
  /** DLG-6: 0 until the person's identity is verified */
  kyc_person_level: number;
  /** locked after too many wrong passwords, and the lock has not run out */
  locked: boolean;
}

const LOGIN_COLUMNS = `id, uid, password_hash, status, pass_err_count, locked_until, banned_at, self_help_ban, site_id,
  kyc_person_level,
  ${LOCKED_NOW} as locked`;

export async function findUserByAccount(db: Queryable, account: AccountRef): Promise<LoginUserRow | null> {
  const { rows } =
    account.kind === 'email'
      ? await db.query<LoginUserRow>(`select ${LOGIN_COLUMNS} from users where email = $1`, [account.email])
      : await db.query<LoginUserRow>(`select ${LOGIN_COLUMNS} from users where country_code = $1 and mobile = $2`, [
          account.countryCode,
          account.mobile,
        ]);
  return rows[0] ?? null;
}

/** One wrong password counted: the new count, or the lock (another request locked it meanwhile). */
export type WrongPasswordCount =
  | {
      readonly locked: false;
      readonly count: number;
      /** the count reached the limit: the lock this wrong password started */
      readonly lock?: LockDetails;
    }
  | { readonly locked: true; readonly lock: LockDetails };

/**
 * LOGIN-5: one wrong password, counted in a single conditional update so
 * that parallel requests serialize on the row: the count goes 1..MAX and the
 * last one sets the lock. A lock that has run out is cleared with both
 * counts (issue 36 item 3, server/security/account-lock.ts): this is the
 * first wrong password of a fresh count, and no code count is left behind.
 */
export async function countWrongPasswordOf(db: Queryable, subject: LockSubject): Promise<WrongPasswordCount> {
  const row = lockRow(subject);
  const { rows } = await db.query<{ pass_err_count: number; locked_until: Date | string | null }>(
    `update ${row.table} set
       pass_err_count = ${liveCount('pass_err_count')} + 1,
       code_err_count = ${liveCount('code_err_count')},
       locked_until = case when ${liveCount('pass_err_count')} + 1 >= $2 then ${NEW_LOCK_END} else null end
     where ${row.key} = $1 and not ${LOCKED_NOW}
     returning pass_err_count, locked_until`,
    [row.value, MAX_PASSWORD_ERRORS],
  );
  if (rows.length === 0) return { locked: true, lock: await lockEndOf(db, subject) };
  const { pass_err_count: count, locked_until: until } = rows[0];
  return { locked: false, count: Number(count), ...(until ? { lock: lockDetails(until) } : {}) };
}

/**
 * LOGIN-5: the right password clears the password count (and a lock that
 * ran out, with the code count too), unless the account was locked
 * meanwhile (false: the login is refused as locked).
 */
export async function clearWrongPasswords(db: Queryable, userId: string | number): Promise<boolean> {
  const { rows } = await db.query(
    `update users set pass_err_count = 0, code_err_count = ${liveCount('code_err_count')}, locked_until = null
      where id = $1 and not ${LOCKED_NOW}
      returning id`,
    [userId],
  );
  return rows.length > 0;
}

/** Rows of names without an account that nobody tried for this long are forgotten. */
const NAME_LOCK_KEEP_DAYS = 30;

/**
 * LOGIN-5, issue 36 item 3: the lock row of a login name that has no
 * account, made on first use, so that such a name counts wrong passwords
 * and codes and locks exactly as an account does (the answers never tell
 * whether the account exists). Whether it is locked now, and until when.
 */
export async function nameLock(db: Queryable, accountKey: string): Promise<{ locked: boolean; lock: LockDetails }> {
  await db.query(
    `delete from account_name_locks
      where updated_at < now() - make_interval(days => $1::int) and not ${LOCKED_NOW}`,
    [NAME_LOCK_KEEP_DAYS],
  );
  const { rows } = await db.query<{ locked: boolean; ends: Date | string }>(
    `insert into account_name_locks as l (account_key) values ($1)
     on conflict (account_key) do update set updated_at = now()
     returning ${LOCKED_NOW} as locked, ${LOCK_END_OR_NEW} as ends`,
    [accountKey],
  );
  return { locked: rows[0].locked === true, lock: lockDetails(rows[0].ends) };
}

export async function accountExists(db: Queryable, account: AccountRef): Promise<boolean> {
  return (await findUserByAccount(db, account)) !== null;
}

/** The display name a new account starts with: the email's local part, or the masked number. */
export function usernameFor(account: AccountRef): string {
  if (account.kind === 'email') return account.email.slice(0, account.email.indexOf('@')).slice(0, 32);
  return maskMobile(account.mobile);
}

export interface NewUser {
  readonly account: AccountRef;
  readonly passwordHash: string | null;
  readonly lang: string;
  readonly siteId: string;
}

export interface CreatedUser {
  readonly id: number;
  readonly uid: string;
}

/**
 * Inserts the account with a random unique 9-digit uid (verified email or
 * mobile: it was proven by code or link). Null when the email or number got
 * registered in the meantime.
 */
export async function insertUser(db: Queryable, user: NewUser): Promise<CreatedUser | null> {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const uid = String(randomInt(100_000_000, 1_000_000_000));
    const { rows: taken } = await db.query('select 1 from users where uid = $1', [uid]);
    if (taken.length > 0) continue;
    const a = user.account;
    const { rows } = await db.query<{ id: string }>(
      `insert into users (uid, email, mobile, country_code, username, password_hash, lang, site_id,
                          email_verified, mobile_verified)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
       on conflict do nothing
       returning id`,
      [
        uid,
        a.kind === 'email' ? a.email : null,
        a.kind === 'mobile' ? a.mobile : null,
        a.kind === 'mobile' ? a.countryCode : null,
        usernameFor(a),
        user.passwordHash,
        user.lang,
        user.siteId,
        a.kind === 'email',
        a.kind === 'mobile',
      ],
    );
    if (rows[0]) return { id: Number(rows[0].id), uid };
    // the conflict was the account (or, rarely, the uid drawn by a concurrent insert)
    if (await accountExists(db, a)) return null;
  }
  throw new Error('could not draw a free uid');
}

/** DLG-5: the dialog an answer names, for the page to show with its translated text. */
export const JURISDICTION_REFUSAL = {
  code: RET_CODES.jurisdictionRefused,
  message: 'This account cannot log in on this site',
} as const;

/**
 * DLG-5: Hong Kong accounts log in only on the Hong Kong site, and only they
 * do: a refusal naming the dialog (HKUSER_NO_LOGIN_OTHER on another site,
 * NOHKUSER_NO_LGOIN_HKSITE on the Hong Kong site), else null.
 */
export function jurisdictionRefusal(
  accountSite: string,
  loginSite: string,
): { code: typeof RET_CODES.jurisdictionRefused; message: string; result: { dialog: string } } | null {
  const account = accountSite.toUpperCase();
  const site = loginSite.toUpperCase();
  if (account === 'HKG' && site !== 'HKG')
    return { ...JURISDICTION_REFUSAL, result: { dialog: 'HKUSER_NO_LOGIN_OTHER' } };
  if (site === 'HKG' && account !== 'HKG') {
    return { ...JURISDICTION_REFUSAL, result: { dialog: 'NOHKUSER_NO_LGOIN_HKSITE' } };
  }
  return null;
}

/**
 * DLG-6: a login that must be followed by identity verification: on the
 * Turkish site (TR_NO_KYC), and on the global site for a visitor in Turkey
 * (MAIN_NO_KYC). The login succeeds; the page asks the person to verify.
 */
export function kycDialogFor(kycLevel: number, loginSite: string, visitorCountry: string): string | null {
  if (Number(kycLevel) > 0) return null;
  if (loginSite.toUpperCase() === 'TUR') return 'TR_NO_KYC';
  if (loginSite.toUpperCase() === 'BYBIT' && visitorCountry.toUpperCase() === 'TR') return 'MAIN_NO_KYC';
  return null;
}
