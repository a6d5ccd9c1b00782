import type { Queryable } from '../db';
import { checkInitData, type TelegramOptions, type TelegramUser } from './init-data';

/**
 * TG-6: why a link was not made, as the `code` of `tg_bind_result`
 * ('code|message'); the page turns it into its dialog with the flow's prefix
 * (tgregister1001, login1002…).
 */
export const BIND_FAILURES = {
  /** this Telegram account is linked to another exchange account */
  telegramTaken: { code: '1001', message: 'This Telegram account is already linked to another account' },
  /** this exchange account is linked to another Telegram account */
  accountTaken: { code: '1002', message: 'This account is already linked to another Telegram account' },
  /** the launch data did not verify (tampered, another bot, expired): binding again will not help */
  authFailed: { code: '1003', message: 'Telegram authorization failed' },
  system: { code: '10016', message: 'Linking is not available right now' },
} as const;

export type BindFailure = (typeof BIND_FAILURES)[keyof typeof BIND_FAILURES];

export type BindOutcome = { readonly ok: true } | { readonly ok: false; readonly failure: BindFailure };

/** TG-5: whether the account has a Telegram link (bind_status 1). */
export async function telegramLinkOf(db: Queryable, userId: string | number): Promise<{ telegramId: string } | null> {
  const { rows } = await db.query<{ telegram_id: string }>(
    'select telegram_id::text as telegram_id from telegram_links where user_id = $1',
    [userId],
  );
  return rows[0] ? { telegramId: rows[0].telegram_id } : null;
}

/** The exchange account a Telegram account is linked to, if any. */
export async function accountLinkedTo(db: Queryable, telegramId: number): Promise<string | null> {
  const { rows } = await db.query<{ user_id: string }>(
    'select user_id::text as user_id from telegram_links where telegram_id = $1',
    [telegramId],
  );
  return rows[0]?.user_id ?? null;
}

/**
 * TG-5, TG-6: links `telegram` to the account. Linking again the same pair
 * is a success; either side already linked elsewhere is refused. The unique
 * keys decide races: of two parallel links of one Telegram account only one
 * is stored.
 */
export async function linkTelegram(
  db: Queryable,
  userId: string | number,
  telegram: TelegramUser,
): Promise<BindOutcome> {
  const { rows } = await db.query<{ user_id: string }>(
    `insert into telegram_links (user_id, telegram_id, telegram_username) values ($1, $2, $3)
     on conflict do nothing returning user_id`,
    [userId, telegram.id, telegram.username],
  );
  if (rows.length > 0) return { ok: true };
  const linkedAccount = await accountLinkedTo(db, telegram.id);
  if (linkedAccount === String(userId)) return { ok: true };
  if (linkedAccount !== null) return { ok: false, failure: BIND_FAILURES.telegramTaken };
  return { ok: false, failure: BIND_FAILURES.accountTaken };
}

/** TG-5: removes the account's link; answers whether there was one. */
export async function unlinkTelegram(db: Queryable, userId: string | number): Promise<boolean> {
  const { rows } = await db.query('delete from telegram_links where user_id = $1 returning user_id', [userId]);
  return rows.length > 0;
}

/** TG-6: `tg_bind_result` of a login or registration that asked to link: 'success' or 'code|message'. */
export function bindResult(outcome: BindOutcome): string {
  return outcome.ok ? 'success' : `${outcome.failure.code}|${outcome.failure.message}`;
}

/**
 * LOGIN-8, TG-6: when a login or registration asks to link (`tg_bind`), the
 * link is tried once the session exists; its outcome is `tg_bind_result`
 * ('' when no link was asked for). The login itself stands either way.
 */
export async function bindAlong(
  db: Queryable,
  userId: string | number,
  body: unknown,
  telegram: TelegramOptions,
): Promise<string> {
  const b = (body && typeof body === 'object' ? body : {}) as { tg_bind?: unknown; tg_init_data?: unknown };
  if (b.tg_bind !== true && b.tg_bind !== 1) return '';
  const check = checkInitData(b.tg_init_data, telegram);
  if (!check.ok) return bindResult({ ok: false, failure: BIND_FAILURES.authFailed });
  return bindResult(await linkTelegram(db, userId, check.user));
}
